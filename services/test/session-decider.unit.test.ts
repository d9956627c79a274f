import { describe, it } from 'node:test';
import { ConflictError, SessionEnded, SessionStarted, UnauthorizedError } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type SessionCommand, sessionDecider } from '../src/domain/session/session-decider.ts';

const given = DeciderSpecification.for(sessionDecider, { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' });
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

describe('the session decider', () => {
  it('given nothing, when started, then SessionStarted with the command data', () => {
    given([])
      .when(start)
      .thenEvents([SessionStarted.of(started)]);
  });
  it('given a started session, when started again, then it refuses with a conflict', () => {
    given([SessionStarted.of(started)])
      .when(start)
      .thenThrows(ConflictError);
  });
  it('given a started session, when ended, then SessionEnded with the reason', () => {
    given([SessionStarted.of(started)])
      .when(end)
      .thenEvents([SessionEnded.of({ reason: 'logout' })]);
  });
  it('given an ended session, when ended again, then nothing', () => {
    given([SessionStarted.of(started), SessionEnded.of({ reason: 'logout' })])
      .when(end)
      .thenNothingHappened();
  });
  it('given nothing, when ended, then Token is Invalid', () => {
    given([])
      .when(end)
      .thenThrows(UnauthorizedError, (e) => e.message === 'Token is Invalid');
  });
});
