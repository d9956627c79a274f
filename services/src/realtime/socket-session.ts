import {
  CLIENT_OPS,
  CLOSE_UNAUTHORIZED,
  ClientMessage,
  parseChannel,
  type ServerMessage,
} from '@gamepod/contracts/realtime';
import { ForbiddenError } from '@gamepod/events';
import { Compile } from 'typebox/compile';
import type { WebSocket } from 'ws';
import { type ChannelOwners, canSubscribe, ownerMatters, type Subscriber } from './channel-policy.ts';
import type { RealtimeHub, RealtimePush } from './realtime-hub.ts';

const checkClientMessage = Compile(ClientMessage);

/** Enough subscriptions for any screen; the cap bounds what one socket can cost us. */
export const MAX_SUBSCRIPTIONS = 64;

export type SocketLog = { debug(obj: object, msg: string): void };

/** Turns one incoming frame into a client message, or the error text to answer with. */
export function parseClientMessage(raw: string): ClientMessage | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { error: 'Message is not valid JSON' };
  }
  if (checkClientMessage.Check(data)) return data;
  const op = typeof data === 'object' && data !== null ? (data as { op?: unknown }).op : undefined;
  if (typeof op !== 'string') return { error: 'Message needs an op: subscribe, unsubscribe or ping' };
  if (!(CLIENT_OPS as readonly string[]).includes(op)) return { error: `Unknown op "${op}"` };
  return { error: `Invalid ${op} message: it needs a channel string` };
}

/**
 * Who a socket listens as: a user session (its token hash, so the socket closes when the
 * session ends anywhere) or a kiosk page as its pod (no token: `token_hash` null).
 */
export type SocketIdentity = Subscriber & { readonly token_hash: string | null };

/**
 * What a socket that just subscribed to `channel` should get at once: pushes sent before it
 * was listening that still matter (an emergency alert still on screen). None by default.
 */
export type CatchUp = (channel: string) => Promise<readonly RealtimePush[]>;
const NO_CATCH_UP: CatchUp = async () => [];

/**
 * One authenticated socket: its subscriptions, its replies, and its end when the session
 * ends anywhere. The caller owns the heartbeat.
 */
export function serveSocket(
  socket: WebSocket,
  session: SocketIdentity,
  hub: RealtimeHub,
  owners: ChannelOwners,
  log: SocketLog,
  catchUp: CatchUp = NO_CATCH_UP,
): void {
  const subscriptions = new Map<string, () => void>();
  const send = (msg: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
  };
  const stopEnded =
    session.token_hash === null
      ? () => undefined
      : hub.onSessionEnded(session.token_hash, () => socket.close(CLOSE_UNAUTHORIZED, 'Token is Invalid'));

  /** Applies one client message and returns the reply to it. */
  const handle = async (msg: ClientMessage): Promise<ServerMessage> => {
    switch (msg.op) {
      case 'ping':
        return { op: 'pong' };
      case 'subscribe': {
        const { channel } = msg;
        const parsed = parseChannel(channel);
        if (!parsed) return { op: 'error', message: `Unknown channel "${channel}"`, channel };
        // the owner costs a read-model query, and only a client admin's lab channel needs it
        const allowed =
          canSubscribe(session, channel) ||
          (parsed.scope === 'lab' &&
            ownerMatters(session, parsed.scope) &&
            canSubscribe(session, channel, await owners(parsed.scope, parsed.id)));
        if (!allowed) return { op: 'error', message: new ForbiddenError().message, channel };
        if (!subscriptions.has(channel)) {
          if (subscriptions.size >= MAX_SUBSCRIPTIONS) {
            return { op: 'error', message: `At most ${MAX_SUBSCRIPTIONS} subscriptions per socket`, channel };
          }
          const forward = (push: RealtimePush) =>
            send({ op: 'message', channel: push.channel, kind: push.kind, payload: push.payload });
          subscriptions.set(channel, hub.listen(channel, forward));
        }
        return { op: 'subscribed', channel };
      }
      case 'unsubscribe':
        subscriptions.get(msg.channel)?.();
        subscriptions.delete(msg.channel);
        return { op: 'unsubscribed', channel: msg.channel };
      default: {
        const never: never = msg;
        return never;
      }
    }
  };

  socket.on('message', (data, isBinary) => {
    const parsed = isBinary ? { error: 'Send text frames with JSON' } : parseClientMessage(data.toString());
    if ('error' in parsed) {
      send({ op: 'error', message: parsed.error });
      return;
    }
    handle(parsed)
      .then(async (reply) => {
        send(reply);
        // after the 'subscribed' reply, so the page knows the channel before its first message
        if (reply.op !== 'subscribed' || parsed.op !== 'subscribe') return;
        // best effort: the subscription stands even when the catch-up cannot be read
        const pushes = await catchUp(reply.channel).catch((err: unknown) => {
          log.debug({ err, channel: reply.channel }, 'realtime catch-up failed');
          return [];
        });
        for (const push of pushes)
          send({ op: 'message', channel: push.channel, kind: push.kind, payload: push.payload });
      })
      .catch((err: unknown) => {
        log.debug({ err }, 'realtime message failed');
        send({ op: 'error', message: 'Something went wrong on our side' });
      });
  });
  socket.on('close', () => {
    stopEnded();
    for (const stop of subscriptions.values()) stop();
    subscriptions.clear();
    log.debug({ user_id: session.user_id }, 'socket closed');
  });
}
