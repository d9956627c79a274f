import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConflictError, fold, SessionEnded, SessionStarted, UnauthorizedError } from '@gamepod/events';
import { type SessionCommand, type SessionEvent, sessionDecider } from '../src/domain/session/session-decider.ts';

const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' };
const started = {
  user_id: 'u1',
  role: 1,
  client_id: 'c1',
  pod_id: null,
  expires_at: '2026-01-01T08:00:00.000Z',
  kind: 'web' as const,
};
const start: SessionCommand = { type: 'Start', ...started };
const end: SessionCommand = { type: 'End', reason: 'logout' };
const given = (events: SessionEvent[] = []) => fold(sessionDecider, events);

describe('the session decider', () => {
  it('given nothing, when started, then SessionStarted with the command data', () => {
    assert.deepEqual(sessionDecider.decide(start, given(), ctx), [SessionStarted.of(started)]);
  });
  it('given a started session, when started again, then it refuses with a conflict', () => {
    assert.throws(() => sessionDecider.decide(start, given([SessionStarted.of(started)]), ctx), ConflictError);
  });
  it('given a started session, when ended, then SessionEnded with the reason', () => {
    assert.deepEqual(sessionDecider.decide(end, given([SessionStarted.of(started)]), ctx), [
      SessionEnded.of({ reason: 'logout' }),
    ]);
  });
  it('given an ended session, when ended again, then nothing', () => {
    const state = given([SessionStarted.of(started), SessionEnded.of({ reason: 'logout' })]);
    assert.deepEqual(sessionDecider.decide(end, state, ctx), []);
  });
  it('given nothing, when ended, then Token is Invalid', () => {
    assert.throws(
      () => sessionDecider.decide(end, given(), ctx),
      (e: unknown) => e instanceof UnauthorizedError && e.message === 'Token is Invalid',
    );
  });
});
