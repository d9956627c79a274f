import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fold, PodActivityRecorded } from '@gamepod/events';
import { type KioskActivityEvent, kioskActivityDecider } from '../src/domain/kiosk/kiosk-activity-decider.ts';

const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' };

describe('the kiosk activity decider', () => {
  const home = { activity: 'ui_home', game_id: null, guests: null, user_id: null } as const;
  const given = (events: KioskActivityEvent[] = []) => fold(kioskActivityDecider, events);
  it('given nothing, when an activity is reported, then PodActivityRecorded', () => {
    assert.deepEqual(kioskActivityDecider.decide({ type: 'Record', activity: home }, given(), ctx), [
      PodActivityRecorded.of(home),
    ]);
  });
  it('given the same last activity, when reported again, then nothing', () => {
    const state = given([PodActivityRecorded.of(home)]);
    assert.deepEqual(kioskActivityDecider.decide({ type: 'Record', activity: home }, state, ctx), []);
  });
  it('given an activity, when the game, guests or player differ, then a new record', () => {
    const state = given([PodActivityRecorded.of(home)]);
    for (const change of [{ game_id: 'g' }, { guests: 2 }, { user_id: 'u' }, { activity: 'asleep' as const }]) {
      const activity = { ...home, ...change };
      assert.deepEqual(kioskActivityDecider.decide({ type: 'Record', activity }, state, ctx), [
        PodActivityRecorded.of(activity),
      ]);
    }
  });
});
