import Type, { type Static } from 'typebox';
import { KIOSK_CALL_PATHS } from './kiosk-calls.ts';

/** A page checking that its bridge still answers; answered with `pong`. */
export const PingMessage = Type.Object({ op: Type.Literal('ping') });
export type PingMessage = Static<typeof PingMessage>;

/**
 * A page asking its bridge to relay a helper call on the allow-list (`KIOSK_CALLS`), in the
 * method that path takes. `id` pairs the call with its `reply`.
 */
export const CallMessage = Type.Object({
  op: Type.Literal('call'),
  id: Type.String({ maxLength: 64 }),
  method: Type.Enum(['GET', 'POST']),
  path: Type.Enum(KIOSK_CALL_PATHS),
  body: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'POST only; {} when left out' })),
});
export type CallMessage = Static<typeof CallMessage>;

/** What a page sends its bridge. Anything else is ignored. */
export const PageMessage = Type.Union([PingMessage, CallMessage]);
export type PageMessage = Static<typeof PageMessage>;
