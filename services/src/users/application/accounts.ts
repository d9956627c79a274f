import { claimHolder, claimUnique, type EventStore, handleCommand, releaseUnique } from '@gamepod/event-store';
import { type AppendContext, ConflictError, uuidv7 } from '@gamepod/events';
import { hashPassword } from '../../auth/passwords.ts';
import { type Registration, userDecider } from '../domain/user-decider.ts';
import type { IdentityDeps } from './identity-deps.ts';

/** The claim kind that keeps emails unique. */
export const EMAIL_KIND = 'email';
export const EMAIL_TAKEN = 'The email has already been taken.';

/** Whether an account holds this email (any case), by the log's claim. */
export async function emailTaken(store: EventStore, email: string): Promise<boolean> {
  return (await claimHolder(store, EMAIL_KIND, email)) !== null;
}

/** A new account's fields, with its password still to hash. */
export type NewAccount = Omit<Registration, 'password_hash' | 'user_name'> & { readonly password: string };

/**
 * Creates an account: claims its email in the log (one winner however many race), hashes
 * the password only once the claim is won, appends UserRegistered, and returns once the
 * users read model holds it. The claim is given back if anything after it fails.
 *
 * @throws ConflictError 409 'The email has already been taken.'
 */
export async function createAccount(
  deps: Pick<IdentityDeps, 'store' | 'checkpoints' | 'clock'>,
  account: NewAccount,
  context: AppendContext,
): Promise<{ user_id: string; seq: number }> {
  const { password, ...fields } = account;
  const email = fields.email.trim().toLowerCase();
  const user_id = uuidv7();
  const owner = { aggregate: 'user', id: user_id };
  try {
    await claimUnique(deps.store, EMAIL_KIND, email, owner, context, EMAIL_TAKEN);
  } catch (err) {
    throw err instanceof ConflictError ? new ConflictError(EMAIL_TAKEN, { field: 'email' }) : err;
  }
  try {
    const registration: Registration = {
      ...fields,
      email,
      user_name: email,
      password_hash: await hashPassword(password),
    };
    const { seq } = await handleCommand(
      deps.store,
      userDecider,
      user_id,
      { type: 'Register', registration },
      { context, clock: deps.clock },
    );
    await deps.checkpoints.waitFor(['users'], seq);
    return { user_id, seq };
  } catch (err) {
    await releaseUnique(deps.store, EMAIL_KIND, email, owner, context).catch(() => undefined);
    throw err;
  }
}

/** 409 when the email is taken: a cheap early answer before any password is hashed. */
export async function assertEmailFree(store: EventStore, email: string): Promise<void> {
  if (await emailTaken(store, email)) throw new ConflictError(EMAIL_TAKEN, { field: 'email' });
}
