import { describe, it } from 'node:test';
import { ConflictError, ForbiddenError, SeatSaved, SeatSaveExpired, SeatUnlocked } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { seatDecider } from '../../src/seat/domain/seat-decider.ts';

const now = new Date('2027-01-12T21:00:00Z');
const given = DeciderSpecification.for(seatDecider, { now, newId: () => 'id' });
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();
const who = { user_id: 'u1', pod_id: 'p1' };
const saved = (reading: 'player' | 'admin', ms: number) => SeatSaved.of({ ...who, reading, expires_at: inMs(ms) });

describe('the saved seat decider', () => {
  it('given a free seat, when the player saves it, then it is held 10 minutes', () => {
    given([])
      .when({ type: 'Save', ...who, reading: 'player' })
      .thenEvents([saved('player', 600_000)]);
  });
  it('given a free seat, when a single sign-on session saves it, then 403 and it stays free', () => {
    given([])
      .when({ type: 'Save', ...who, reading: 'player', sign_in: 'sso' })
      .thenThrows(ForbiddenError, (e) => e.message === 'Single sign-on sessions cannot use Save Seat');
  });
  it('given a free seat, when a session the LDAP directory or the library system vouched for saves it, then 403 and it stays free', () => {
    for (const sign_in of ['ldap', 'sip2'] as const) {
      given([])
        .when({ type: 'Save', ...who, reading: 'player', sign_in })
        .thenThrows(ForbiddenError, (e) => /directory or library system cannot use Save Seat/.test(e.message));
    }
  });
  it('given a free seat, when a password session saves it, then it is held 10 minutes', () => {
    given([])
      .when({ type: 'Save', ...who, reading: 'player', sign_in: 'password' })
      .thenEvents([saved('player', 600_000)]);
  });
  it('given a free seat, when an admin saves it, then it is held 1 hour', () => {
    given([])
      .when({ type: 'Save', ...who, reading: 'admin' })
      .thenEvents([saved('admin', 3_600_000)]);
  });
  it('given a saved seat, when the player saves it again, then its timer stays as it was', () => {
    given([saved('player', -60_000)])
      .when({ type: 'Save', ...who, reading: 'player' })
      .thenNothingHappened();
  });
  it("given a player's saved seat, when an admin saves it, then the admin's hour replaces it", () => {
    given([saved('player', 0)])
      .when({ type: 'Save', ...who, reading: 'admin' })
      .thenEvents([saved('admin', 3_600_000)]);
  });
  it('given a saved seat, when unlocked, then SeatUnlocked', () => {
    given([saved('player', 0)])
      .when({ type: 'Unlock' })
      .thenEvents([SeatUnlocked.of({})]);
  });
  it('given a free seat, when unlocked, then it refuses with a conflict', () => {
    given([saved('player', 0), SeatUnlocked.of({})])
      .when({ type: 'Unlock' })
      .thenThrows(ConflictError);
  });
  it('given a saved seat, when its own timer expires, then SeatSaveExpired', () => {
    given([saved('player', 0)])
      .when({ type: 'Expire', expires_at: inMs(0) })
      .thenEvents([SeatSaveExpired.of({ expires_at: inMs(0) })]);
  });
  it('given a seat unlocked or saved again since, when an older timer expires, then nothing', () => {
    given([saved('player', 0), SeatUnlocked.of({})])
      .when({ type: 'Expire', expires_at: inMs(0) })
      .thenNothingHappened();
    given([saved('player', 0), saved('admin', 3_600_000)])
      .when({ type: 'Expire', expires_at: inMs(0) })
      .thenNothingHappened();
  });
});
