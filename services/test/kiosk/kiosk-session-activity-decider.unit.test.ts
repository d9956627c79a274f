import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PodActivityRecorded, PodHelperLinkReported, ValidationError } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { podAsleepAfterMsFromEnv } from '../../src/kiosk/application/kiosk-activity-service.ts';
import { asleepByServerCheck, POD_ASLEEP_AFTER_MS } from '../../src/kiosk/domain/asleep-rule.ts';
import { kioskActivityDecider } from '../../src/kiosk/domain/kiosk-activity-decider.ts';

const given = DeciderSpecification.for(kioskActivityDecider, {
  now: new Date('2026-01-01T00:00:00Z'),
  newId: () => 'id',
});

describe('the kiosk activity decider', () => {
  const home = { activity: 'ui_home', game_id: null, guests: null, user_id: null } as const;
  const idle = { ...home, activity: 'session_idle' } as const;
  const asleep = { ...home, activity: 'asleep' } as const;
  const record = (activity: Record<string, unknown>, over: Record<string, boolean> = {}) =>
    ({ type: 'Record', activity, game_on_pod: false, asleep_check: false, ...over }) as Parameters<
      typeof kioskActivityDecider.decide
    >[0];
  it('given nothing, when an activity is reported, then PodActivityRecorded', () => {
    given([])
      .when(record(home))
      .thenEvents([PodActivityRecorded.of(home)]);
  });
  it('given the same last activity, when reported again, then nothing', () => {
    given([PodActivityRecorded.of(home)])
      .when(record(home))
      .thenNothingHappened();
  });
  it('given an activity, when the game, guests or player differ, then a new record', () => {
    for (const change of [{ game_id: 'g' }, { guests: 2 }, { user_id: 'u' }, { activity: 'session_idle' as const }]) {
      const activity = { ...home, ...change };
      given([PodActivityRecorded.of(home)])
        .when(record(activity, { game_on_pod: true }))
        .thenEvents([PodActivityRecorded.of(activity)]);
    }
  });
  it('given anything, when the game named is not one the pod has, then 400 naming game_id', () => {
    given([])
      .when(record({ ...home, activity: 'play_xbox', game_id: 'made-up' }))
      .thenThrows(ValidationError, (e) => e.data.field === 'game_id');
  });

  describe('asleep is the server’s word', () => {
    it('given anything, when the page itself reports asleep, then 400 naming activity', () => {
      given([PodActivityRecorded.of(idle)])
        .when(record(asleep))
        .thenThrows(ValidationError, (e) => e.data.field === 'activity');
    });
    it('given an idle pod, when it reports idle again and the server check finds it asleep, then asleep is recorded', () => {
      given([PodActivityRecorded.of(idle)])
        .when(record(idle, { asleep_check: true }))
        .thenEvents([PodActivityRecorded.of(asleep)]);
    });
    it('given an idle pod, when it reports idle again and the check finds it awake, then nothing', () => {
      given([PodActivityRecorded.of(idle)])
        .when(record(idle))
        .thenNothingHappened();
    });
    it('given a busy screen, when the pod turns idle, then idle first (asleep needs time idle)', () => {
      given([PodActivityRecorded.of(home)])
        .when(record(idle, { asleep_check: true }))
        .thenEvents([PodActivityRecorded.of(idle)]);
    });
    it('given an asleep pod, when its page reports idle, then it stays asleep; any input wakes it', () => {
      given([PodActivityRecorded.of(idle), PodActivityRecorded.of(asleep)])
        .when(record(idle))
        .thenNothingHappened();
      given([PodActivityRecorded.of(idle), PodActivityRecorded.of(asleep)])
        .when(record(home))
        .thenEvents([PodActivityRecorded.of(home)]);
    });
  });

  describe("the page's link to the station's helper", () => {
    const down = { state: 'down', message: "Flask API server doesn't work now!" } as const;
    it('given a page never heard of, when it reports up, then nothing (it was taken as up)', () => {
      given([])
        .when({ type: 'ReportHelperLink', link: { state: 'up', message: null } })
        .thenNothingHappened();
    });
    it('given up, when down is reported, then PodHelperLinkReported; down again, nothing', () => {
      given([])
        .when({ type: 'ReportHelperLink', link: down })
        .thenEvents([PodHelperLinkReported.of(down)]);
      given([PodHelperLinkReported.of(down)])
        .when({ type: 'ReportHelperLink', link: down })
        .thenNothingHappened();
    });
    it('given down, when up is reported, then PodHelperLinkReported up', () => {
      const up = { state: 'up', message: null } as const;
      given([PodActivityRecorded.of(home), PodHelperLinkReported.of(down)])
        .when({ type: 'ReportHelperLink', link: up })
        .thenEvents([PodHelperLinkReported.of(up)]);
    });
  });
});

describe("the server's asleep check", () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const since = (ms: number) => new Date(now.getTime() - ms);
  const check = (activity: string, idleMs: number, stationAsleep = false) =>
    asleepByServerCheck({
      latest: { activity, recorded_at: since(idleMs) },
      stationAsleep,
      now,
      asleepAfterMs: POD_ASLEEP_AFTER_MS,
    });
  it('finds a pod asleep once its kiosk was idle for the configured time, not a moment before', () => {
    assert.equal(check('session_idle', POD_ASLEEP_AFTER_MS), true);
    assert.equal(check('session_idle', POD_ASLEEP_AFTER_MS - 1), false);
  });
  it("takes the station's asleep only while the kiosk is idle", () => {
    assert.equal(check('session_idle', 1_000, true), true);
    assert.equal(check('ui_dashboard', POD_ASLEEP_AFTER_MS * 3, true), false);
  });
  it('finds a pod that never reported awake', () => {
    assert.equal(
      asleepByServerCheck({ latest: undefined, stationAsleep: true, now, asleepAfterMs: POD_ASLEEP_AFTER_MS }),
      false,
    );
  });
});

describe('the configured asleep time', () => {
  it('is GAMEPOD_POD_ASLEEP_AFTER_MS when it is a positive whole number, else ten minutes', () => {
    assert.equal(podAsleepAfterMsFromEnv({ GAMEPOD_POD_ASLEEP_AFTER_MS: '120000' }), 120_000);
    for (const bad of [undefined, '', '0', '-5', 'soon', '1.5']) {
      assert.equal(podAsleepAfterMsFromEnv({ GAMEPOD_POD_ASLEEP_AFTER_MS: bad }), POD_ASLEEP_AFTER_MS);
    }
  });
});
