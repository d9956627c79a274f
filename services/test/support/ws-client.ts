import { quietFor } from '@gamepod/devkit';
import type { WebSocket } from 'ws';
import type { App } from '../../src/app.ts';

/** A test's view of one socket: every message queued, the close code kept. */
export type TestSocket = {
  readonly ws: WebSocket;
  /** The next message not yet taken, parsed; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves true if no message arrives within `ms`. */
  silentFor(ms: number): Promise<boolean>;
  send(msg: unknown): void;
  readonly closed: Promise<{ code: number; reason: string }>;
};

export async function connectWS(app: App, path: string): Promise<TestSocket> {
  const queue: Record<string, unknown>[] = [];
  let wake: (() => void) | undefined;
  let resolveClosed: (v: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((r) => {
    resolveClosed = r;
  });
  const ws = await app.injectWS(
    path,
    {},
    {
      // listeners go on before the upgrade completes, so an immediate close is not missed
      onInit(socket) {
        socket.on('message', (data) => {
          queue.push(JSON.parse(data.toString()) as Record<string, unknown>);
          wake?.();
        });
        socket.on('close', (code, reason) => resolveClosed({ code, reason: reason.toString() }));
      },
    },
  );
  return {
    ws,
    closed,
    send: (msg) => ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg)),
    async next(timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no message arrived');
        await new Promise<void>((r) => {
          const t = setTimeout(r, left);
          wake = () => {
            clearTimeout(t);
            r();
          };
        });
        wake = undefined;
      }
      return queue.shift() as Record<string, unknown>;
    },
    async silentFor(ms) {
      await quietFor(ms);
      return queue.length === 0;
    },
  };
}
