import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// A client's own directory (LDAP) or library system (SIP2) vouching for its people: the
// accounts it makes, the link from the source's id to the account, and its refusals.

/** The client sources a person can sign in through with what they type on the station. */
export const SourceKind = Type.Union([Type.Literal('ldap'), Type.Literal('sip2')]);

const Name = Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
  description: 'as the source gave it; null when it gave none',
});

export const UserJoinedThroughSource = defineEvent({
  type: 'UserJoinedThroughSource',
  aggregate: 'user',
  description:
    "A person's first sign-in through their client's directory (LDAP) or library system (SIP2) created their account, from what the source said. role is 1 (player), or 2 (facilitator) when the directory's staff groups hold the person; never an admin role. email is the source's, lowercased and claimed in the log first, or null when it gave none or the email is already another account's (the account is not merged). user_name is what the person typed (card number or username). No password (the source checks it), no phone. birth_date is the source's, when it gives one. The source's id is linked to it right after (SourceIdentityLinked).",
  schema: Type.Object({
    role: Type.Union([Type.Literal(1), Type.Literal(2)]),
    client_id: Type.String({ minLength: 1 }),
    email: Type.Union([
      Type.String({ format: 'email', maxLength: 254, pattern: '^[^A-Z]*$', description: 'lowercased' }),
      Type.Null(),
    ]),
    user_name: Type.String({ minLength: 1, maxLength: 256 }),
    first_name: Name,
    last_name: Name,
    birth_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    source: SourceKind,
  }),
});

export const UserDetailsFromSource = defineEvent({
  type: 'UserDetailsFromSource',
  aggregate: 'user',
  description:
    "A later sign-in through the client's directory (LDAP) or library system (SIP2) gave a name or a birth date other than the account's: the account takes it. Only what changed is present (first_name: the source's full name, which replaces first and last name; birth_date); what the source left out or gave as before is not. Nothing is appended when both are the same.",
  schema: Type.Object({
    first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    birth_date: Type.Optional(Type.String({ format: 'date' })),
    source: SourceKind,
  }),
});

export const SourceIdentityLinked = defineEvent({
  type: 'SourceIdentityLinked',
  aggregate: 'source_identity',
  description:
    "A client's directory or library system vouched for an account for the first time: its id for the person (the entry's uid or DN, the patron's barcode) now names this user of the client. The subject id is the hex sha256 of client id, source kind and that id.",
  schema: Type.Object({
    client_id: Type.String({ minLength: 1 }),
    user_id: Type.String({ minLength: 1 }),
    source: SourceKind,
    external_id: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
});

export const SourceSignInRefused = defineEvent({
  type: 'SourceSignInRefused',
  aggregate: 'source_audit',
  description:
    "A sign-in through a client's directory or library system was refused, and nothing else was written: the source refused the person (reason bad_credentials, unknown_person, blocked, expired, fines, not_allowed), or could not be asked (source_down). The subject id is the client id. detail is the source's own words, for staff; the station never shows them.",
  schema: Type.Object({
    source: SourceKind,
    reason: Type.String({ minLength: 1, maxLength: 64 }),
    detail: Type.String({ maxLength: 500 }),
    pod_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  }),
});

export const SourceSignInAcceptedFromCache = defineEvent({
  type: 'SourceSignInAcceptedFromCache',
  aggregate: 'source_audit',
  description:
    "A client's directory or library system was down (detail: how), and its outage policy (accept_cached) signed the person in on the credential cached at their last sign-in it vouched for, within the client's cached_days; the session's SessionStarted says cached_credential. The subject id is the client id.",
  schema: Type.Object({
    source: SourceKind,
    user_id: Type.String({ minLength: 1 }),
    pod_id: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    cached_at: Type.String({ format: 'date-time', description: 'when the source last vouched for the person' }),
    detail: Type.String({ maxLength: 500 }),
  }),
});

export const SOURCE_ACCOUNT_EVENTS = [
  UserJoinedThroughSource,
  UserDetailsFromSource,
  SourceIdentityLinked,
  SourceSignInRefused,
  SourceSignInAcceptedFromCache,
] as const;
