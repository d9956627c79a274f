import type { EventStore } from '@gamepod/event-store';
import { ValidationError } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import { type Caller, callerKey, isStation } from '../../auth/caller.ts';
import { allowedDomains } from '../../clients/application/read-client-domains.ts';
import { emailDomainAllowed } from '../../clients/domain/client-domains-decider.ts';
import { PLAYER } from '../../domain/roles.ts';
import { checkNewPassword, readSignupForm, type SignupForm } from '../domain/signup-form.ts';
import { assertEmailFree, createAccount } from './accounts.ts';
import type { IdentityDeps } from './identity-deps.ts';

async function assertDomainAllowed(store: EventStore, clientId: string, email: string): Promise<void> {
  if (!emailDomainAllowed(email, await allowedDomains(store, clientId))) {
    throw new ValidationError('domainnotallowed', { field: 'email', msg_key: 'register-domain-notallowed' });
  }
}

/** Counts a sign-up call: a station's against the station, a phone's against its address. */
async function reserveSignup(deps: IdentityDeps, from: Caller): Promise<void> {
  const rule = isStation(from) ? deps.limits.signupPod : deps.limits.signupAddress;
  await deps.limiter.reserve(rule, callerKey(from));
}

/**
 * `/user/check_email`, sign-up step 1 on a pod (or the phone that scanned it): the email's
 * domain must be on the pod's client's list (an empty list allows all), the password long
 * enough, and the email free. Telling that an email is taken is what every sign-up form
 * does; the limit per station or address keeps it from becoming a lookup service.
 */
export async function checkSignupEmail(
  deps: IdentityDeps,
  pod: PodTable,
  input: { readonly email: string; readonly password: string; readonly from: Caller },
): Promise<void> {
  await reserveSignup(deps, input.from);
  const email = input.email.trim().toLowerCase();
  await assertDomainAllowed(deps.store, pod.client_id, email);
  checkNewPassword(input.password);
  await assertEmailFree(deps.store, email);
}

/**
 * `/user/register`: a player (role 1) of the pod's client. The form is checked in the
 * kiosk's order before anything is claimed or hashed.
 */
export async function registerPlayer(
  deps: IdentityDeps,
  pod: PodTable,
  form: SignupForm,
  from: Caller,
): Promise<{ user_id: string }> {
  await reserveSignup(deps, from);
  const fields = readSignupForm(form, deps.clock().toISOString().slice(0, 10));
  await assertDomainAllowed(deps.store, pod.client_id, fields.email);
  await assertEmailFree(deps.store, fields.email);
  const { user_id } = await createAccount(
    deps,
    { ...fields, role: PLAYER, client_id: pod.client_id, pro: false, is_active: true, password: form.password },
    { actor: { kind: 'pod', pod_id: pod.id } },
  );
  return { user_id };
}
