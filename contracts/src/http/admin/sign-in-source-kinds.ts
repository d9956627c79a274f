import Type from 'typebox';

/**
 * Who vouches for the people of a client at the station's and the phone's sign-in: our own
 * passwords, its identity provider (its SSO settings), its directory over LDAP, or its library
 * system over SIP2.
 */
export const SignInSourceKind = Type.Union([
  Type.Literal('password'),
  Type.Literal('sso'),
  Type.Literal('ldap'),
  Type.Literal('sip2'),
]);

/**
 * When the directory or library system does not answer: refuse every sign-in through it, or
 * accept a person who signed in through it successfully within the last `cached_days` days,
 * checked against a salted hash of the secret they used then.
 */
export const OutagePolicy = Type.Union([Type.Literal('refuse'), Type.Literal('accept_cached')]);

/** The longest a cached sign-in may be used for during an outage. */
export const MAX_CACHED_DAYS = 90;
export const CachedDays = Type.Integer({ minimum: 1, maximum: MAX_CACHED_DAYS, description: 'days' });
