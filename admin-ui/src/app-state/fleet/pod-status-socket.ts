// The live fleet status in the console (Manage Your Pods, the Status Report): services push
// `status.pod` on `client.<client id>` when a pod's activity, online state, lock-out or volume
// changes ("Live fleet status" in docs/architecture.md). One socket per open screen; the
// screen's poll covers the time it is down.
import { CLOSE_UNAUTHORIZED, channelName, POD_STATUS_KIND, type PodStatusPush } from '@gamepod/contracts/realtime';

/** 1 s doubling to 30 s, with jitter so a room of consoles does not reconnect in step. */
const backoffMs = (attempt: number) => Math.round(Math.min(30_000, 1_000 * 2 ** attempt) * (0.75 + Math.random() / 2));

type Frame = { op?: string; channel?: string; kind?: string; payload?: unknown };

/**
 * Listens to the pod status pushes of `clientId`'s pods as the signed-in user (`token`),
 * reconnecting until stopped. `onLink` hears whether the socket is subscribed.
 *
 * @example useEffect(() => watchPodStatus(clientId, token, applyStatus), [clientId, token]);
 */
export function watchPodStatus(
  clientId: string,
  token: string,
  onStatus: (push: PodStatusPush) => void,
  onLink: (up: boolean) => void = () => undefined,
): () => void {
  const channel = channelName('client', clientId);
  let ws: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    const origin = location.origin.replace(/^http/, 'ws');
    const socket = new WebSocket(`${origin}/api/v1/ws?token=${encodeURIComponent(token)}`);
    ws = socket;
    socket.onopen = () => socket.send(JSON.stringify({ op: 'subscribe', channel }));
    socket.onmessage = (event) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(event.data)) as Frame;
      } catch {
        return;
      }
      if (frame.op === 'subscribed' && frame.channel === channel) {
        attempt = 0;
        onLink(true);
      } else if (frame.op === 'message' && frame.channel === channel && frame.kind === POD_STATUS_KIND) {
        onStatus(frame.payload as PodStatusPush);
      }
    };
    socket.onclose = (event) => {
      if (ws !== socket) return;
      ws = null;
      onLink(false);
      if (stopped || event.code === CLOSE_UNAUTHORIZED) return;
      timer = setTimeout(connect, backoffMs(attempt++));
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    const socket = ws;
    ws = null;
    socket?.close(1000);
  };
}
