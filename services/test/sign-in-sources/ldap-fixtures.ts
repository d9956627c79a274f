import { type LdapPerson, type LdapServer, startPrivateLdapServer } from '@gamepod/devkit';
import type { LdapSourceSettings } from '../../src/sign-in-sources/domain/ldap-settings.ts';

/** The test directory: two gamers (one of them staff), someone in no group, and an `admin`. */
export const PEOPLE = {
  ada: {
    uid: 'ada',
    password: 'ada-analytical-engine',
    cn: 'Ada Lovelace',
    sn: 'Lovelace',
    mail: 'ada@library.test',
    displayName: 'Ada L.',
    birthDate: '20080315',
    groups: ['gamers'],
  },
  grace: {
    uid: 'grace',
    password: 'grace-cobol-1959',
    cn: 'Grace Hopper',
    sn: 'Hopper',
    mail: 'grace@library.test',
    displayName: 'Grace H.',
    groups: ['gamers', 'staff'],
  },
  mallory: { uid: 'mallory', password: 'mallory-pw-123', cn: 'Mallory M', sn: 'M', mail: 'mallory@library.test' },
  admin: {
    uid: 'admin',
    password: 'admin-very-secret',
    cn: 'Directory Admin',
    sn: 'Admin',
    mail: 'admin@library.test',
    groups: ['gamers', 'staff'],
  },
} satisfies Record<string, LdapPerson>;

export const startTestDirectory = (): Promise<LdapServer> =>
  startPrivateLdapServer({ baseDn: 'dc=library,dc=test', people: Object.values(PEOPLE) });

const common = (ldap: LdapServer) =>
  ({
    url: ldap.url,
    start_tls: false,
    ca_certificate: ldap.caCertificate,
    reject_unauthorized: true,
    attributes: {
      external_id: 'uid',
      email: 'mail',
      name: 'displayName',
      groups: 'memberOf',
      birth_date: 'schacDateOfBirth',
    },
    group_search: null,
    allow_groups: ['gamers'],
    staff_groups: ['staff'],
    timeout_ms: 2_000,
    retry_after_ms: 60_000,
  }) as const;

/** Binds as `uid={username},ou=people,…`, plain LDAP unless `over` says otherwise. */
export function bindAsUser(ldap: LdapServer, over: Partial<LdapSourceSettings> = {}): LdapSourceSettings {
  return {
    ...common(ldap),
    mode: 'bind_as_user',
    user_dn_template: `uid={username},${ldap.peopleDn}`,
    ...over,
  } as LdapSourceSettings;
}

/** Finds the person with the service account, then binds as them. */
export function searchThenBind(ldap: LdapServer, over: Partial<LdapSourceSettings> = {}): LdapSourceSettings {
  return {
    ...common(ldap),
    mode: 'search_then_bind',
    service_dn: ldap.service.dn,
    service_password: ldap.service.password,
    search_base_dn: ldap.peopleDn,
    search_filter: '(&(objectClass=inetOrgPerson)(uid={username}))',
    ...over,
  } as LdapSourceSettings;
}
