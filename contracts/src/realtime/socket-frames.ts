import Type, { type Static } from 'typebox';
import { SessionIdKeyField, TokenField } from '../http/fields.ts';

const ChannelField = Type.String({ minLength: 1, maxLength: 160 });

/**
 * How a page opens `/api/v1/ws`: `?token=` (a user session) or `?session_id_key=` (a kiosk
 * page, as its pod). Browsers cannot send headers on a WebSocket.
 */
export const RealtimeQuery = Type.Object({
  token: Type.Optional(TokenField),
  session_id_key: Type.Optional(SessionIdKeyField),
});

/** What a page may send on /api/v1/ws. */
export const ClientMessage = Type.Union([
  Type.Object({ op: Type.Literal('subscribe'), channel: ChannelField }),
  Type.Object({ op: Type.Literal('unsubscribe'), channel: ChannelField }),
  Type.Object({ op: Type.Literal('ping') }),
]);
export type ClientMessage = Static<typeof ClientMessage>;
export const CLIENT_OPS = ['subscribe', 'unsubscribe', 'ping'] as const;

/** What the services send on /api/v1/ws; a `message`'s payload is the push of its kind. */
export const ServerMessage = Type.Union([
  Type.Object({ op: Type.Literal('subscribed'), channel: Type.String() }),
  Type.Object({ op: Type.Literal('unsubscribed'), channel: Type.String() }),
  Type.Object({ op: Type.Literal('pong') }),
  Type.Object({ op: Type.Literal('message'), channel: Type.String(), kind: Type.String(), payload: Type.Unknown() }),
  Type.Object({ op: Type.Literal('error'), message: Type.String(), channel: Type.Optional(Type.String()) }),
]);
export type ServerMessage = Static<typeof ServerMessage>;
