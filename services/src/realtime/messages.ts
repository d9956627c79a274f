import Type, { type Static } from 'typebox';

const ChannelField = Type.String({ minLength: 1, maxLength: 160 });

/** What a browser may send on /api/v1/ws. */
export const ClientMessage = Type.Union([
  Type.Object({ op: Type.Literal('subscribe'), channel: ChannelField }),
  Type.Object({ op: Type.Literal('unsubscribe'), channel: ChannelField }),
  Type.Object({ op: Type.Literal('ping') }),
]);
export type ClientMessage = Static<typeof ClientMessage>;
export const CLIENT_OPS = ['subscribe', 'unsubscribe', 'ping'] as const;

/** What the server sends on /api/v1/ws. */
export const ServerMessage = Type.Union([
  Type.Object({ op: Type.Literal('subscribed'), channel: Type.String() }),
  Type.Object({ op: Type.Literal('unsubscribed'), channel: Type.String() }),
  Type.Object({ op: Type.Literal('pong') }),
  Type.Object({ op: Type.Literal('message'), channel: Type.String(), kind: Type.String(), payload: Type.Unknown() }),
  Type.Object({ op: Type.Literal('error'), message: Type.String(), channel: Type.Optional(Type.String()) }),
]);
export type ServerMessage = Static<typeof ServerMessage>;

/** Close codes in the 4000 range mirror HTTP: 4401 is "sign in again". */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_GOING_AWAY = 1001;
