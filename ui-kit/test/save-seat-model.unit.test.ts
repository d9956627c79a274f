import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Signal, signal } from '@preact/signals-react';
import { createSaveSeat } from '../src/features/save-seat/model/save-seat-model.ts';
import { ApiError } from '../src/lib/api-client.ts';

/** A step the test does not expect to be taken. */
const fail = (err: unknown): never => assert.fail(`unexpected: ${String(err)}`);

const inSeconds = (s: number) => new Date(Date.now() + s * 1_000).toISOString();

/** A page's Save Seat for the login `token`, counting its 'Please fill all required fields'. */
function seatFor(token: Signal<string | null>) {
  const required = { count: 0 };
  const seat = createSaveSeat({
    loginToken: () => token.value,
    passwordRequired: () => {
      required.count++;
    },
  });
  return { seat, required };
}

describe('Save Seat, as both apps keep it', () => {
  it('locks the login that saved the seat, counting down what the server holds', async () => {
    const login = signal<string | null>('token-a');
    const { seat } = seatFor(login);
    assert.equal(seat.saved.value, false);
    await seat.save(async () => ({ expires_at: inSeconds(90) }), fail);
    assert.equal(seat.saved.value, true);
    assert.ok(seat.secondsLeft.value > 85 && seat.secondsLeft.value <= 90, String(seat.secondsLeft.value));
    assert.equal(seat.busy.value, false);
    login.value = 'token-b';
    assert.equal(seat.saved.value, false, "another login's page is not locked");
  });

  it('saves nothing signed out, and hands a refused save to the app', async () => {
    const login = signal<string | null>(null);
    const { seat } = seatFor(login);
    let asked = 0;
    await seat.save(async () => {
      asked++;
      return { expires_at: inSeconds(60) };
    }, fail);
    assert.equal(asked, 0);
    login.value = 'token-a';
    const refusal = new ApiError('http', 'SSO sessions may not save a seat', 403);
    const failed: unknown[] = [];
    await seat.save(
      () => Promise.reject(refusal),
      (err) => failed.push(err),
    );
    assert.deepEqual(failed, [refusal]);
    assert.equal(seat.saved.value, false);
  });

  it('asks for the password before unlocking, and unlocks with it', async () => {
    const { seat, required } = seatFor(signal<string | null>('token-a'));
    await seat.save(async () => ({ expires_at: inSeconds(600) }), fail);
    const sent: string[] = [];
    await seat.unlock(async (password) => sent.push(password), fail);
    assert.equal(required.count, 1);
    assert.equal(sent.length, 0, 'nothing is sent without a password');
    seat.unlockPassword.value = 'secret-1';
    await seat.unlock(async (password) => sent.push(password), fail);
    assert.deepEqual(sent, ['secret-1']);
    assert.equal(seat.saved.value, false);
    assert.equal(seat.unlockPassword.value, '');
  });

  it('keeps the lock on a wrong password, and lifts it when the server no longer holds the seat', async () => {
    const { seat } = seatFor(signal<string | null>('token-a'));
    await seat.save(async () => ({ expires_at: inSeconds(600) }), fail);
    const wrong = new ApiError('http', 'invalid', 401);
    const refused: unknown[] = [];
    seat.unlockPassword.value = 'nope';
    await seat.unlock(
      () => Promise.reject(wrong),
      (err) => refused.push(err),
    );
    assert.deepEqual(refused, [wrong]);
    assert.equal(seat.saved.value, true);
    assert.equal(seat.unlockPassword.value, '', 'the field empties after every try');
    seat.unlockPassword.value = 'anything';
    await seat.unlock(() => Promise.reject(new ApiError('http', 'No saved seat', 409)), fail);
    assert.equal(seat.saved.value, false);
  });

  it('forgets the seat and runs the expiry once the countdown reaches 0', async () => {
    const { seat } = seatFor(signal<string | null>('token-a'));
    await seat.save(async () => ({ expires_at: inSeconds(0.2) }), fail);
    let expired = 0;
    const stop = seat.watch(50, () => {
      expired++;
    });
    try {
      assert.equal(expired, 0);
      await new Promise((r) => setTimeout(r, 400));
      assert.equal(expired, 1);
      assert.equal(seat.saved.value, false);
      assert.equal(seat.secondsLeft.value, 0);
    } finally {
      stop();
    }
  });
});
