import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminGameRow } from '@gamepod/contracts/http';
import type { LightMyRequestResponse } from 'fastify';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type GameServices, openGameServices } from '../support/game-fixtures.ts';
import type { KioskPod } from '../support/kiosk-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

const api = '/api/v1/admin/kiosk';

describe('game assignment', () => {
  let g: GameServices;
  let su: string;
  let pod: KioskPod;
  let client: TestClient;
  let other: TestClient;
  let local: string;
  let cloud: string;
  let survey: string;
  before(async () => {
    g = await openGameServices();
    su = await g.su();
    pod = await g.kioskPod();
    client = pod.client;
    other = await g.client();
    local = await g.game({ title: `Assignable ${Date.now()}` });
    cloud = await g.game({ type: 'cloud' });
    survey = await g.game({ is_survey_only: '1' });
  });
  after(() => g.close());

  const list = async (query: string, token = su) => {
    const paged = query.includes('length=') ? query : `length=100&${query}`;
    const res = await g.get(`${api}/games_list?${paged}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { games: AdminGameRow[]; current_page: number; last_page: number; total_rows: number };
  };
  const row = (rows: readonly AdminGameRow[], id: string) => rows.find((r) => r.GameId === id);
  const add = (body: Record<string, unknown>, token = su) => g.post(`${api}/add_gameids`, body, token);
  const del = (body: Record<string, unknown>, token = su) => g.post(`${api}/del_gameids`, body, token);

  it('lists the whole catalogue for client 0, paged by name', async () => {
    const page = await list('client_id=0');
    assert.ok(page.total_rows >= 3);
    assert.equal(page.current_page, 1);
    const names = page.games.map((r) => r.GameName.toLowerCase());
    assert.deepEqual(names, [...names].sort());
    const small = await list('client_id=0&length=1&page=2');
    assert.equal(small.games.length, 1);
    assert.equal(small.last_page, page.total_rows);
  });

  it('marks the catalogue for a client: local games selectable, cloud and survey-only locked', async () => {
    const { games } = await list(`client_id=0&for_client_id=${client.id}`);
    assert.deepEqual(
      { assigned: row(games, local)?.assigned, locked: row(games, local)?.locked },
      { assigned: 0, locked: 0 },
    );
    assert.equal(row(games, cloud)?.locked, 1);
    assert.equal(row(games, cloud)?.scope, 'cloud');
    assert.equal(row(games, survey)?.locked, 1);
  });

  it("assigns to a client admin's own client, shows it assigned, and takes it back", async () => {
    const admin = await g.token(3, client.id);
    const res = await add({ client_id: client.id, game_ids: [local] }, admin);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, '1 game assigned');
    assert.equal(res.json().data.changed, 1);
    const marked = row((await list(`client_id=0&for_client_id=${client.id}`, admin)).games, local);
    assert.equal(marked?.assigned, 1);
    assert.equal(marked?.scope, 'client');
    const theirs = await list(`client_id=${client.id}`, admin);
    const assigned = row(theirs.games, local);
    assert.equal(assigned?.scope, 'client');
    assert.ok(row(theirs.games, cloud), 'cloud games are every venue’s');
    assert.equal(row(theirs.games, survey), undefined);
    const again = await add({ client_id: client.id, game_ids: [local] }, admin);
    assert.equal(again.json().data.changed, 0, 'assigning what is assigned changes nothing');
    const removed = await del({ client_id: client.id, game_ids: [local] }, admin);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, '1 game removed');
    assert.equal(row((await list(`client_id=${client.id}`, admin)).games, local), undefined);
  });

  it('assigns to a lab and to a pod; the pod sees the lab’s as locked, assigned above it', async () => {
    const game = await g.game();
    assert.equal((await add({ client_id: client.id, lab_id: pod.lab_id, game_ids: [game] })).statusCode, 200);
    const forPod = row((await list(`client_id=0&for_client_id=${client.id}&pod_id=${pod.id}`)).games, game);
    assert.deepEqual(
      { assigned: forPod?.assigned, locked: forPod?.locked, scope: forPod?.scope },
      {
        assigned: 1,
        locked: 1,
        scope: 'lab',
      },
    );
    const podGame = await g.game();
    assert.equal((await add({ client_id: client.id, pod_id: pod.id, game_ids: [podGame] })).statusCode, 200);
    const rows = (await list(`client_id=${client.id}`)).games;
    assert.equal(row(rows, game)?.target_id, pod.lab_id);
    assert.equal(row(rows, podGame)?.scope, 'pod');
    assert.equal(row(rows, podGame)?.target_name, 'A1');
    assert.equal((await del({ client_id: client.id, pod_id: pod.id, game_ids: [game] })).json().data.changed, 0);
  });

  describe('keeps tenants apart', () => {
    it("answers 403 to a client admin listing or assigning another client's games, appending nothing", async () => {
      const admin = await g.token(3, client.id);
      assert.equal((await g.get(`${api}/games_list?client_id=${other.id}`, admin)).statusCode, 403);
      assert.equal((await g.get(`${api}/games_list?client_id=0&for_client_id=${other.id}`, admin)).statusCode, 403);
      const before = await g.lastSeq();
      assert.equal((await add({ client_id: other.id, game_ids: [local] }, admin)).statusCode, 403);
      assert.equal((await del({ client_id: other.id, game_ids: [local] }, admin)).statusCode, 403);
      assert.equal(await g.lastSeq(), before);
    });
    it("answers 403 to a client admin naming another client's lab or pod under their own client", async () => {
      const admin = await g.token(3, other.id);
      const before = await g.lastSeq();
      const lab = await add({ client_id: other.id, lab_id: pod.lab_id, game_ids: [local] }, admin);
      assert.equal(lab.statusCode, 403, lab.body);
      assert.equal((await add({ client_id: other.id, pod_id: pod.id, game_ids: [local] }, admin)).statusCode, 403);
      assert.equal(await g.lastSeq(), before);
      const listed = await g.get(`${api}/games_list?client_id=0&for_client_id=${other.id}&pod_id=${pod.id}`, admin);
      assert.equal(listed.statusCode, 403);
    });
    it('lets a super admin assign for any client', async () => {
      const res = await add({ client_id: other.id, game_ids: [local] });
      assert.equal(res.statusCode, 200, res.body);
    });
    for (const role of [1, 2, 5]) {
      it(`answers 403 to role ${role}`, async () => {
        const token = await g.token(role, client.id);
        assert.equal((await g.get(`${api}/games_list?client_id=0`, token)).statusCode, 403);
        assert.equal((await add({ client_id: client.id, game_ids: [local] }, token)).statusCode, 403);
      });
    }
    it('answers 401 without a session', async () => {
      assert.equal((await g.get(`${api}/games_list`)).statusCode, 401);
    });
  });

  describe('refuses bad input with a 400 naming the field, appending nothing', () => {
    const bad = (send: () => Promise<LightMyRequestResponse>, field: string) => async () => {
      await assertBadInput(g, send, field);
    };
    it(
      'a cloud game',
      bad(() => add({ client_id: client.id, game_ids: [cloud] }), 'game_ids'),
    );
    it(
      'a survey-only game',
      bad(() => add({ client_id: client.id, game_ids: [survey] }), 'game_ids'),
    );
    it(
      'a game that is not in the catalogue',
      bad(() => add({ client_id: client.id, game_ids: ['no-such-game'] }), 'game_ids'),
    );
    it(
      'no games',
      bad(() => add({ client_id: client.id, game_ids: [] }), 'game_ids'),
    );
    it(
      'a client that is not there',
      bad(() => add({ client_id: 'no-such-client', game_ids: [local] }), 'client_id'),
    );
    it(
      'a lab that is not there',
      bad(() => add({ client_id: client.id, lab_id: 'no-such-lab', game_ids: [local] }), 'lab_id'),
    );
    it(
      'a mode other than add or del',
      bad(() => add({ client_id: client.id, mode: 'swap', game_ids: [local] }), 'mode'),
    );
    it('a page length over 100', async () => {
      const res = await g.get(`${api}/games_list?length=500`, su);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().data.field, 'length');
    });
  });
});
