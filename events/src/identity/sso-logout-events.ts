import Type from 'typebox';
import { defineEvent } from '../define-event.ts';
import { SsoProtocol } from './sso-events.ts';

export const SsoLogoutRefused = defineEvent({
  type: 'SsoLogoutRefused',
  aggregate: 'sso_audit',
  description:
    "A logout message from a client's identity provider was refused (SAML LogoutRequest or LogoutResponse unsigned, wrongly signed, from another issuer, to another destination, replayed, or answering no logout of ours; an OIDC post-logout redirect with an unknown state); no session was ended and nothing else was written. The subject id is the client id.",
  schema: Type.Object({
    protocol: SsoProtocol,
    reason: Type.String({ minLength: 1, maxLength: 64, description: 'a stable code, e.g. invalid-response' }),
    detail: Type.String({ maxLength: 500, description: "the check that failed, in the library's words" }),
  }),
});

export const SSO_LOGOUT_EVENTS = [SsoLogoutRefused] as const;
