import type {
  ClientSignInSource,
  LdapFormSettings,
  LdapSettings,
  SignInSourceTestResult,
  Sip2FormSettings,
  Sip2Settings,
} from '@gamepod/contracts/http';
import type { EventStore } from '@gamepod/event-store';
import { fold, ValidationError } from '@gamepod/events';
import { type FleetCall, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import type { RateLimiter, RateLimits } from '../../auth/rate-limit.ts';
import { sourceOfSettings } from '../../sign-in-sources/application/source-of-settings.ts';
import { openSecret, sealSecret, secretKeyFrom } from '../../sso/adapters/sealed-secret.ts';
import type { SsoOptions } from '../../sso/application/sso-deps.ts';
import { type ClientEvent, clientDecider, deployed } from '../domain/client-decider.ts';
import { assertSuperAdmin } from '../domain/fleet-actor.ts';
import type { SignInSourceChanges, SignInSourceSettings } from '../domain/sign-in-source-settings.ts';

/** The sign-in source form as it reaches us: secrets in clear, each left out to keep the stored one. */
export type SignInSourceForm = SignInSourceChanges;

const keyOf = (options: SsoOptions) => secretKeyFrom(options.secretKey ?? process.env.GAMEPOD_SSO_SECRET_KEY);

/** A client's sign-in source settings, from its own stream (sealed secrets and all). */
export async function readSignInSettings(
  deps: { readonly store: Pick<EventStore, 'read'> },
  client_id: string,
): Promise<SignInSourceSettings> {
  const { events } = await deps.store.read('client', client_id);
  return deployed(fold(clientDecider, events as readonly ClientEvent[])).signInSource;
}

/** The settings as the console reads them: every secret left out, and whether one is stored. */
export function signInSourceView(client_id: string, s: SignInSourceSettings): ClientSignInSource {
  const ldap = s.ldap === null || s.ldap.mode === 'bind_as_user' ? s.ldap : withoutKey(s.ldap, 'service_password');
  return {
    client_id,
    source: s.source,
    ldap,
    sip2: s.sip2 === null ? null : withoutKey(s.sip2, 'login_password'),
    ldap_service_password_set: s.ldap?.mode === 'search_then_bind',
    sip2_login_password_set: (s.sip2?.login_password ?? '') !== '',
    outage_policy: s.outage_policy,
    cached_days: s.cached_days,
  };
}

function withoutKey<T extends object, K extends keyof T>(o: T, key: K): Omit<T, K> {
  const { [key]: _left, ...rest } = o;
  return rest;
}

/** Reads a client's sign-in source for the console. @throws NotFoundError (404) for an unknown client. */
export async function readSignInSource(deps: Pick<FleetDeps, 'store'>, client_id: string): Promise<ClientSignInSource> {
  return signInSourceView(client_id, await readSignInSettings(deps, client_id));
}

/**
 * Saves a client's sign-in source: the secrets posted are sealed (bound to the client) before
 * the decider sees them, so the log never holds one in clear.
 *
 * @throws ValidationError (400) naming a missing field; ConflictError (409) for a secret without the server's key.
 */
export async function saveSignInSource(
  deps: FleetDeps,
  call: FleetCall,
  client_id: string,
  form: SignInSourceForm,
  options: SsoOptions,
): Promise<ClientSignInSource> {
  assertSuperAdmin(call.actor);
  const key = keyOf(options);
  const seal = (secret: string, field: string) => sealSecret(key, client_id, secret, field);
  const ldap: LdapFormSettings | undefined =
    form.ldap?.mode === 'search_then_bind' && form.ldap.service_password !== undefined
      ? { ...form.ldap, service_password: seal(form.ldap.service_password, 'ldap.service_password') }
      : form.ldap;
  const sipPassword = form.sip2?.login_password;
  const sip2: Sip2FormSettings | undefined =
    form.sip2 && sipPassword !== undefined && sipPassword !== ''
      ? { ...form.sip2, login_password: seal(sipPassword, 'sip2.login_password') }
      : form.sip2;
  const changes: SignInSourceChanges = { ...form, ldap, sip2 };
  const { state } = await runFleetCommand(
    deps,
    call,
    clientDecider,
    client_id,
    { type: 'SaveSignInSource', actor: call.actor, changes },
    [],
  );
  return signInSourceView(client_id, deployed(state).signInSource);
}

/** What "Test connection" needs: the client's stream and the rate limiter. */
export type SourceTestDeps = Pick<FleetDeps, 'store'> & {
  readonly limiter: RateLimiter;
  readonly limits: RateLimits;
};

/** The posted settings to test; a secret left out is the stored one. */
export type SourceTestForm = {
  readonly kind: 'ldap' | 'sip2';
  readonly ldap?: LdapFormSettings;
  readonly sip2?: Sip2FormSettings;
};

/**
 * "Test connection": builds the source from the posted settings and binds (LDAP) or logs in
 * over SIP2 with its service credentials; nothing is saved or appended. Each test counts
 * against the client (`sourceTestClient`): the server connects where the settings say.
 *
 * @throws ValidationError (400) when the kind's settings are missing; TooManyAttemptsError (429).
 */
export async function testSignInSource(
  deps: SourceTestDeps,
  call: Pick<FleetCall, 'actor'>,
  client_id: string,
  form: SourceTestForm,
  options: SsoOptions,
): Promise<SignInSourceTestResult> {
  assertSuperAdmin(call.actor);
  const stored = await readSignInSettings(deps, client_id);
  await deps.limiter.reserve(deps.limits.sourceTestClient, client_id);
  const open = (sealed: string) => openSecret(keyOf(options), client_id, sealed);
  if (form.kind === 'ldap') {
    if (!form.ldap) throw new ValidationError('ldap: is required to test an LDAP source', { field: 'ldap' });
    return sourceOfSettings({ kind: 'ldap', settings: openLdap(form.ldap, stored, open) }).testConnection();
  }
  if (!form.sip2) throw new ValidationError('sip2: is required to test a SIP2 source', { field: 'sip2' });
  const kept = stored.sip2?.login_password ?? '';
  const login_password = form.sip2.login_password ?? (kept === '' ? '' : open(kept));
  const settings: Sip2Settings = { ...form.sip2, login_password };
  return sourceOfSettings({ kind: 'sip2', settings }).testConnection();
}

function openLdap(
  form: LdapFormSettings,
  stored: SignInSourceSettings,
  open: (sealed: string) => string,
): LdapSettings {
  if (form.mode === 'bind_as_user' || form.service_password !== undefined) return form as LdapSettings;
  if (stored.ldap?.mode !== 'search_then_bind') {
    throw new ValidationError('ldap.service_password: is required for search_then_bind', {
      field: 'ldap.service_password',
    });
  }
  return { ...form, service_password: open(stored.ldap.service_password) };
}
