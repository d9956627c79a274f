import Type, { type Static } from 'typebox';
import { Nullable, Strict, UuidId, WithToken } from '../fields.ts';
import { get, post } from '../route.ts';
import { CachedDays, OutagePolicy, SignInSourceKind } from './sign-in-source-kinds.ts';
import { LdapFormSettings } from './sign-in-source-ldap.ts';
import { Sip2FormSettings } from './sign-in-source-sip2.ts';

// A client's sign-in source: which one vouches for its people at the station and on the phone,
// the LDAP and SIP2 settings, and what a sign-in does while the source is down. Secrets are
// write-only: a save may leave one out to keep the stored one, and no reply carries one.

const ClientId = UuidId('the client (UUIDv7)');

/** A client's sign-in source as the console reads it: the settings without their secrets. */
export const ClientSignInSource = Type.Object({
  client_id: Type.String(),
  source: SignInSourceKind,
  ldap: Nullable(LdapFormSettings),
  sip2: Nullable(Sip2FormSettings),
  /** A service password is stored (search_then_bind). */
  ldap_service_password_set: Type.Boolean(),
  /** A SIP login password is stored. */
  sip2_login_password_set: Type.Boolean(),
  outage_policy: OutagePolicy,
  cached_days: CachedDays,
});
export type ClientSignInSource = Static<typeof ClientSignInSource>;

/** Read a client's sign-in source; super admin only, as its SSO settings. */
export const adminKioskClientSignInSource = get('/admin/kiosk/client/sign_in_source', {
  querystring: Strict({ ...WithToken, client_id: ClientId }),
  data: ClientSignInSource,
});

/**
 * Save a client's sign-in source. `ldap` or `sip2` is required when it is the source and none is
 * stored; left out, each keeps what is stored. A secret left out of the settings keeps the stored one.
 */
export const adminKioskClientSaveSignInSource = post('/admin/kiosk/client/save_sign_in_source', {
  body: Strict({
    ...WithToken,
    client_id: ClientId,
    source: SignInSourceKind,
    ldap: Type.Optional(LdapFormSettings),
    sip2: Type.Optional(Sip2FormSettings),
    outage_policy: Type.Optional(OutagePolicy),
    cached_days: Type.Optional(CachedDays),
  }),
  data: ClientSignInSource,
});

/** What "Test connection" found: the directory's bind or the library system's SIP login, in words. */
export const SignInSourceTestResult = Type.Object({
  ok: Type.Boolean(),
  detail: Type.String(),
});
export type SignInSourceTestResult = Static<typeof SignInSourceTestResult>;

/**
 * "Test connection": builds the source from the posted settings (a secret left out is the
 * stored one) and binds, or sends a SIP2 login, with its service credentials; saves nothing.
 */
export const adminKioskClientTestSignInSource = post('/admin/kiosk/client/test_sign_in_source', {
  body: Strict({
    ...WithToken,
    client_id: ClientId,
    kind: Type.Union([Type.Literal('ldap'), Type.Literal('sip2')]),
    ldap: Type.Optional(LdapFormSettings),
    sip2: Type.Optional(Sip2FormSettings),
  }),
  data: SignInSourceTestResult,
});
