import { type SsoLogoutRefused, SsoSignInRefused } from '@gamepod/events';
import type { Caller } from '../../auth/caller.ts';
import { callerKey } from '../../auth/caller.ts';
import type { Protocol } from '../domain/sso-connection.ts';
import { SsoRefusedError } from '../domain/sso-refusal.ts';
import type { SsoDeps } from './sso-deps.ts';

/** The actor of what an identity provider's answer writes before anyone is signed in. */
export const SSO_ACTOR = { kind: 'system', name: 'sso' } as const;

/** The audit event a refused answer appends: a sign-in's, or a logout message's. */
export type RefusalEvent = typeof SsoSignInRefused | typeof SsoLogoutRefused;

/**
 * Runs the handling of an identity provider's answer (a sign-in, or with `audit`
 * SsoLogoutRefused a logout message) at a client that exists: a refusal appends one `audit`
 * event on the client's audit subject and is rethrown. Each answer counts against the
 * caller's address like a failed login (a good one gives it back), so a flood of forged
 * answers is stopped with a 429 before it fills the audit log.
 */
export async function auditedAnswer<T>(
  deps: SsoDeps,
  clientId: string,
  protocol: Protocol,
  from: Caller,
  handle: () => Promise<T>,
  audit: RefusalEvent = SsoSignInRefused,
): Promise<T> {
  const caller = callerKey(from);
  await deps.limiter.reserve(deps.limits.loginAddress, caller);
  try {
    const result = await handle();
    await deps.limiter.release(deps.limits.loginAddress, caller);
    return result;
  } catch (err) {
    if (err instanceof SsoRefusedError) {
      const event = audit.of({ protocol, reason: err.reason, detail: err.detail });
      await deps.store.append(audit.aggregate, clientId, [event], {
        expectedVersion: 'any',
        context: { actor: SSO_ACTOR },
      });
    } else {
      await deps.limiter.release(deps.limits.loginAddress, caller);
    }
    throw err;
  }
}
