import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minutesLeftAt, runsOutAt, type TimeBalanceTable } from '../src/index.ts';

const start = new Date('2027-01-20T10:00:00Z');
const row = (over: Partial<TimeBalanceTable> = {}): TimeBalanceTable => ({
  user_id: 'u1',
  paid_minutes: 60,
  comp_minutes: 10,
  used_minutes: 20,
  pending_launch: null,
  playing_launch: null,
  playing_pod: null,
  playing_since: null,
  ...over,
});
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('the meter at an instant', () => {
  it('is paid + comp - used while nothing paid is running, and 0 for a player it never saw', () => {
    assert.equal(minutesLeftAt(row(), start), 50);
    assert.equal(minutesLeftAt(undefined, start), 0);
    assert.equal(runsOutAt(row()), null);
  });
  it('counts a running paid session to the second, a begun minute still left, and ends exactly at 0', () => {
    const playing = row({ playing_launch: 'l1', playing_pod: 'p1', playing_since: start });
    assert.equal(minutesLeftAt(playing, at(0)), 50);
    assert.equal(minutesLeftAt(playing, at(1)), 50);
    assert.equal(minutesLeftAt(playing, at(60)), 49);
    assert.equal(minutesLeftAt(playing, at(49 * 60 + 59)), 1);
    assert.equal(minutesLeftAt(playing, at(50 * 60)), 0);
    assert.equal(minutesLeftAt(playing, at(90 * 60)), 0);
    assert.deepEqual(runsOutAt(playing), at(50 * 60));
  });
  it('never shows below 0, and a session begun with no time runs out at its start', () => {
    const overdrawn = row({ used_minutes: 75, playing_launch: 'l1', playing_pod: 'p1', playing_since: start });
    assert.equal(minutesLeftAt(overdrawn, at(30)), 0);
    assert.deepEqual(runsOutAt(overdrawn), start);
  });
});
