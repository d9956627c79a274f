import type { LoginAccount } from './login-rules.ts';

/** What the rules need of an account. Logins are facts about it, not state: they are not kept here. */
export type UserRecord = LoginAccount & {
  readonly email: string;
  readonly password_hash: string;
  /** The full name; null when staff created the account without one. */
  readonly name: string | null;
  readonly phone: string | null;
  readonly dob: string | null;
  readonly stream_default: boolean;
  /** Live comp time entries: comp id → minutes. */
  readonly comps: ReadonlyMap<string, number>;
};

/** The user aggregate's state, folded by the user decider (its staff events by user-admin-decisions.ts). */
export type UserState = { readonly status: 'none' } | { readonly status: 'registered'; readonly user: UserRecord };
