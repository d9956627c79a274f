import type { AddressInfo } from 'node:net';
import { type BridgeMessage, type HelperReply, PingMessage, type StationState } from '@gamepod/contracts/bridge-socket';
import { Compile } from 'typebox/compile';
import { type WebSocket, WebSocketServer } from 'ws';
import type { PodCommand } from './core/command-plan.ts';
import type { HelperCall } from './core/helper-call.ts';
import { parseKioskCall } from './core/kiosk-call.ts';
import { type KioskPage, parseKioskPage } from './core/kiosk-page.ts';

const pingMessage = Compile(PingMessage);
const isCall = (m: unknown) => typeof m === 'object' && m !== null && (m as { op?: unknown }).op === 'call';

export type KioskSocketOptions = {
  /** 5001 on a real pod; 0 picks a free one (tests). */
  readonly port?: number;
  readonly host?: string;
  /**
   * Origins allowed to connect. The hello carries the pod_id_key, the station's secret, so a
   * page from any other site the station's browser opens must not get it. A request without an
   * Origin (not a browser) is allowed: it could ask the helper for the key anyway.
   */
  readonly allowedOrigins: readonly string[];
  readonly identity: () => { pod_id: string | null; pod_id_key: string | null };
  readonly state: () => StationState;
  /** Relays an allow-listed helper call for a page (core/kiosk-call.ts). */
  readonly relay: (call: HelperCall) => Promise<HelperReply>;
  /** A page told which kiosk session it holds (core/kiosk-page.ts). */
  readonly onKioskPage: (page: KioskPage) => void;
};

/** The kiosk page's local WebSocket: `ws://127.0.0.1:<port>/ws`. */
export class KioskSocket {
  readonly #opts: KioskSocketOptions;
  readonly #wss: WebSocketServer;
  #lastState = '';

  private constructor(opts: KioskSocketOptions, wss: WebSocketServer) {
    this.#opts = opts;
    this.#wss = wss;
    wss.on('connection', (ws) => this.#greet(ws));
  }

  static async start(opts: KioskSocketOptions): Promise<KioskSocket> {
    const allowed = new Set(opts.allowedOrigins.map((o) => o.replace(/\/+$/, '')));
    const wss = new WebSocketServer({
      host: opts.host ?? '127.0.0.1',
      port: opts.port ?? 5001,
      path: '/ws',
      maxPayload: 16 * 1024,
      verifyClient: ({ origin }: { origin?: string }, done: (ok: boolean, code?: number, message?: string) => void) =>
        !origin || allowed.has(origin) ? done(true) : done(false, 403, 'Origin not allowed'),
    });
    await new Promise<void>((resolve, reject) => {
      wss.once('listening', resolve);
      wss.once('error', reject);
    });
    return new KioskSocket(opts, wss);
  }

  get port(): number {
    return (this.#wss.address() as AddressInfo).port;
  }

  get url(): string {
    return `ws://${this.#opts.host ?? '127.0.0.1'}:${this.port}/ws`;
  }

  /** Sends the state to every page when it differs from the last one sent. */
  pushState(): void {
    const state: BridgeMessage = { op: 'state', ...this.#opts.state() };
    const message = JSON.stringify(state);
    if (message === this.#lastState) return;
    this.#lastState = message;
    for (const ws of this.#wss.clients) ws.send(message);
  }

  pushCommand(command: PodCommand, failed?: string): void {
    this.#broadcast(failed === undefined ? { op: 'command', command } : { op: 'command', command, failed });
  }

  /** Sends a fresh hello to every page (the key became known after they connected). */
  pushHello(): void {
    this.#broadcast({ op: 'hello', ...this.#opts.identity() });
  }

  async close(): Promise<void> {
    for (const ws of this.#wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #broadcast(message: BridgeMessage): void {
    const text = JSON.stringify(message);
    for (const ws of this.#wss.clients) ws.send(text);
  }

  #greet(ws: WebSocket): void {
    const send = (m: BridgeMessage) => ws.send(JSON.stringify(m));
    send({ op: 'hello', ...this.#opts.identity() });
    send({ op: 'state', ...this.#opts.state() });
    // an unhandled 'error' would throw out of the event loop; a broken page just loses its socket
    ws.on('error', () => ws.terminate());
    ws.on('message', (data) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        return;
      }
      // a call is answered even when refused (its reply says why); any other message is ignored
      if (pingMessage.Check(parsed)) send({ op: 'pong' });
      else if (isCall(parsed)) void this.#relay(parsed, send);
      else {
        const page = parseKioskPage(parsed);
        if (page) this.#opts.onKioskPage(page);
      }
    });
  }

  async #relay(message: unknown, send: (m: BridgeMessage) => void): Promise<void> {
    const parsed = parseKioskCall(message);
    if ('refused' in parsed) {
      send({ op: 'reply', id: parsed.id, ok: false, status: 400, message: parsed.refused, data: {} });
      return;
    }
    const reply = await this.#opts.relay(parsed.call);
    send({ op: 'reply', id: parsed.id, ...reply });
  }
}
