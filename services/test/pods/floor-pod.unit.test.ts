import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PodFloorFacts, PodLiveFacts, PodTable, TimeBalanceTable } from '@gamepod/projections';
import type { FloorExtras, ListedPod } from '../../src/pods/fleet-status/fleet-status.ts';
import { floorKey, floorPod, floorState } from '../../src/pods/floor/floor-pod.ts';

const now = new Date('2026-12-01T10:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);
const MISSING_MS = 30_000;

// the pods row's columns the tile reads; the rest of the row plays no part
const pod = {
  id: 'p1',
  client_id: 'c1',
  lab_id: 'l1',
  license: 'A1',
  nav_id: 'n1',
  lock_out: false,
  xd1: 'xb',
  xd2: 'ps',
};
const facts = (over: Partial<PodLiveFacts> = {}): PodLiveFacts => ({
  pod_id: 'p1',
  client_id: 'c1',
  lock_out: false,
  volume: 25,
  activity: 'active',
  console: { xd1: 'xb', xd2: 'na' } as PodLiveFacts['console'],
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
const floorFacts = (over: Partial<PodFloorFacts> = {}): PodFloorFacts => ({
  pod_id: 'p1',
  play_game_id: null,
  play_platform: null,
  play_xd: null,
  play_started_at: null,
  play_user_id: null,
  reservation_start_at: null,
  reservation_end_at: null,
  reservation_group: null,
  reservation_timezone: null,
  ...over,
});
const balance = (over: Partial<TimeBalanceTable> = {}): TimeBalanceTable => ({
  user_id: 'u1',
  paid_minutes: 60,
  comp_minutes: 15,
  used_minutes: 30,
  pending_launch: null,
  playing_launch: null,
  playing_pod: null,
  playing_since: null,
  ...over,
});
const listed = (live: PodLiveFacts | undefined, floor?: Partial<FloorExtras>, lockOut = false): ListedPod => ({
  pod: { ...pod, lock_out: lockOut } as unknown as PodTable,
  facts: live,
  user: live?.in_use ? { id: 'u1', user_name: 'pat@demo.test', name: 'Pat Demo' } : null,
  gameTitle: null,
  floor: { facts: undefined, playTitle: null, labPaid: false, balance: undefined, ...floor },
});

describe("a pod's floor tile", () => {
  it('is offline without a fresh heartbeat, then locked, then in use, then idle', () => {
    assert.equal(floorState(0, true, true), 'offline');
    assert.equal(floorState(1, true, true), 'locked');
    assert.equal(floorState(1, false, true), 'in_use');
    assert.equal(floorState(1, false, false), 'idle');
    assert.equal(floorPod(listed(undefined), now, MISSING_MS).state, 'offline');
    assert.equal(floorPod(listed(facts({ last_heartbeat_at: ago(31) })), now, MISSING_MS).state, 'offline');
    assert.equal(floorPod(listed(facts(), {}, true), now, MISSING_MS).state, 'locked');
  });

  it('names the player, the running game on its console and output, and the paid minutes left', () => {
    const live = facts({ in_use: true, session_user_id: 'u1', signed_in_at: ago(600) });
    const play = floorFacts({ play_game_id: 'g1', play_platform: 'xb', play_xd: 'xd1', play_started_at: ago(300) });
    const tile = floorPod(
      listed(live, {
        facts: play,
        playTitle: 'Neon Drift',
        labPaid: true,
        balance: balance({ playing_since: ago(300) }),
      }),
      now,
      MISSING_MS,
    );
    assert.equal(tile.state, 'in_use');
    assert.deepEqual(tile.player, { user_id: 'u1', name: 'Pat Demo', user_name: 'pat@demo.test' });
    assert.deepEqual(tile.game, {
      game_id: 'g1',
      title: 'Neon Drift',
      platform: 'xb',
      xd: 'xd1',
      started_at: ago(300).toISOString(),
    });
    assert.equal(tile.session_started_at, ago(600).toISOString());
    // 60 paid + 15 comp - 30 used - 5 running
    assert.equal(tile.minutes_left, 40);
  });

  it('shows no paid time in a free lab, nor with nobody signed in', () => {
    const live = facts({ in_use: true, session_user_id: 'u1' });
    assert.equal(floorPod(listed(live, { labPaid: false, balance: balance() }), now, MISSING_MS).minutes_left, null);
    assert.equal(floorPod(listed(facts(), { labPaid: true }), now, MISSING_MS).minutes_left, null);
    assert.equal(floorPod(listed(facts(), { labPaid: true }), now, MISSING_MS).player, null);
  });

  it('shows the reservation running now or next, in its lab zone', () => {
    const next = floorFacts({
      reservation_start_at: new Date('2026-12-01T11:00:00Z'),
      reservation_end_at: new Date('2026-12-01T12:00:00Z'),
      reservation_group: 'Team Red',
      reservation_timezone: 'America/Chicago',
    });
    const tile = floorPod(listed(facts(), { facts: next }), now, MISSING_MS);
    assert.deepEqual(tile.reservation, {
      start_at: '2026-12-01T11:00:00.000Z',
      end_at: '2026-12-01T12:00:00.000Z',
      group_name: 'Team Red',
      timezone: 'America/Chicago',
      is_started: 0,
    });
    const running = floorFacts({ ...next, reservation_start_at: ago(60) });
    assert.equal(floorPod(listed(facts(), { facts: running }), now, MISSING_MS).reservation?.is_started, 1);
  });

  it("is pushed when its contents change, not as the station's silence counts up", () => {
    const a = floorPod(listed(facts({ last_heartbeat_at: ago(40) })), now, MISSING_MS);
    const b = floorPod(listed(facts({ last_heartbeat_at: ago(41) })), now, MISSING_MS);
    assert.notEqual(a.message, b.message);
    assert.equal(floorKey(a), floorKey(b));
    const locked = floorPod(listed(facts(), {}, true), now, MISSING_MS);
    assert.notEqual(floorKey(locked), floorKey(floorPod(listed(facts()), now, MISSING_MS)));
  });
});
