// One socket per open screen for a kind of push on clients' channels (`client.<client id>`):
// the live fleet status, the live chat. The screen's poll covers the time it is down.
import { type ChannelScope, CLOSE_UNAUTHORIZED, channelName } from '@gamepod/contracts/realtime';

/** 1 s doubling to 30 s, with jitter so a room of consoles does not reconnect in step. */
const backoffMs = (attempt: number) => Math.round(Math.min(30_000, 1_000 * 2 ** attempt) * (0.75 + Math.random() / 2));

type Frame = { op?: string; channel?: string; kind?: string; payload?: unknown };

/**
 * Listens to the `kind` pushes on the channels of `clientIds` as the signed-in user (`token`),
 * reconnecting until stopped. `onLink` hears whether the socket is subscribed (to the first).
 * `scope` 'lab' listens on labs' channels instead (`lab.<lab id>`: client admins, super admins).
 *
 * @example useEffect(() => watchClientPushes([clientId], token, CHAT_KIND, applyChat), [clientId, token]);
 */
export function watchClientPushes<T>(
  clientIds: readonly string[],
  token: string,
  kind: string,
  onPush: (payload: T) => void,
  onLink: (up: boolean) => void = () => undefined,
  scope: Extract<ChannelScope, 'client' | 'lab'> = 'client',
): () => void {
  const channels = clientIds.map((id) => channelName(scope, id));
  let ws: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    const origin = location.origin.replace(/^http/, 'ws');
    const socket = new WebSocket(`${origin}/api/v1/ws?token=${encodeURIComponent(token)}`);
    ws = socket;
    socket.onopen = () => {
      for (const channel of channels) socket.send(JSON.stringify({ op: 'subscribe', channel }));
    };
    socket.onmessage = (event) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(event.data)) as Frame;
      } catch {
        return;
      }
      const ours = frame.channel !== undefined && channels.includes(frame.channel);
      if (frame.op === 'subscribed' && ours && frame.channel === channels[0]) {
        attempt = 0;
        onLink(true);
      } else if (frame.op === 'message' && ours && frame.kind === kind) {
        onPush(frame.payload as T);
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
