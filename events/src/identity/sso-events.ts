import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/** The single sign-on protocols a client may use. */
export const SsoProtocol = Type.Union([Type.Literal('saml'), Type.Literal('oidc')]);

export const SsoIdentityLinked = defineEvent({
  type: 'SsoIdentityLinked',
  aggregate: 'sso_identity',
  description:
    "A client's identity provider vouched for an account for the first time: its subject (SAML NameID or OIDC sub) at that issuer now names this user of the client, whatever email later sign-ins assert. The subject id is the hex sha256 of client id, issuer and subject.",
  schema: Type.Object({
    client_id: Type.String({ minLength: 1 }),
    user_id: Type.String({ minLength: 1 }),
    protocol: SsoProtocol,
    issuer: Type.String({ minLength: 1, maxLength: 2048 }),
    subject: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
});

export const SsoSignInRefused = defineEvent({
  type: 'SsoSignInRefused',
  aggregate: 'sso_audit',
  description:
    "An answer from a client's identity provider was refused (bad signature, wrong audience, expired, replayed, unknown request, unknown account…); nothing else was written. The subject id is the client id.",
  schema: Type.Object({
    protocol: SsoProtocol,
    reason: Type.String({ minLength: 1, maxLength: 64, description: 'a stable code, e.g. invalid-response' }),
    detail: Type.String({ maxLength: 500, description: "the check that failed, in the library's words" }),
  }),
});

export const SSO_EVENTS = [SsoIdentityLinked, SsoSignInRefused] as const;
