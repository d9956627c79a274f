import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ForbiddenError,
  fold,
  PasswordResetCodeFailed,
  PasswordResetCodeVerified,
  PasswordResetCompleted,
  PasswordResetRequested,
  ValidationError,
} from '@gamepod/events';
import { newResetCode, resetCodeHash } from '../src/application/user/reset-codes.ts';
import { TooManyAttemptsError } from '../src/auth/rate-limit.ts';
import { GoneError } from '../src/domain/user/identity-errors.ts';
import {
  CODE_TTL_MS,
  MAX_CODE_TRIES,
  type ResetCommand,
  type ResetEvent,
  resetDecider,
  SAVE_WINDOW_MS,
} from '../src/domain/user/reset-decider.ts';

const T0 = new Date('2026-12-01T12:00:00Z');
const at = (ms: number) => ({ now: new Date(T0.getTime() + ms), newId: () => 'id' });
const TICKET = 'ticket-that-only-the-requester-has';
const CODE = '042917';

const requested = (user_id: string | null = 'u1') =>
  PasswordResetRequested.of({
    user_id,
    email: user_id ? 'pat@example.com' : null,
    code_hash: resetCodeHash(TICKET, CODE),
    expires_at: new Date(T0.getTime() + CODE_TTL_MS).toISOString(),
  });
const verify = (code: string): ResetCommand => ({ type: 'Verify', code_hash: resetCodeHash(TICKET, code) });
const when = (command: ResetCommand, events: ResetEvent[], ms = 0) =>
  resetDecider.decide(command, fold(resetDecider, events), at(ms));
const failures = (n: number) => Array.from({ length: n }, () => PasswordResetCodeFailed.of({}));

describe('the reset decider', () => {
  it('makes six-digit codes and hashes them keyed by the ticket', () => {
    for (let i = 0; i < 50; i++) assert.match(newResetCode(), /^[0-9]{6}$/);
    assert.notEqual(resetCodeHash('ticket-a', CODE), resetCodeHash('ticket-b', CODE));
    assert.match(resetCodeHash(TICKET, CODE), /^[0-9a-f]{64}$/);
  });

  describe('Verify', () => {
    it('given a request, when the right code comes in time, then PasswordResetCodeVerified', () => {
      assert.deepEqual(when(verify(CODE), [requested()], 60_000), [PasswordResetCodeVerified.of({})]);
    });
    it('given a request, when a wrong code comes, then PasswordResetCodeFailed', () => {
      assert.deepEqual(when(verify('000000'), [requested()]), [PasswordResetCodeFailed.of({})]);
    });
    it('given a request for nobody, when even the right code comes, then PasswordResetCodeFailed', () => {
      assert.deepEqual(when(verify(CODE), [requested(null)]), [PasswordResetCodeFailed.of({})]);
    });
    it('given four wrong tries, when a fifth wrong one comes, then it still counts; a sixth is 429 even if right', () => {
      assert.deepEqual(when(verify('000000'), [requested(), ...failures(MAX_CODE_TRIES - 1)]), [
        PasswordResetCodeFailed.of({}),
      ]);
      assert.throws(() => when(verify(CODE), [requested(), ...failures(MAX_CODE_TRIES)]), TooManyAttemptsError);
    });
    it('given a request, when the code comes after 15 minutes, then 410 Code expired', () => {
      assert.throws(
        () => when(verify(CODE), [requested()], CODE_TTL_MS),
        (err: unknown) => err instanceof GoneError && err.message === 'Code expired',
      );
    });
    it('given no request, when a code comes, then 400 Invalid code', () => {
      assert.throws(
        () => when(verify(CODE), []),
        (err: unknown) => err instanceof ValidationError && err.message === 'Invalid code',
      );
    });
    it('given a verified ticket, when the right code comes again, then nothing new', () => {
      assert.deepEqual(when(verify(CODE), [requested(), PasswordResetCodeVerified.of({})]), []);
    });
  });

  describe('Complete', () => {
    const verified = [requested(), PasswordResetCodeVerified.of({})];
    it('given a verified ticket, when completed, then PasswordResetCompleted naming the account', () => {
      assert.deepEqual(when({ type: 'Complete' }, verified, CODE_TTL_MS), [
        PasswordResetCompleted.of({ user_id: 'u1' }),
      ]);
    });
    it('given an unverified ticket, when completed, then 403', () => {
      assert.throws(() => when({ type: 'Complete' }, [requested()]), ForbiddenError);
    });
    it('given a completed ticket, when completed again, then 410', () => {
      assert.throws(
        () => when({ type: 'Complete' }, [...verified, PasswordResetCompleted.of({ user_id: 'u1' })]),
        GoneError,
      );
    });
    it('given a verified ticket, when completed past the save window, then 410', () => {
      assert.throws(() => when({ type: 'Complete' }, verified, CODE_TTL_MS + SAVE_WINDOW_MS), GoneError);
    });
  });
});
