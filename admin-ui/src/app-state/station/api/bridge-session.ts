// A short-lived connection to the station's bridge (pod-bridge/src/kiosk-socket.ts): its hello,
// then helper calls relayed through it. The console opens one per thing it tells the station,
// so no socket stays open behind its screens.
import type {
  BridgeMessage,
  CallMessage,
  HelloMessage,
  HelperReply,
  KioskGetPath,
  KioskPostPath,
  PodCommand,
  StationState,
} from '@gamepod/contracts/bridge-socket';
import { noAnswer, PendingCalls, replyOf } from '@gamepod/ui-kit';

/** One connection to the bridge, open once its hello came. */
export type BridgeSession = {
  /** The station the bridge serves: its key, and the pod it registered as. */
  readonly hello: HelloMessage;
  /** Relays a helper POST; `ok: false` with status 0 when no reply comes within the timeout or the socket closes. */
  post(path: KioskPostPath, body: Record<string, unknown>): Promise<HelperReply>;
  /** Relays a helper GET (an acknowledgement, a check), as `post` does. */
  get(path: KioskGetPath): Promise<HelperReply>;
  close(): void;
};

function parse(data: unknown): BridgeMessage | null {
  try {
    const parsed: unknown = JSON.parse(String(data));
    return typeof parsed === 'object' && parsed !== null ? (parsed as BridgeMessage) : null;
  } catch {
    return null;
  }
}

/**
 * Connects to the bridge at `url` and waits for its hello; rejects when that takes longer than
 * `timeoutMs` or the connection fails. Each call then gets `timeoutMs` of its own. `onState`
 * hears the station's state, sent on connect and on every change, and `onCommand` each pod
 * command the bridge forwards, while the session is open.
 */
export function openBridgeSession(
  url: string,
  timeoutMs: number,
  onState?: (state: StationState) => void,
  onCommand?: (command: PodCommand) => void,
): Promise<BridgeSession> {
  return new Promise((resolve, reject) => {
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    const calls = new PendingCalls('a');
    let opened = false;
    const helloTimer = setTimeout(() => {
      reject(new Error(`the bridge did not greet within ${timeoutMs} ms`));
      ws.close();
    }, timeoutMs);

    const relay = (call: Omit<CallMessage, 'id'>) => {
      const { id, reply } = calls.open(timeoutMs, `no reply to ${call.path} within ${timeoutMs} ms`);
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ ...call, id }));
      else calls.settle(id, noAnswer('the bridge connection is closed'));
      return reply;
    };
    const session = (hello: HelloMessage): BridgeSession => ({
      hello,
      post: (path, body) => relay({ op: 'call', method: 'POST', path, body }),
      get: (path) => relay({ op: 'call', method: 'GET', path }),
      close: () => ws.close(1000),
    });

    ws.onmessage = (event) => {
      const m = parse(event.data);
      if (m?.op === 'hello' && !opened) {
        opened = true;
        clearTimeout(helloTimer);
        resolve(session(m));
      } else if (m?.op === 'reply') {
        if (m.id) calls.settle(m.id, replyOf(m));
      } else if (m?.op === 'state') {
        onState?.({ station: m.station, helper_ok: m.helper_ok, nats_ok: m.nats_ok });
      } else if (m?.op === 'command' && m.failed === undefined) {
        onCommand?.(m.command);
      }
    };
    ws.onclose = () => {
      clearTimeout(helloTimer);
      // no-op once the hello came; a refused or failed connection ends here without one
      reject(new Error(`could not connect to the bridge at ${url}`));
      calls.settleAll(noAnswer('the bridge closed the connection'));
    };
  });
}
