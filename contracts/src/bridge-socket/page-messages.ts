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

/**
 * The kiosk page telling its bridge which kiosk session it holds: on connecting, and whenever it
 * gets a new one. The sha256 of its `session_id_key` in hex, never the key, and the pod that
 * session is of. The bridge records it on its station's subject (`PodKioskPageOpened`) while it
 * runs as that pod: the station vouches for this page, and a sign-in on any other kiosk session
 * of the pod is not one the station holds.
 */
export const KioskPageMessage = Type.Object({
  op: Type.Literal('kiosk_page'),
  pod_id: Type.String({ minLength: 1, maxLength: 128 }),
  kiosk_session_hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type KioskPageMessage = Static<typeof KioskPageMessage>;

/** What a page sends its bridge. Anything else is ignored. */
export const PageMessage = Type.Union([PingMessage, CallMessage, KioskPageMessage]);
export type PageMessage = Static<typeof PageMessage>;
