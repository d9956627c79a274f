import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ConflictError,
  ForbiddenError,
  SessionEnded,
  SessionLogoutLogged,
  SessionReportedStuck,
  SessionStarted,
  UnauthorizedError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type SessionCommand, sessionDecider } from '../../src/users/domain/session-decider.ts';

const given = DeciderSpecification.for(sessionDecider, { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' });
const started = {
  user_id: 'u1',
  role: 1,
  client_id: 'c1',
  pod_id: null,
  expires_at: '2026-01-01T08:00:00.000Z',
  kind: 'web' as const,
  kiosk_session_hash: null,
  sign_in: 'password' as const,
  cached_credential: false,
};
const onPod = { ...started, pod_id: 'p1', kind: 'pod' as const, kiosk_session_hash: 'a'.repeat(64) };
const reportStuck: SessionCommand = { type: 'ReportStuck', pod_id: 'p1' };
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
  it('given a pod session, when its pod reports it stuck, then SessionReportedStuck naming the pod', () => {
    given([SessionStarted.of(onPod)])
      .when(reportStuck)
      .thenEvents([SessionReportedStuck.of({ pod_id: 'p1' })]);
  });
  it('given a session reported stuck, when reported again, then nothing', () => {
    given([SessionStarted.of(onPod), SessionReportedStuck.of({ pod_id: 'p1' })])
      .when(reportStuck)
      .thenNothingHappened();
  });
  it('given a session on another pod, or an ended one, when reported stuck, then nothing', () => {
    given([SessionStarted.of({ ...onPod, pod_id: 'p2' })])
      .when(reportStuck)
      .thenNothingHappened();
    given([SessionStarted.of(onPod), SessionEnded.of({ reason: 'logout' })])
      .when(reportStuck)
      .thenNothingHappened();
  });
  it('reads a version 1 SessionStarted, stored before sign-ins named their kiosk page, with no kiosk page', () => {
    const v1 = {
      user_id: 'u1',
      role: 1,
      client_id: 'c1',
      pod_id: 'p1',
      expires_at: '2026-01-01T08:00:00.000Z',
      kind: 'pod',
    };
    assert.deepEqual(SessionStarted.upcast(v1, 1), {
      ...v1,
      kiosk_session_hash: null,
      sign_in: 'password',
      cached_credential: false,
    });
  });
  it('reads a version 2 SessionStarted, stored when only passwords signed in, as a password sign-in', () => {
    const v2 = {
      user_id: 'u1',
      role: 1,
      client_id: 'c1',
      pod_id: 'p1',
      expires_at: '2026-01-01T08:00:00.000Z',
      kind: 'pod',
      kiosk_session_hash: 'a'.repeat(64),
    };
    assert.deepEqual(SessionStarted.upcast(v2, 2), { ...v2, sign_in: 'password', cached_credential: false });
  });
  it('reads a version 3 SessionStarted, from before directory and library sign-ins, as it was', () => {
    const v3 = {
      user_id: 'u1',
      role: 1,
      client_id: 'c1',
      pod_id: 'p1',
      expires_at: '2026-01-01T08:00:00.000Z',
      kind: 'pod',
      kiosk_session_hash: null,
      sign_in: 'sso',
    };
    assert.deepEqual(SessionStarted.upcast(v3, 3), { ...v3, cached_credential: false });
  });
  it('reads a version 4 SessionStarted, from before outage policies, as no cached credential', () => {
    const v4 = {
      user_id: 'u1',
      role: 1,
      client_id: 'c1',
      pod_id: 'p1',
      expires_at: '2026-01-01T08:00:00.000Z',
      kind: 'pod',
      kiosk_session_hash: null,
      sign_in: 'sip2',
    };
    assert.deepEqual(SessionStarted.upcast(v4, 4), { ...v4, cached_credential: false });
  });

  describe('the web logout log', () => {
    const log = { pod_id: 'p1', user_id: 'u1', logout_reason: 'Save seat expired' };
    const logLogout: SessionCommand = { type: 'LogLogout', ...log };
    it('given a session on the pod, when its logout is logged, then SessionLogoutLogged', () => {
      given([SessionStarted.of(onPod)])
        .when(logLogout)
        .thenEvents([SessionLogoutLogged.of(log)]);
    });
    it('given a session the server ended, when its logout is logged, then SessionLogoutLogged', () => {
      given([SessionStarted.of(onPod), SessionEnded.of({ reason: 'expired' })])
        .when(logLogout)
        .thenEvents([SessionLogoutLogged.of(log)]);
    });
    it('given a logged logout, when logged again, then nothing', () => {
      given([SessionStarted.of(onPod), SessionLogoutLogged.of(log), SessionEnded.of({ reason: 'logout' })])
        .when(logLogout)
        .thenNothingHappened();
    });
    it('given no session, another pod or another user, when logged, then it refuses (403)', () => {
      given([]).when(logLogout).thenThrows(ForbiddenError);
      given([SessionStarted.of(onPod)])
        .when({ ...logLogout, pod_id: 'p2' })
        .thenThrows(ForbiddenError);
      given([SessionStarted.of(onPod)])
        .when({ ...logLogout, user_id: 'u2' })
        .thenThrows(ForbiddenError);
      given([SessionStarted.of(started)])
        .when(logLogout)
        .thenThrows(ForbiddenError);
    });
  });
});
