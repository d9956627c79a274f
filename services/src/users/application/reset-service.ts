import { handleCommand } from '@gamepod/event-store';
import { fold, PasswordResetCodeFailed, uuidv7 } from '@gamepod/events';
import { userByEmail } from '@gamepod/projections';
import { callerKey } from '../../auth/caller.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { codeInvalid, invalidField } from '../domain/identity-errors.ts';
import { CODE_TTL_MS, type ResetEvent, resetDecider } from '../domain/reset-decider.ts';
import { checkNewPassword } from '../domain/signup-form.ts';
import { userDecider } from '../domain/user-decider.ts';
import { IDENTITY_ACTOR, type IdentityDeps } from './identity-deps.ts';
import { endAllSessionsOf } from './logout-service.ts';
import { newResetCode, resetCodeHash } from './reset-codes.ts';

/** send_code's reply: the same whatever the email (message 'both' shows message and message1). */
export type SendCodeReply = { readonly token: string; readonly message: string; readonly message1: string };

export const SENT_MESSAGE = 'If an account uses this email, we sent it a 6-digit code.';
export const SENT_MESSAGE1 = 'Enter the code within 15 minutes. Check your spam folder if it does not arrive.';

const context = { actor: IDENTITY_ACTOR };

/**
 * `/user/reset-pass/send_code`: always a fresh ticket and the same reply. When an active
 * account has the email, its code waits in the reset-codes bucket for the reset-mail reaction and
 * the event names the account; otherwise the event says "nobody" and a code nobody will
 * ever see is hashed all the same, so both paths do the same work.
 *
 * @throws TooManyAttemptsError (5 per account, 20 per address, per 15 minutes)
 */
export async function sendResetCode(deps: IdentityDeps, username: string, ip: string): Promise<SendCodeReply> {
  const email = username.trim().toLowerCase();
  // the address first: an address over its limit does not use up the accounts' allowance
  await deps.limiter.reserve(deps.limits.resetAddress, callerKey({ ip }));
  await deps.limiter.reserve(deps.limits.resetAccount, email);
  const user = await userByEmail(deps.db, email);
  const account = user?.is_active ? user : undefined;
  const token = newToken();
  const ticketHash = hashToken(token);
  const code = newResetCode();
  // stashed either way, so both paths cost the same; the reaction only mails events that name an account
  await deps.resetCodes.put(ticketHash, code);
  await handleCommand(
    deps.store,
    resetDecider,
    ticketHash,
    {
      type: 'Request',
      user_id: account?.id ?? null,
      email: account?.email ?? null,
      code_hash: resetCodeHash(token, code),
      expires_at: new Date(deps.clock().getTime() + CODE_TTL_MS).toISOString(),
    },
    { context, clock: deps.clock },
  );
  return { token, message: SENT_MESSAGE, message1: SENT_MESSAGE1 };
}

/**
 * `/user/reset-pass/verify_code`: a wrong code counts a try (400 'Invalid code'); an
 * expired or used ticket is 410 'Code expired'; a sixth try on one code is 429.
 */
export async function verifyResetCode(deps: IdentityDeps, token: string, code: string): Promise<void> {
  const { events } = await handleCommand(
    deps.store,
    resetDecider,
    hashToken(token),
    { type: 'Verify', code_hash: resetCodeHash(token, code) },
    { context, clock: deps.clock },
  );
  if (events[0]?.type === PasswordResetCodeFailed.type) throw codeInvalid();
}

/**
 * `/user/reset-pass/save_password`: with a verified ticket, sets the new password and ends
 * every live session of the account. The ticket is spent first (one winner if two saves
 * race), then the password changes.
 */
export async function saveResetPassword(
  deps: IdentityDeps,
  token: string,
  password: string,
  confirm: string,
): Promise<void> {
  checkNewPassword(password, 'forgotpass-weak-pass-error');
  if (confirm !== password) {
    throw invalidField('confirm_password', 'must match the password', 'forgotpass-pass-not-match-error');
  }
  const ticketHash = hashToken(token);
  // judge before hashing: a refused ticket should not cost a hash
  const { events: history } = await deps.store.read(resetDecider.aggregate, ticketHash);
  resetDecider.decide({ type: 'Complete' }, fold(resetDecider, history as unknown as ResetEvent[]), {
    now: deps.clock(),
    newId: uuidv7,
  });
  const password_hash = await hashPassword(password);
  const { events } = await handleCommand(
    deps.store,
    resetDecider,
    ticketHash,
    { type: 'Complete' },
    { context, clock: deps.clock },
  );
  const completed = events[0];
  if (completed?.type !== 'PasswordResetCompleted') return;
  const userId = completed.data.user_id;
  const { seq } = await handleCommand(
    deps.store,
    userDecider,
    userId,
    { type: 'ChangePassword', password_hash, reason: 'reset' },
    { context, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['users', 'auth_sessions'], seq);
  await endAllSessionsOf(deps, userId, 'password reset');
}
