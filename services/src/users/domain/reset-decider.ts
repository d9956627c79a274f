import {
  type Decider,
  type EventData,
  ForbiddenError,
  PasswordResetCodeFailed,
  PasswordResetCodeVerified,
  PasswordResetCompleted,
  PasswordResetRequested,
} from '@gamepod/events';
import { codeExpired, codeInvalid, TooManyAttemptsError } from './identity-errors.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type ResetEvent =
  | Of<typeof PasswordResetRequested>
  | Of<typeof PasswordResetCodeFailed>
  | Of<typeof PasswordResetCodeVerified>
  | Of<typeof PasswordResetCompleted>;

/** A code lives 15 minutes (contract). */
export const CODE_TTL_MS = 15 * 60_000;
/** Wrong codes a ticket takes before its code is spent. */
export const MAX_CODE_TRIES = 5;
/** After the right code, the new password may be saved this long past the code's expiry. */
export const SAVE_WINDOW_MS = 15 * 60_000;

export type ResetCommand =
  | ({ readonly type: 'Request' } & EventData<typeof PasswordResetRequested>)
  /** `code_hash` is the hash of the code tried, made the same way as the requested one's. */
  | { readonly type: 'Verify'; readonly code_hash: string }
  | { readonly type: 'Complete' };

export type ResetTicket = {
  readonly user_id: string | null;
  readonly code_hash: string;
  readonly expires_at: string;
  readonly failures: number;
  readonly verified: boolean;
  readonly completed: boolean;
};

export type ResetState = { readonly status: 'none' } | { readonly status: 'requested'; readonly ticket: ResetTicket };

const withTicket = (state: ResetState, change: (t: ResetTicket) => ResetTicket): ResetState =>
  state.status === 'none' ? state : { status: 'requested', ticket: change(state.ticket) };

/**
 * Whether two hex hashes are the same, in time that does not depend on where they differ, so
 * a caller cannot learn the stored hash a digit at a time. Hex case does not matter.
 */
function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return diff === 0;
}

function live(state: ResetState): ResetTicket {
  // a ticket we never issued gets the same answer as a wrong code: nothing to learn from it
  if (state.status === 'none') throw codeInvalid();
  if (state.ticket.completed) throw codeExpired();
  return state.ticket;
}

/**
 * One password reset ticket: requested (whether or not the account exists: the reply must
 * not tell), then codes tried against it, at most five wrong, within 15 minutes; once the
 * right code is given, one new password may be saved. A ticket without an account never
 * verifies, whatever code is tried.
 */
export const resetDecider: Decider<ResetCommand, ResetState, ResetEvent> = {
  aggregate: 'password_reset',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'PasswordResetRequested': {
        const { user_id, code_hash, expires_at } = event.data;
        return {
          status: 'requested',
          ticket: { user_id, code_hash, expires_at, failures: 0, verified: false, completed: false },
        };
      }
      case 'PasswordResetCodeFailed':
        return withTicket(state, (t) => ({ ...t, failures: t.failures + 1 }));
      case 'PasswordResetCodeVerified':
        return withTicket(state, (t) => ({ ...t, verified: true }));
      case 'PasswordResetCompleted':
        return withTicket(state, (t) => ({ ...t, completed: true }));
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'Request': {
        // tickets are 256 random bits: a second request on one means the same command ran twice
        if (state.status !== 'none') return [];
        const { type: _type, ...data } = command;
        return [PasswordResetRequested.of(data)];
      }
      case 'Verify': {
        const ticket = live(state);
        const expiresAt = Date.parse(ticket.expires_at);
        if (ctx.now.getTime() >= expiresAt) throw codeExpired();
        if (ticket.failures >= MAX_CODE_TRIES) {
          throw new TooManyAttemptsError(Math.max(1, Math.ceil((expiresAt - ctx.now.getTime()) / 1000)));
        }
        const right = ticket.user_id !== null && sameHash(command.code_hash, ticket.code_hash);
        if (!right) return [PasswordResetCodeFailed.of({})];
        return ticket.verified ? [] : [PasswordResetCodeVerified.of({})];
      }
      case 'Complete': {
        const ticket = live(state);
        if (!ticket.verified || ticket.user_id === null) throw new ForbiddenError('Verify the code first');
        if (ctx.now.getTime() >= Date.parse(ticket.expires_at) + SAVE_WINDOW_MS) throw codeExpired();
        return [PasswordResetCompleted.of({ user_id: ticket.user_id })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
