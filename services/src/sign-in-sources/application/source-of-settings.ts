import type { LdapSettings, Sip2Settings } from '@gamepod/contracts/http';
import { ldapSource } from '../adapters/ldap-source.ts';
import { sip2Source } from '../adapters/sip2-source.ts';
import type { SignInSource } from '../domain/source-answer.ts';

/** The settings of one source with its secret in clear, as only this process holds them. */
export type OpenSourceSettings =
  | { readonly kind: 'ldap'; readonly settings: LdapSettings }
  | { readonly kind: 'sip2'; readonly settings: Sip2Settings };

/** The source its settings describe: a directory over LDAP, or a library system over SIP2. */
export function sourceOfSettings(open: OpenSourceSettings): SignInSource {
  return open.kind === 'ldap' ? ldapSource(open.settings) : sip2Source(open.settings);
}
