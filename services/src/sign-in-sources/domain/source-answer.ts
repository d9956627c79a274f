// What an identity source answers to a sign-in: a person it vouches for, a refusal with the
// source's reason, or that it could not be asked (down, slow, or answering garbage).
export type SourcePerson = {
  /** The source's own stable id: the patron's barcode for SIP2, the entry's DN or uid for LDAP. */
  readonly external_id: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly groups: readonly string[];
  /** ISO date (YYYY-MM-DD) when the source gives one: drives ESRB limits. */
  readonly birth_date: string | null;
  /** The source says this person is staff (an LDAP group filter; SIP2 never does). */
  readonly staff: boolean;
};
export type RefusalReason = 'bad_credentials' | 'unknown_person' | 'blocked' | 'expired' | 'fines' | 'not_allowed';
export type SourceAnswer =
  | { readonly kind: 'accepted'; readonly person: SourcePerson }
  | { readonly kind: 'refused'; readonly reason: RefusalReason; readonly detail: string }
  | { readonly kind: 'down'; readonly detail: string };
/** One client's configured source. `signIn` never throws and answers within its timeout. */
export interface SignInSource {
  signIn(identifier: string, secret: string): Promise<SourceAnswer>;
  /** "Test connection": binds or logs in with the configured service credentials; what it got, in words. */
  testConnection(): Promise<{ readonly ok: boolean; readonly detail: string }>;
}
