import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PlayingActivitiesPage } from '@gamepod/contracts/http';
import { SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { clientsProjection, gamesProjection, playSessionsProjection } from '@gamepod/projections';
import { assertRefused } from '../support/admin-users-fixtures.ts';
import { type IdentityServices, openIdentityServices } from '../support/identity-fixtures.ts';
import type { KioskPod } from '../support/kiosk-fixtures.ts';

const URL = '/api/v1/common/players/playing_activities';

describe("a player's play history (/common/players/playing_activities)", () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let player: string;
  let admin: string;
  before(async () => {
    f = await openIdentityServices({ extra: [gamesProjection, playSessionsProjection, clientsProjection] });
    pod = await f.kioskPod();
    player = (await f.account(1, { client_id: pod.client.id })).id;
    admin = await f.token(3, pod.client.id);
    // twelve sessions of 90 s each, one a day from 2026-03-01 12:00 UTC; a group of 3 on the last
    for (let day = 1; day <= 12; day++) {
      const start = new Date(Date.UTC(2026, 2, day, 12));
      await play(start, day === 12 ? 3 : 1);
    }
  });
  after(() => f.close());

  async function play(start: Date, players: number) {
    const launch_id = uuidv7();
    const end = new Date(start.getTime() + 90_000);
    const base = { launch_id, game_id: 'no-such-game', user_id: player, platform: 'xb' as const };
    const { seq } = await f.deps.store.append(
      'play',
      pod.id,
      [
        {
          type: 'GameLaunchRequested',
          data: {
            ...base,
            client_id: pod.client.id,
            lab_id: pod.lab_id,
            xd: 'xd1',
            players,
            paid: false,
            via: 'player',
          },
        },
        { type: 'GamePlayStarted', data: { ...base, started_at: start.toISOString() } },
        {
          type: 'GamePlayEnded',
          data: {
            ...base,
            started_at: start.toISOString(),
            ended_at: end.toISOString(),
            seconds: 90,
            minutes: 2,
            paid: false,
            reason: 'ended',
          },
        },
      ],
      { expectedVersion: 'any', context: { actor: SYSTEM_ACTOR } },
    );
    await f.deps.checkpoints.waitFor(['play_sessions', 'users'], seq);
  }

  const page = async (query: string, token = admin) => {
    const res = await f.get(`${URL}?user_id=${player}&${query}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as PlayingActivitiesPage;
  };

  it('lists the sessions newest first, 10 a page, in the fields of Game Playing Time', async () => {
    const first = await page('page=1');
    assert.equal(first.activities.length, 10);
    assert.deepEqual([first.total_rows, first.last_page, first.current_page], [12, 2, 1]);
    assert.equal(first.status_text, 'Showing 1 to 10 of 12 entries');
    const [newest] = first.activities;
    assert.deepEqual(
      { ...newest, id: typeof newest?.id },
      {
        id: 'string',
        session: { pod: { podnav: { license: 'A1' } } },
        PlatformName: 'Xbox',
        game: { game_title: null },
        StartAt: '03/12/2026 12:00 PM',
        EndAt: '03/12/2026 12:01 PM',
        play_time: 1.5,
        guests: 2,
      },
    );
    const second = await page('page=2');
    assert.deepEqual(
      second.activities.map((a) => a.StartAt),
      ['03/02/2026 12:00 PM', '03/01/2026 12:00 PM'],
    );
  });

  it('keeps to the days asked for, read in the time zone given', async () => {
    const range = await page('start_date=2026-03-03&end_date=2026-03-04');
    assert.deepEqual(
      range.activities.map((a) => a.StartAt),
      ['03/04/2026 12:00 PM', '03/03/2026 12:00 PM'],
    );
    // 12:00 UTC is 21:00 in Tokyo: 2026-03-05 there holds the 5th's session only
    const tokyo = await page('start_date=2026-03-05&end_date=2026-03-05&user_timezone=Asia/Tokyo');
    assert.deepEqual(
      tokyo.activities.map((a) => a.StartAt),
      ['03/05/2026 09:00 PM'],
    );
    const none = await page('start_date=2027-01-01');
    assert.deepEqual([none.activities, none.total_rows], [[], 0]);
  });

  it("feeds the users list's play time: each session's minutes, rounded up", async () => {
    const res = await f.get(`/api/v1/admin/kiosk/users/edit?user_id=${player}`, admin);
    assert.equal(res.statusCode, 200, res.body);
    // twelve sessions of 90 s: 2 started minutes each
    assert.equal(res.json().data.player.time_play, 24);
  });

  it("answers a super admin, and 403 to another client's admin or a player", async () => {
    assert.equal((await page('page=1', await f.token(4, null))).total_rows, 12);
    const stranger = await f.token(3, (await f.client()).id);
    await assertRefused(f, () => f.get(`${URL}?user_id=${player}`, stranger), 403);
    const self = await f.token(1, pod.client.id, pod.id);
    await assertRefused(f, () => f.get(`${URL}?user_id=${player}`, self), 403);
  });

  it('answers 400 naming the field for bad dates, zones or pages, and 404 for no such user', async () => {
    for (const [query, field] of [
      ['start_date=03/01/2026', 'start_date'],
      ['start_date=2026-03-05&end_date=2026-03-01', 'end_date'],
      ['user_timezone=Mars/Olympus', 'user_timezone'],
      ['page=0', 'page'],
    ]) {
      await assertRefused(f, () => f.get(`${URL}?user_id=${player}&${query}`, admin), 400, field);
    }
    await assertRefused(f, () => f.get(`${URL}?user_id=${uuidv7()}`, admin), 404);
  });
});
