import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// Accounts a client's identity provider makes and keeps: same aggregate and subject as the
// rest of an account, `gp.evt.user.<user_id>`, so the login rules fold them with its history.

const Name = Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
  description: 'as the identity provider asserted it; null when it asserted none',
});

export const UserJoinedThroughSso = defineEvent({
  type: 'UserJoinedThroughSso',
  aggregate: 'user',
  description:
    "A person's first sign-in through their client's identity provider created their player account (just in time), from the answer's attributes. The email is lowercased and claimed in the log first; user_name is that email. The account has no password (its sign-in is the provider's), no phone and no date of birth: the provider does not assert them. The subject is linked to it right after (SsoIdentityLinked, on its own subject).",
  schema: Type.Object({
    role: Type.Literal(1, { description: 'always a player' }),
    client_id: Type.String({ minLength: 1 }),
    email: Type.String({ format: 'email', maxLength: 254, pattern: '^[^A-Z]*$', description: 'lowercased' }),
    user_name: Type.String({ minLength: 1, maxLength: 254 }),
    first_name: Name,
    last_name: Name,
    protocol: Type.Union([Type.Literal('saml'), Type.Literal('oidc')]),
  }),
});

export const UserNameAsserted = defineEvent({
  type: 'UserNameAsserted',
  aggregate: 'user',
  description:
    "A later sign-in through the client's identity provider asserted a name other than the account's: the account takes it. Only names the provider asserted are present; a name it left out stays as it was.",
  schema: Type.Object({
    first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  }),
});

export const SSO_ACCOUNT_EVENTS = [UserJoinedThroughSso, UserNameAsserted] as const;
