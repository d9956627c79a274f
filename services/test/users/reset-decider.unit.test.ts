import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ForbiddenError,
  PasswordResetCodeFailed,
  PasswordResetCodeVerified,
  PasswordResetCompleted,
  PasswordResetRequested,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { newResetCode, resetCodeHash } from '../../src/users/application/reset-codes.ts';
import { GoneError, TooManyAttemptsError } from '../../src/users/domain/identity-errors.ts';
import {
  CODE_TTL_MS,
  MAX_CODE_TRIES,
  type ResetCommand,
  resetDecider,
  SAVE_WINDOW_MS,
} from '../../src/users/domain/reset-decider.ts';

const T0 = new Date('2026-12-01T12:00:00Z');
/** The decider as it stands `ms` after the request. */
const at = (ms: number) =>
  DeciderSpecification.for(resetDecider, { now: new Date(T0.getTime() + ms), newId: () => 'id' });
const given = at(0);
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
const failures = (n: number) => Array.from({ length: n }, () => PasswordResetCodeFailed.of({}));

describe('the reset decider', () => {
  it('makes six-digit codes and hashes them keyed by the ticket', () => {
    for (let i = 0; i < 50; i++) assert.match(newResetCode(), /^[0-9]{6}$/);
    assert.notEqual(resetCodeHash('ticket-a', CODE), resetCodeHash('ticket-b', CODE));
    assert.match(resetCodeHash(TICKET, CODE), /^[0-9a-f]{64}$/);
  });

  describe('Verify', () => {
    it('given a request, when the right code comes in time, then PasswordResetCodeVerified', () => {
      at(60_000)([requested()])
        .when(verify(CODE))
        .thenEvents([PasswordResetCodeVerified.of({})]);
    });
    it('given a request, when a wrong code comes, then PasswordResetCodeFailed', () => {
      given([requested()])
        .when(verify('000000'))
        .thenEvents([PasswordResetCodeFailed.of({})]);
    });
    it('given a request for nobody, when even the right code comes, then PasswordResetCodeFailed', () => {
      given([requested(null)])
        .when(verify(CODE))
        .thenEvents([PasswordResetCodeFailed.of({})]);
    });
    it('given four wrong tries, when a fifth wrong one comes, then it still counts; a sixth is 429 even if right', () => {
      given([requested(), ...failures(MAX_CODE_TRIES - 1)])
        .when(verify('000000'))
        .thenEvents([PasswordResetCodeFailed.of({})]);
      given([requested(), ...failures(MAX_CODE_TRIES)])
        .when(verify(CODE))
        .thenThrows(TooManyAttemptsError);
    });
    it('given a request, when the code comes after 15 minutes, then 410 Code expired', () => {
      at(CODE_TTL_MS)([requested()])
        .when(verify(CODE))
        .thenThrows(GoneError, (err) => err.message === 'Code expired');
    });
    it('given no request, when a code comes, then 400 Invalid code', () => {
      given([])
        .when(verify(CODE))
        .thenThrows(ValidationError, (err) => err.message === 'Invalid code');
    });
    it('given a request, when the right hash comes in upper case, then it verifies; a cut or empty one fails', () => {
      const hash = resetCodeHash(TICKET, CODE);
      given([requested()])
        .when({ type: 'Verify', code_hash: hash.toUpperCase() })
        .thenEvents([PasswordResetCodeVerified.of({})]);
      for (const code_hash of [hash.slice(0, -2), ''])
        given([requested()])
          .when({ type: 'Verify', code_hash })
          .thenEvents([PasswordResetCodeFailed.of({})]);
    });
    it('given a verified ticket, when the right code comes again, then nothing new', () => {
      given([requested(), PasswordResetCodeVerified.of({})])
        .when(verify(CODE))
        .thenNothingHappened();
    });
  });

  describe('Complete', () => {
    const verified = [requested(), PasswordResetCodeVerified.of({})];
    it('given a verified ticket, when completed, then PasswordResetCompleted naming the account', () => {
      at(CODE_TTL_MS)(verified)
        .when({ type: 'Complete' })
        .thenEvents([PasswordResetCompleted.of({ user_id: 'u1' })]);
    });
    it('given an unverified ticket, when completed, then 403', () => {
      given([requested()]).when({ type: 'Complete' }).thenThrows(ForbiddenError);
    });
    it('given a completed ticket, when completed again, then 410', () => {
      given([...verified, PasswordResetCompleted.of({ user_id: 'u1' })])
        .when({ type: 'Complete' })
        .thenThrows(GoneError);
    });
    it('given a verified ticket, when completed past the save window, then 410', () => {
      at(CODE_TTL_MS + SAVE_WINDOW_MS)(verified)
        .when({ type: 'Complete' })
        .thenThrows(GoneError);
    });
  });
});
