import { describe, it } from 'node:test';
import { GameLaunchFailed, GameLaunchRequested, GamePlayEnded, GamePlayStarted } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type Launch, playDecider } from '../../src/games/domain/play-decider.ts';

const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' };
const given = DeciderSpecification.for(playDecider, ctx);
const launch: Launch = {
  launch_id: 'l1',
  client_id: 'c1',
  lab_id: 'lab1',
  user_id: 'u1',
  game_id: 'g1',
  platform: 'xb',
  xd: 'xd1',
  players: null,
  paid: false,
  via: 'player',
};
const T0 = '2026-01-01T10:00:00.000Z';
const T1 = '2026-01-01T10:00:30.000Z';
const T2 = '2026-01-01T10:31:31.000Z';
const requested = GameLaunchRequested.of(launch);
const started = GamePlayStarted.of({ launch_id: 'l1', game_id: 'g1', user_id: 'u1', platform: 'xb', started_at: T1 });
const ending = (ended_at: string, seconds: number, minutes: number, reason: 'ended' | 'logout' | 'replaced') =>
  GamePlayEnded.of({
    launch_id: 'l1',
    game_id: 'g1',
    user_id: 'u1',
    platform: 'xb',
    started_at: T1,
    ended_at,
    seconds,
    minutes,
    paid: false,
    reason,
  });

describe('the play decider', () => {
  it('records a launch request', () => {
    given([]).when({ type: 'RequestLaunch', launch, at: T0 }).thenEvents([requested]);
  });
  it('starts the play session when the station reports its game started on the launch platform', () => {
    given([requested]).when({ type: 'ObserveStarted', platform: 'xb', at: T1 }).thenEvents([started]);
  });
  it('ignores a start on another platform, a second start, and a start with no launch', () => {
    given([requested]).when({ type: 'ObserveStarted', platform: 'ps', at: T1 }).thenEvents([]);
    given([requested, started]).when({ type: 'ObserveStarted', platform: 'xb', at: T2 }).thenEvents([]);
    given([]).when({ type: 'ObserveStarted', platform: 'xb', at: T1 }).thenEvents([]);
  });
  it('ends the session when the game stops, counting started minutes (31 min 1 s is 32)', () => {
    given([requested, started])
      .when({ type: 'ObserveEnded', platform: 'xb', at: T2 })
      .thenEvents([ending(T2, 1861, 32, 'ended')]);
  });
  it('ends the session at logout, and fails a launch that never started', () => {
    given([requested, started])
      .when({ type: 'EndForLogout', user_id: 'u1', at: T2 })
      .thenEvents([ending(T2, 1861, 32, 'logout')]);
    given([requested])
      .when({ type: 'EndForLogout', user_id: 'u1', at: T2 })
      .thenEvents([GameLaunchFailed.of({ launch_id: 'l1', reason: 'The player logged out first' })]);
  });
  it('fails a launch that did not start in time, but never one that started', () => {
    given([requested])
      .when({ type: 'FailLaunch', launch_id: 'l1', reason: 'The game did not start within 180 s' })
      .thenEvents([GameLaunchFailed.of({ launch_id: 'l1', reason: 'The game did not start within 180 s' })]);
    given([requested, started]).when({ type: 'FailLaunch', launch_id: 'l1', reason: 'late' }).thenEvents([]);
  });
  it('ends a playing session when the next launch replaces it', () => {
    const next = { ...launch, launch_id: 'l2' };
    given([requested, started])
      .when({ type: 'RequestLaunch', launch: next, at: T2 })
      .thenEvents([ending(T2, 1861, 32, 'replaced'), GameLaunchRequested.of(next)]);
  });
  it('dates an end reported before the start at the start', () => {
    given([requested, started])
      .when({ type: 'ObserveEnded', platform: 'xb', at: T0 })
      .thenEvents([ending(T1, 0, 0, 'ended')]);
  });
});
