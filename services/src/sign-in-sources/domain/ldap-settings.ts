// A client's LDAP source settings as the adapter reads them: the contracts' `LdapSettings`,
// which the settings form is checked with.
import type { LdapSettings } from '@gamepod/contracts/http';

export type LdapSourceSettings = LdapSettings;
