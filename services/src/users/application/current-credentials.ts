import { claimHolder } from '@gamepod/event-store';
import { credentialsByEmail, type UserWithCredentials } from '@gamepod/projections';
import { caughtUp } from '../../application/caught-up.ts';
import { EMAIL_KIND } from './accounts.ts';
import type { IdentityDeps } from './identity-deps.ts';

/**
 * An account's credentials once the users read model has applied the account's writes so
 * far: a login right after a sign-up, a staff-made account or a new password sees them,
 * however far the read model lagged past that write's own bounded wait. The account is
 * found by the read model, or by its email's claim in the log when the read model does not
 * have it yet; an email nobody claimed has no credentials.
 */
export async function currentCredentials(
  deps: Pick<IdentityDeps, 'db' | 'store' | 'checkpoints'>,
  email: string,
): Promise<UserWithCredentials | undefined> {
  const known = await credentialsByEmail(deps.db, email);
  const owner = known?.user.id ?? (await claimHolder(deps.store, EMAIL_KIND, email))?.id;
  if (!owner) return known;
  await caughtUp(deps, ['users'], 'user', owner);
  return credentialsByEmail(deps.db, email);
}
