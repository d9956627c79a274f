// A client's LDAP source settings as the adapter reads them: the same shape as the contracts'
// `LdapSettings` schema (sign-in-source-ldap.ts), which the settings form is checked with.
import type { AttributeMapping, GroupRules } from './ldap-person.ts';

type LdapCommonSettings = GroupRules & {
  /** `ldaps://host[:port]`, or `ldap://host[:port]` (with `start_tls`, or in clear on a trusted network). */
  readonly url: string;
  readonly start_tls: boolean;
  /** PEM of the CA that signed the directory's certificate; null trusts the system's CAs. */
  readonly ca_certificate: string | null;
  readonly reject_unauthorized: boolean;
  readonly attributes: AttributeMapping;
  /** `{dn}` in the filter is the person's entry. */
  readonly group_search: { readonly base_dn: string; readonly filter: string } | null;
  /** The whole sign-in (connect, TLS, binds, searches) answers within this. */
  readonly timeout_ms: number;
  /** After the source kept failing, how long it is answered `down` at once before it is tried again. */
  readonly retry_after_ms: number;
};

export type LdapSourceSettings =
  | (LdapCommonSettings & { readonly mode: 'bind_as_user'; readonly user_dn_template: string })
  | (LdapCommonSettings & {
      readonly mode: 'search_then_bind';
      readonly service_dn: string;
      readonly service_password: string;
      readonly search_base_dn: string;
      readonly search_filter: string;
    });
