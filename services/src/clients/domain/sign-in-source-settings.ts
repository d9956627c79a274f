import type {
  LdapFormSettings,
  LdapSealedSettings,
  Sip2FormSettings,
  Sip2SealedSettings,
} from '@gamepod/contracts/http';
import { type ClientSignInSourceSaved, type EventData, ValidationError } from '@gamepod/events';

export type SignInSourceSettings = EventData<typeof ClientSignInSourceSaved>;

/** Every client signs in with passwords until a super admin picks another source; a down source refuses. */
export const PASSWORD_SOURCE: SignInSourceSettings = {
  source: 'password',
  ldap: null,
  sip2: null,
  outage_policy: 'refuse',
  cached_days: 7,
};

/**
 * A save of the sign-in source, its secrets sealed already (never in clear). Left out keeps
 * what is stored; a secret left out of settings keeps the stored one.
 */
export type SignInSourceChanges = {
  readonly source: SignInSourceSettings['source'];
  readonly ldap?: LdapFormSettings;
  readonly sip2?: Sip2FormSettings;
  readonly outage_policy?: SignInSourceSettings['outage_policy'];
  readonly cached_days?: number;
};

function ldapWithSecret(form: LdapFormSettings, stored: LdapSealedSettings | null): LdapSealedSettings {
  if (form.mode === 'bind_as_user') return form;
  const kept = stored?.mode === 'search_then_bind' ? stored.service_password : undefined;
  const service_password = form.service_password ?? kept;
  if (service_password === undefined) {
    throw new ValidationError('ldap.service_password: is required for search_then_bind', {
      field: 'ldap.service_password',
    });
  }
  return { ...form, service_password };
}

function sip2WithSecret(form: Sip2FormSettings, stored: Sip2SealedSettings | null): Sip2SealedSettings {
  return { ...form, login_password: form.login_password ?? stored?.login_password ?? '' };
}

/**
 * The settings after a save: LDAP or SIP2 needs its settings (posted, or stored before), SSO
 * needs the client's SSO on (`ssoActive`).
 *
 * @throws ValidationError (400) naming the field that is missing.
 */
export function nextSignInSource(
  stored: SignInSourceSettings,
  changes: SignInSourceChanges,
  ssoActive: boolean,
): SignInSourceSettings {
  const ldap = changes.ldap ? ldapWithSecret(changes.ldap, stored.ldap) : stored.ldap;
  const sip2 = changes.sip2 ? sip2WithSecret(changes.sip2, stored.sip2) : stored.sip2;
  if (changes.source === 'ldap' && ldap === null) {
    throw new ValidationError('ldap: is required when the source is ldap', { field: 'ldap' });
  }
  if (changes.source === 'sip2' && sip2 === null) {
    throw new ValidationError('sip2: is required when the source is sip2', { field: 'sip2' });
  }
  if (changes.source === 'sso' && !ssoActive) {
    throw new ValidationError("source: sso needs the client's SSO settings active first", { field: 'source' });
  }
  return {
    source: changes.source,
    ldap,
    sip2,
    outage_policy: changes.outage_policy ?? stored.outage_policy,
    cached_days: changes.cached_days ?? stored.cached_days,
  };
}

/** Whether two saves hold the same settings (a save that changes nothing appends nothing). */
export const sameSignInSource = (a: SignInSourceSettings, b: SignInSourceSettings): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
