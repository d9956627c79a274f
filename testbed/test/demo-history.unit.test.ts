import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type DemoHistory, historyCommits } from '../src/demo/demo-history.ts';

const HISTORY: DemoHistory = {
  clientId: 'client-1',
  pods: [
    { id: 'pod-1', lab_id: 'lab-free', paid: false },
    { id: 'pod-2', lab_id: 'lab-paid', paid: true },
  ],
  players: ['player-1'],
  games: [
    { id: 'game-a', platform: 'xb' },
    { id: 'game-b', platform: 'pc' },
  ],
  upcoming: ['up-1', 'up-2'],
  offers: [{ id: 'offer-1', name: 'Power Hour', minutes: 60, cents: 900 }],
  days: 21,
  openUtcHour: 16,
};
const TODAY = new Date('2026-11-27T12:00:00Z');

type Played = { started_at: string; ended_at: string; seconds: number };
const plays = (pod: string) =>
  historyCommits(HISTORY, TODAY)
    .filter((c) => c.aggregate === 'play' && c.id === pod)
    .map((c) => c.events[2]?.data as Played);

describe('the demo history', () => {
  it('leaves out what would happen after now', () => {
    // at 01:00 UTC yesterday's venue day is still open: its sessions from 01:00 on are not history yet
    const early = new Date('2026-11-27T01:00:00Z');
    const commits = historyCommits(HISTORY, early);
    assert.ok(commits.length > 0);
    assert.ok(commits.every((c) => c.at.getTime() <= early.getTime()));
  });

  it('is the same history on every run', () => {
    const once = historyCommits(HISTORY, TODAY).map((c) => [c.aggregate, c.at.toISOString(), c.events.length]);
    const again = historyCommits(HISTORY, TODAY).map((c) => [c.aggregate, c.at.toISOString(), c.events.length]);
    assert.deepEqual(once, again);
  });

  it('plays every venue day of the three weeks before today, one session at a time on each pod, none after now', () => {
    for (const pod of ['pod-1', 'pod-2']) {
      const sessions = plays(pod);
      // a venue day opens at 16:00 UTC and runs past midnight UTC
      const venueDay = (p: Played) => new Date(Date.parse(p.started_at) - 16 * 3_600_000).toISOString().slice(0, 10);
      const days = new Set(sessions.map(venueDay));
      assert.equal(days.size, 21, `${pod} played on ${days.size} days`);
      assert.ok(
        sessions.every((p) => Date.parse(p.ended_at) <= TODAY.getTime()),
        'nothing after now',
      );
      for (const [i, p] of sessions.entries()) {
        const next = sessions[i + 1];
        if (next) assert.ok(p.ended_at <= next.started_at, `${pod}: sessions overlap at ${p.ended_at}`);
        assert.ok(p.seconds >= 15 * 60 && p.seconds <= 90 * 60);
      }
    }
  });

  it('sells paid time only in the paid lab, to signed-in players, and surveys some sessions', () => {
    const commits = historyCommits(HISTORY, TODAY);
    const bought = commits.filter((c) => c.aggregate === 'payment');
    assert.ok(bought.length > 0);
    for (const c of bought) {
      const data = c.events[0]?.data as { lab_id: string; user_id: string };
      assert.deepEqual([data.lab_id, data.user_id], ['lab-paid', 'player-1']);
    }
    const surveys = commits.filter((c) => c.aggregate === 'survey');
    const sessions = commits.filter((c) => c.aggregate === 'play');
    assert.ok(surveys.length > sessions.length / 5 && surveys.length < sessions.length / 2);
    assert.ok(
      commits.every((c, i) => i === 0 || (commits[i - 1]?.at.getTime() ?? 0) <= c.at.getTime()),
      'oldest first',
    );
  });
});
