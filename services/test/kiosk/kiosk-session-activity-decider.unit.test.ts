import { describe, it } from 'node:test';
import { PodActivityRecorded, ValidationError } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { kioskActivityDecider } from '../../src/kiosk/domain/kiosk-activity-decider.ts';

const given = DeciderSpecification.for(kioskActivityDecider, {
  now: new Date('2026-01-01T00:00:00Z'),
  newId: () => 'id',
});

describe('the kiosk activity decider', () => {
  const home = { activity: 'ui_home', game_id: null, guests: null, user_id: null } as const;
  it('given nothing, when an activity is reported, then PodActivityRecorded', () => {
    given([])
      .when({ type: 'Record', activity: home, game_on_pod: false })
      .thenEvents([PodActivityRecorded.of(home)]);
  });
  it('given the same last activity, when reported again, then nothing', () => {
    given([PodActivityRecorded.of(home)])
      .when({ type: 'Record', activity: home, game_on_pod: false })
      .thenNothingHappened();
  });
  it('given an activity, when the game, guests or player differ, then a new record', () => {
    for (const change of [{ game_id: 'g' }, { guests: 2 }, { user_id: 'u' }, { activity: 'asleep' as const }]) {
      const activity = { ...home, ...change };
      given([PodActivityRecorded.of(home)])
        .when({ type: 'Record', activity, game_on_pod: true })
        .thenEvents([PodActivityRecorded.of(activity)]);
    }
  });
  it('given anything, when the game named is not one the pod has, then 400 naming game_id', () => {
    given([])
      .when({ type: 'Record', activity: { ...home, activity: 'play_xbox', game_id: 'made-up' }, game_on_pod: false })
      .thenThrows(ValidationError, (e) => e.data.field === 'game_id');
  });
});
