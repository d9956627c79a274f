import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PodLiveFacts } from '@gamepod/projections';
import { latestSession, liveStatus, pushKey, statusPush } from '../../src/pods/fleet-status/pod-live-status.ts';
import { screenshotDetail } from '../../src/pods/fleet-status/screenshot-detail.ts';

const now = new Date('2026-12-01T10:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);
const facts = (over: Partial<PodLiveFacts> = {}): PodLiveFacts => ({
  pod_id: 'p1',
  client_id: 'c1',
  lock_out: false,
  volume: 25,
  activity: null,
  console: null,
  session_kind: null,
  session_started_at: null,
  game_platform: null,
  game_id: null,
  last_heartbeat_at: ago(5),
  helper_ok: true,
  kiosk_helper: null,
  uptime_s: 100,
  in_use: false,
  session_user_id: null,
  signed_in_at: null,
  stuck_session: false,
  ...over,
});

describe("a pod's live status", () => {
  it('is MISSING and never connected without a heartbeat', () => {
    assert.deepEqual(liveStatus(undefined, now), { activity: 'MISSING', online: 0, message: 'Never connected' });
    assert.equal(liveStatus(facts({ last_heartbeat_at: null }), now).message, 'Never connected');
  });

  it('is ACTIVE and online with a fresh heartbeat and no activity report yet', () => {
    assert.deepEqual(liveStatus(facts(), now), { activity: 'ACTIVE', online: 1, message: 'Online' });
  });

  it("upper-cases the bridge's activity", () => {
    assert.equal(liveStatus(facts({ activity: 'idle' }), now).activity, 'IDLE');
    assert.equal(liveStatus(facts({ activity: 'asleep' }), now).activity, 'ASLEEP');
  });

  it('is offline with the helper not responding when the bridge says so', () => {
    assert.deepEqual(liveStatus(facts({ helper_ok: false, activity: 'idle' }), now), {
      activity: 'IDLE',
      online: 0,
      message: 'Helper not responding',
    });
  });

  it("is offline with the kiosk's own word when its page cannot reach the helper the bridge reaches", () => {
    assert.deepEqual(liveStatus(facts({ kiosk_helper: 'down', activity: 'idle' }), now), {
      activity: 'IDLE',
      online: 0,
      message: "Kiosk can't reach its helper",
    });
    assert.deepEqual(liveStatus(facts({ kiosk_helper: 'up' }), now), {
      activity: 'ACTIVE',
      online: 1,
      message: 'Online',
    });
  });

  it('stays fresh at exactly 30 s and turns MISSING after it', () => {
    assert.equal(liveStatus(facts({ last_heartbeat_at: ago(30) }), now).activity, 'ACTIVE');
    assert.deepEqual(liveStatus(facts({ last_heartbeat_at: ago(31) }), now), {
      activity: 'MISSING',
      online: 0,
      message: 'No heartbeat for 31 s',
    });
  });

  it('takes the window as an argument', () => {
    assert.equal(liveStatus(facts({ last_heartbeat_at: ago(5) }), now, 2_000).activity, 'MISSING');
  });
});

describe('when a status is pushed again', () => {
  it('is not for the seconds of silence growing, only for a change of state', () => {
    const at = (s: number) => pushKey(statusPush(facts({ last_heartbeat_at: ago(s) }), now));
    assert.equal(at(40), at(90));
    assert.notEqual(at(5), at(40));
    assert.notEqual(pushKey(statusPush(facts(), now)), pushKey(statusPush(facts({ lock_out: true }), now)));
    assert.notEqual(pushKey(statusPush(facts(), now)), pushKey(statusPush(facts({ volume: 30 }), now)));
    assert.notEqual(pushKey(statusPush(facts(), now)), pushKey(statusPush(facts({ in_use: true }), now)));
    const stuck = facts({ in_use: true, stuck_session: true });
    assert.notEqual(pushKey(statusPush(facts({ in_use: true }), now)), pushKey(statusPush(stuck, now)));
    assert.equal(statusPush(stuck, now).stuck_session, 1);
    const flags = {
      xb_disabled: false,
      ps_disabled: false,
      sw_disabled: false,
      pc_disabled: false,
      pod_disabled: false,
    };
    const consoles = facts({ console: { xd1: 'xb', xd2: 'ps', ...flags } });
    assert.notEqual(pushKey(statusPush(facts(), now)), pushKey(statusPush(consoles, now)));
  });
});

describe('the latest session', () => {
  it('is null until the kiosk opens one', () => {
    assert.equal(latestSession(facts(), now), null);
  });

  it('counts up_time in minutes since the last heartbeat, rounded up', () => {
    const s = latestSession(
      facts({ session_started_at: ago(600), last_heartbeat_at: ago(61), activity: 'idle', game_id: 'g' }),
      now,
    );
    assert.deepEqual(s, {
      session_status: 1,
      up_time: 2,
      started_at: ago(600).toISOString(),
      user: null,
      latestsessionlog: { activity: 'idle', game: 'g' },
    });
  });

  it('is status 2 and names who is signed in, with the game the station runs', () => {
    const ann = { id: 'u1', user_name: 'ann@demo.test', name: 'Ann Lee' };
    const s = latestSession(
      facts({
        session_started_at: ago(600),
        in_use: true,
        session_user_id: 'u1',
        activity: 'active',
        game_platform: 'xb',
      }),
      now,
      ann,
    );
    assert.deepEqual([s?.session_status, s?.user, s?.latestsessionlog], [2, ann, { activity: 'active', game: 'xb' }]);
    // the game by its title when the games read model knows it
    const titled = latestSession(facts({ session_started_at: ago(600), game_id: 'g' }), now, null, 'Rocket Derby');
    assert.equal(titled?.latestsessionlog.game, 'Rocket Derby');
    // a session ended since the name was read names nobody
    assert.equal(latestSession(facts({ session_started_at: ago(600) }), now, ann)?.user, null);
  });
});

describe('the screenshot detail', () => {
  it('says no screenshot yet without one', () => {
    assert.deepEqual(screenshotDetail('p1', null, now), {
      url: null,
      image: null,
      age: null,
      message: 'No screenshot yet',
    });
  });

  it('gives the age in whole seconds, fresh up to 60', () => {
    assert.equal(screenshotDetail('p1', ago(60), now).message, 'Latest screenshot');
    const old = screenshotDetail('p1', ago(61.5), now);
    assert.equal(old.age, 61);
    assert.equal(old.message, 'Last screenshot 61 s ago');
    assert.equal(old.url, '/api/v1/admin/kiosk/pod/screenshot.png?pod_id=p1');
  });
});
