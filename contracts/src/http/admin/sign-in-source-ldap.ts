import Type, { type Static, type TSchema } from 'typebox';
import { Nullable, Strict } from '../fields.ts';
import { SealedSecret } from './sealed-secret.ts';

// One client's LDAP directory (OpenLDAP, Active Directory…) as a sign-in source. Templates
// hold `{username}` where what the person typed goes; it is escaped for where it lands (a DN
// value, RFC 4514, or a filter value, RFC 4515), so a name cannot change the DN or the filter.

/** An attribute name (`mail`, `userPrincipalName`) or an OID. */
const AttributeName = Type.String({ pattern: '^([A-Za-z][A-Za-z0-9-]{0,63}|[0-9]+(\\.[0-9]+){1,40})$' });
const Dn = Type.String({ minLength: 3, maxLength: 1000, pattern: '^[^\\s].*=.*[^\\s]$' });
/** A group, by its DN (`cn=gamers,ou=groups,dc=example,dc=org`) or its common name alone (`gamers`). */
const GroupName = Type.String({ minLength: 1, maxLength: 1000 });

const LdapCommon = {
  url: Type.String({
    pattern: '^ldaps?://[A-Za-z0-9.:\\[\\]-]+(:[0-9]{1,5})?/?$',
    maxLength: 300,
    description: 'ldaps://dc1.example.org:636, or ldap://… with start_tls',
  }),
  /** Upgrades an ldap:// connection with StartTLS before any password is sent. */
  start_tls: Type.Boolean(),
  /** The CA (PEM) that signed the directory's certificate, when it is not one the system trusts. */
  ca_certificate: Nullable(Type.String({ maxLength: 20_000 })),
  /** Refuse a certificate that does not verify (leave on: off is for a first test only). */
  reject_unauthorized: Type.Boolean(),
  /** Where the person's details come from; null leaves that detail out (for `external_id`: the entry's DN). */
  attributes: Strict({
    external_id: Nullable(AttributeName),
    email: Nullable(AttributeName),
    name: Nullable(AttributeName),
    groups: Nullable(AttributeName),
    birth_date: Nullable(AttributeName),
  }),
  /**
   * Groups read by a search besides (or instead of) the `groups` attribute: `{dn}` in the
   * filter is the person's DN, e.g. `(&(objectClass=groupOfNames)(member={dn}))`, or for
   * Active Directory's nested groups `(member:1.2.840.113556.1.4.1941:={dn})`.
   */
  group_search: Nullable(
    Strict({
      base_dn: Dn,
      filter: Type.String({ minLength: 3, maxLength: 1000, pattern: '\\{dn\\}' }),
    }),
  ),
  /** Who may sign in: a member of one of these; empty lets everyone the directory knows in. */
  allow_groups: Type.Array(GroupName, { maxItems: 50 }),
  /** Who is staff: a member of one of these. */
  staff_groups: Type.Array(GroupName, { maxItems: 50 }),
  /** How long one sign-in may take in all (connect, TLS, binds, searches). */
  timeout_ms: Type.Integer({ minimum: 500, maximum: 30_000 }),
  /** How long the source is answered `down` at once after it kept failing, before it is tried again. */
  retry_after_ms: Type.Integer({ minimum: 1_000, maximum: 600_000 }),
};

/** Binds as the person: the DN is the template with what they typed, e.g. `uid={username},ou=people,dc=example,dc=org` or AD's `{username}@example.org`. */
export const LdapBindAsUser = Strict({
  ...LdapCommon,
  mode: Type.Literal('bind_as_user'),
  user_dn_template: Type.String({ minLength: 3, maxLength: 1000, pattern: '\\{username\\}' }),
});

/** Binds as a service account, finds the person's entry with the filter, then binds as that entry. */
const ldapSearchThenBindWith = <S extends TSchema>(service_password: S) =>
  Strict({
    ...LdapCommon,
    mode: Type.Literal('search_then_bind'),
    service_dn: Type.String({ minLength: 1, maxLength: 1000 }),
    service_password,
    search_base_dn: Dn,
    /** e.g. `(&(objectClass=person)(uid={username}))`, AD `(&(objectCategory=person)(sAMAccountName={username}))`. */
    search_filter: Type.String({ minLength: 3, maxLength: 1000, pattern: '\\{username\\}' }),
  });

const ServicePassword = Type.String({ minLength: 1, maxLength: 1000 });
export const LdapSearchThenBind = ldapSearchThenBindWith(ServicePassword);

/** A client's LDAP sign-in source settings. */
export const LdapSettings = Type.Union([LdapBindAsUser, LdapSearchThenBind]);
export type LdapSettings = Static<typeof LdapSettings>;

/** The settings as the log keeps them: the service password sealed, never in clear. */
export const LdapSealedSettings = Type.Union([LdapBindAsUser, ldapSearchThenBindWith(SealedSecret)]);
export type LdapSealedSettings = Static<typeof LdapSealedSettings>;

/** The settings as the console's form posts them: a service password left out keeps the stored one. */
export const LdapFormSettings = Type.Union([LdapBindAsUser, ldapSearchThenBindWith(Type.Optional(ServicePassword))]);
export type LdapFormSettings = Static<typeof LdapFormSettings>;
