import Type, { type Static } from 'typebox';
import { Flag, KioskKeys, PodIdKey, Strict, TokenField } from '../fields.ts';
import { post } from '../route.ts';

/** Whether the kiosk page reaches the station's local helper. */
export const HelperLinkState = Type.Union([Type.Literal('up'), Type.Literal('down')]);
export type HelperLinkState = Static<typeof HelperLinkState>;

/**
 * The kiosk page's link to the station's local helper failed ('down', with what the page saw)
 * or came back ('up'). Recorded only when it changes; staff see the pod offline while it is down.
 */
export const sessionFlask = post('/session/flask', {
  body: Strict({
    ...KioskKeys,
    pod_id_key: Type.Optional(PodIdKey),
    state: HelperLinkState,
    message: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  }),
  data: Type.Object({ state: HelperLinkState, recorded: Flag }),
});

/**
 * The web logout log: why a player's web session on this pod logged out. The session (its
 * token), its user and the pod must match the page's pod; logged once per session.
 */
export const sessionLogoutLog = post('/session/logout_log', {
  body: Strict({
    ...KioskKeys,
    token: TokenField,
    user_id: Type.String({ minLength: 1, maxLength: 128 }),
    pod_id_key: PodIdKey,
    logout_reason: Type.String({ minLength: 1, maxLength: 500 }),
  }),
  data: Type.Object({ recorded: Flag }),
});
