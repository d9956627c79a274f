import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FloorPod } from '@gamepod/contracts/http';
import { wallColumns } from '../src/features/floor/model/wall-layout.ts';
import { floorLine, gameText, minutesText, reservationText } from '../src/lib/floor-text.ts';

const now = Date.parse('2026-12-01T10:00:00Z');
const tile = (over: Partial<FloorPod> = {}): FloorPod => ({
  pod_id: 'p1',
  client_id: 'c1',
  lab_id: 'l1',
  name: 'A1',
  state: 'in_use',
  activity: 'ACTIVE',
  online: 1,
  message: 'Online',
  lock_out: 0,
  consoles: { xd1: 'xb', xd2: 'ps' },
  player: { user_id: 'u1', name: 'Pat Demo', user_name: 'pat@demo.test' },
  game: null,
  session_started_at: '2026-12-01T09:50:00Z',
  minutes_left: null,
  reservation: null,
  ...over,
});

describe("a pod's floor facts in words", () => {
  it('says minutes as minutes, then hours and minutes', () => {
    assert.equal(minutesText(0), '0 min');
    assert.equal(minutesText(45), '45 min');
    assert.equal(minutesText(65), '1 h 05 min');
    assert.equal(minutesText(-3), '0 min');
  });

  it('names the game with its console and output', () => {
    const game = { game_id: 'g', title: 'Neon Drift', platform: 'xb', xd: 'xd1', started_at: null };
    assert.equal(gameText(game), 'Neon Drift on Xbox (XD1)');
    assert.equal(gameText({ ...game, title: null, xd: null, platform: 'ps' }), 'A game on PS5');
    assert.equal(gameText(null), null);
  });

  it("reads a reservation's times in its lab's zone", () => {
    const reservation = {
      start_at: '2026-12-01T21:00:00Z',
      end_at: '2026-12-01T22:30:00Z',
      group_name: 'Team Red',
      timezone: 'America/Chicago',
      is_started: 0 as const,
    };
    assert.equal(reservationText(reservation), 'Reserved next 3:00 PM–4:30 PM · Team Red');
    assert.equal(reservationText({ ...reservation, is_started: 1 }), 'Reserved now 3:00 PM–4:30 PM · Team Red');
  });

  it('puts the game, time played and time left in one line for the pods lists', () => {
    const game = { game_id: 'g', title: 'Neon Drift', platform: 'xb', xd: 'xd2', started_at: '2026-12-01T09:48:00Z' };
    assert.equal(
      floorLine(tile({ game, minutes_left: 30 }), now),
      'Neon Drift on Xbox (XD2) · 12 min played · 30 min left',
    );
    assert.equal(floorLine(tile({ player: null, session_started_at: null }), now), null);
  });

  it('lays 24 pods on the wall as 6 columns of 4 rows', () => {
    assert.equal(wallColumns(24), 6);
    assert.equal(Math.ceil(24 / wallColumns(24)), 4);
    assert.equal(wallColumns(1), 1);
  });
});
