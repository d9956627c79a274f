/** How long a sign-in may take at the identity provider, from our redirect to its answer. */
export const SIGN_IN_TTL_MS = 10 * 60_000;

/** Clock difference tolerated between us and an identity provider, either way. */
export const CLOCK_SKEW_MS = 60_000;

/** The oldest SAML assertion accepted, from its IssueInstant; replay records outlive it. */
export const MAX_ASSERTION_AGE_MS = 5 * 60_000;

/** How long a used assertion id is remembered: longer than any assertion we would still accept. */
export const USED_ASSERTION_TTL_MS = MAX_ASSERTION_AGE_MS + 2 * CLOCK_SKEW_MS + SIGN_IN_TTL_MS;
