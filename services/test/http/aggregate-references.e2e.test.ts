import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { kioskActivityProjection } from '@gamepod/projections';
import { type GameServices, openGameServices } from '../support/game-fixtures.ts';
import type { KioskPod } from '../support/kiosk-fixtures.ts';

/** An id of another aggregate that a call stores must name one that exists and that the caller may name. */
describe('references to other aggregates', () => {
  let f: GameServices;
  let pod: KioskPod;
  let elsewhere: KioskPod;
  before(async () => {
    f = await openGameServices({ extra: [kioskActivityProjection] });
    pod = await f.kioskPod();
    elsewhere = await f.kioskPod();
  });
  after(() => f.close());

  describe("the kiosk's activity: its game_id", () => {
    const update = (p: KioskPod, game_id: string | number) =>
      f.app.inject({
        method: 'POST',
        url: '/api/v1/session/activity_update',
        payload: { session_id_key: p.session_id_key, activity: 'play_xbox', game_id },
      });
    const refused = async (p: KioskPod, gameId: string | number) => {
      const before = await f.lastSeq();
      const res = await update(p, gameId);
      assert.equal(res.statusCode, 400, `${gameId}: ${res.body}`);
      assert.equal(f.json(res).data.field, 'game_id');
      assert.equal(await f.lastSeq(), before, `${gameId}: something was appended`);
    };

    it('records a game the pod has: a cloud game, or a local one assigned to its lab', async () => {
      const cloud = await f.game({ type: 'cloud' });
      const local = await f.game();
      await f.assign(pod.client.id, [local], { lab_id: pod.lab_id });
      for (const game of [cloud, local]) {
        const res = await update(pod, game);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(f.json(res).data.game_id, game);
      }
      const logged = (await f.logged('PodActivityRecorded')).filter((e) => e.aggregate_id === pod.id);
      assert.deepEqual(
        logged.map((e) => (e.data as { game_id: string }).game_id),
        [cloud, local],
      );
    });

    it('refuses a made-up game id with 400 naming game_id, and appends nothing', async () => {
      for (const made of [randomUUID(), 'no-such-game', 42]) await refused(pod, made);
    });

    it("refuses another client's local game, and a deleted one", async () => {
      const theirs = await f.game();
      await f.assign(elsewhere.client.id, [theirs]);
      await refused(pod, theirs);
      const gone = await f.game({ type: 'cloud' });
      const deleted = await f.post('/api/v1/admin/game/delete', { game_id: gone }, await f.su());
      assert.equal(deleted.statusCode, 200, deleted.body);
      await refused(pod, gone);
    });
  });

  describe("a pod command's request_pod_id (the pod it was sent from)", () => {
    const command = async (token: string, request_pod_id: string) =>
      f.post('/api/v1/admin/run/command', { command_type: 'logout', pod_ids: [pod.id], request_pod_id }, token);

    it("refuses a made-up pod or another client's with 400 naming request_pod_id, and appends nothing", async () => {
      const admin = await f.token(3, pod.client.id);
      for (const made of [randomUUID(), elsewhere.id]) {
        const before = await f.lastSeq();
        const res = await command(admin, made);
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(f.json(res).data.field, 'request_pod_id');
        assert.equal(await f.lastSeq(), before);
      }
    });

    it("records the admin's own pod, and any pod for a super admin", async () => {
      const sibling = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const own = await command(await f.token(3, pod.client.id), sibling.id);
      assert.equal(own.statusCode, 200, own.body);
      const su = await command(await f.su(), elsewhere.id);
      assert.equal(su.statusCode, 200, su.body);
      const issued = (await f.logged('PodCommandIssued')).filter((e) => e.aggregate_id === pod.id);
      assert.deepEqual(issued.map((e) => (e.data as { request_pod_id: string | null }).request_pod_id).slice(-2), [
        sibling.id,
        elsewhere.id,
      ]);
    });
  });
});
