import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { GameDto } from '@gamepod/contracts/http';
import { SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { usersProjection } from '@gamepod/projections';
import { type GameServices, openGameServices } from '../support/game-fixtures.ts';
import type { KioskPod } from '../support/kiosk-fixtures.ts';

type Page = { games: GameDto[]; current_page: number; last_page: number; total_rows: number; per_page: number };

describe("the pod's game list (/game/list)", () => {
  let g: GameServices;
  let pod: KioskPod;
  let player: string;
  const tag = `q${Date.now().toString(36)}`;
  const ids: Record<string, string> = {};
  before(async () => {
    // the list reads the player's birth date (ESRB limits) from the users read model
    g = await openGameServices({ extra: [usersProjection] });
    pod = await g.kioskPod({ fields: { xd1: 'xb', xd2: 'sw' } });
    player = await g.token(1, pod.client.id, pod.id);
    const other = await g.kioskPod({ client: pod.client });
    const make = async (name: string, fields: Record<string, string>) => {
      ids[name] = await g.game({ title: `${tag} ${name}`, ...fields });
    };
    await make('Alpha Racer', { genre: 'Racing & flying', esrb: 'Everyone', released: '01/10/2020' });
    await make('beta brawl', { genre: 'Fighting', esrb: 'Teen 13+', released: '03/01/2023' });
    await make('Gamma Quest', { genre: 'Roleplaying', esrb: 'Mature 17+', released: '06/15/2022', platform: 'sw' });
    await make('Delta Down', { status: 'down' });
    await make('Epsilon Survey', { is_survey_only: '1' });
    await make('Zeta Unassigned', {});
    await make('Eta Cloud', { type: 'cloud', released: '01/01/2019' });
    await make('Theta Other Pod', {});
    await make('Iota Pod Only', { genre: 'Indie' });
    await g.assign(pod.client.id, [ids['Alpha Racer'], ids['Delta Down']].map(String));
    await g.assign(pod.client.id, [String(ids['beta brawl'])], { lab_id: pod.lab_id });
    await g.assign(pod.client.id, [String(ids['Gamma Quest'])], { lab_id: pod.lab_id });
    await g.assign(pod.client.id, [String(ids['Iota Pod Only'])], { pod_id: pod.id });
    await g.assign(pod.client.id, [String(ids['Theta Other Pod'])], { pod_id: other.id });
    // two plays of beta brawl, one of Gamma Quest: the Popular sort's order
    for (const game of ['beta brawl', 'beta brawl', 'Gamma Quest']) {
      const launch_id = uuidv7();
      const { seq } = await g.deps.store.append(
        'play',
        pod.id,
        [
          {
            type: 'GamePlayStarted',
            data: {
              launch_id,
              game_id: String(ids[game]),
              user_id: null,
              platform: 'xb',
              started_at: new Date().toISOString(),
            },
          },
        ],
        { expectedVersion: 'any', context: { actor: SYSTEM_ACTOR } },
      );
      await g.deps.checkpoints.waitFor(['games'], seq);
    }
  });
  after(() => g.close());

  const list = async (query: string, token = player) => {
    const res = await g.get(
      `/api/v1/game/list?session_id_key=${encodeURIComponent(pod.session_id_key)}&${query}`,
      token,
    );
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Page;
  };
  const names = (p: Page) => p.games.map((x) => x.GameName.replace(`${tag} `, ''));

  it("lists the active games assigned to the pod's client, lab or pod, and cloud games, on xd1's platform", async () => {
    const page = await list(`xd=xd1&sort=abc&search=${tag}`);
    assert.deepEqual(names(page), ['Alpha Racer', 'beta brawl', 'Eta Cloud', 'Iota Pod Only']);
    assert.equal(page.total_rows, 4);
  });

  it("lists xd2's console's games on xd2", async () => {
    assert.deepEqual(names(await list(`xd=xd2&sort=abc&search=${tag}`)), ['Gamma Quest']);
  });

  it('searches by name without regard to case', async () => {
    assert.deepEqual(names(await list(`xd=xd1&search=${tag.toUpperCase()}%20BETA`)), ['beta brawl']);
    assert.deepEqual(names(await list(`xd=xd1&search=${tag}%20alpha`)), ['Alpha Racer']);
  });

  it('sorts Popular by play count, Newest by release, ABC by name', async () => {
    const popular = names(await list(`xd=xd1&sort=popular&search=${tag}`));
    assert.equal(popular[0], 'beta brawl');
    assert.deepEqual(names(await list(`xd=xd1&sort=newest&search=${tag}`)), [
      'Iota Pod Only',
      'beta brawl',
      'Alpha Racer',
      'Eta Cloud',
    ]);
    assert.deepEqual(popular.slice(1).sort(), ['Alpha Racer', 'Eta Cloud', 'Iota Pod Only']);
  });

  it('filters by storage type, genre and rating, several values of one filter at once', async () => {
    assert.deepEqual(names(await list(`xd=xd1&search=${tag}&game_type=cloud`)), ['Eta Cloud']);
    assert.deepEqual(names(await list(`xd=xd1&sort=abc&search=${tag}&game_genre=Fighting&game_genre=Indie`)), [
      'beta brawl',
      'Iota Pod Only',
    ]);
    assert.deepEqual(names(await list(`xd=xd1&search=${tag}&game_esrb=Teen%2013%2B`)), ['beta brawl']);
  });

  it('pages: games, current_page, last_page and total_rows, sm pages smaller than lg', async () => {
    const sm = await list(`xd=xd1&screen=sm&search=${tag}`);
    const lg = await list(`xd=xd1&screen=lg&search=${tag}`);
    assert.ok(sm.per_page < lg.per_page);
    assert.equal(sm.current_page, 1);
    assert.equal(sm.last_page, 1);
    const past = await list(`xd=xd1&page=3&search=${tag}`);
    assert.deepEqual(past.games, []);
    assert.equal(past.total_rows, 4);
    assert.equal(past.current_page, 3);
  });

  it('lets staff and facilitators on the pod list a platform by name; a player may not', async () => {
    const staff = await g.token(3, pod.client.id);
    const page = await list(`xd=sw&sort=abc&search=${tag}`, staff);
    assert.deepEqual(names(page), ['Gamma Quest']);
    const facilitator = await g.token(2, pod.client.id);
    assert.deepEqual(names(await list(`xd=sw&sort=abc&search=${tag}`, facilitator)), ['Gamma Quest']);
    const res = await g.get(`/api/v1/game/list?session_id_key=${encodeURIComponent(pod.session_id_key)}&xd=sw`, player);
    assert.equal(res.statusCode, 403);
  });

  it("answers 403 to a player signed in on another pod, or another client's admin", async () => {
    const other = await g.kioskPod({ client: pod.client });
    const elsewhere = await g.token(1, pod.client.id, other.id);
    const url = `/api/v1/game/list?session_id_key=${encodeURIComponent(pod.session_id_key)}&xd=xd1`;
    assert.equal((await g.get(url, elsewhere)).statusCode, 403);
    const stranger = await g.token(3, (await g.client()).id);
    assert.equal((await g.get(url, stranger)).statusCode, 403);
  });

  it('answers 401 without a session, and 400 naming the field for a bad xd, sort or filter', async () => {
    const base = `/api/v1/game/list?session_id_key=${encodeURIComponent(pod.session_id_key)}`;
    assert.equal((await g.get(`${base}&xd=xd1`)).statusCode, 401);
    for (const [query, field] of [
      ['xd=xd3', 'xd'],
      ['xd=xd1&sort=random', 'sort'],
      ['xd=xd1&game_genre=Puzzle', 'game_genre'],
      ['xd=xd1&page=0', 'page'],
    ]) {
      const res = await g.get(`${base}&${query}`, player);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().data.field, field, query);
    }
  });
});
