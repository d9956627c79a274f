import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { uuidv7 } from '@gamepod/events';
import { commandsOfPod, gamesProjection } from '@gamepod/projections';
import { deployCloudGame } from '../support/cloud-game.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';
import { connectWS, type TestSocket } from '../support/ws-client.ts';

type Json = { status: boolean; message: string; data: Record<string, unknown> & { field?: string } };
const json = (res: { json: () => unknown }) => res.json() as Json;

describe('pod commands', () => {
  let f: PodServices;
  let admin: string;
  let client: TestClient;
  let labId: string;
  const sockets: TestSocket[] = [];
  before(async () => {
    f = await openPodServices({ extra: [gamesProjection] });
    admin = await f.token(4, null);
    client = await f.client();
    labId = await f.lab(client.id);
  });
  after(async () => {
    for (const s of sockets) s.ws.terminate();
    await f.close();
  });

  /** A cloud game on Xbox, which every pod has without an assignment; returns its id. */
  const cloudGame = () => deployCloudGame(f.deps);
  const run = (body: Record<string, unknown>, token = admin) => f.post('/api/v1/admin/run/command', body, token);
  const rowOf = async (pod: DeployedPod) => {
    const { pods } = json(await f.get(`/api/v1/admin/kiosk/pods?lab_id=${labId}`, admin)).data as {
      pods: Array<{ id: string; lock_out: number }>;
    };
    return pods.find((p) => p.id === pod.id);
  };

  describe('when an admin sends reboot to two pods', () => {
    it('issues one command per pod, expiring in five minutes, recorded in the read model', async () => {
      const pods = [await f.deployPod(client, labId), await f.deployPod(client, labId)];
      const sent = Date.now();
      const res = await run({ command_type: 'reboot', pod_ids: pods.map((p) => p.id) });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(json(res).message, 'Command sent to 2 pods');
      const commands = json(res).data.commands as Array<{ pod_id: string; command_id: string; expires_at: string }>;
      assert.deepEqual(commands.map((c) => c.pod_id).sort(), pods.map((p) => p.id).sort());
      for (const c of commands) {
        const ttl = Date.parse(c.expires_at) - sent;
        assert.ok(ttl > 290_000 && ttl <= 301_000, `expires ${ttl} ms after sending`);
        const [row] = await commandsOfPod(f.deps.db, c.pod_id);
        assert.equal(row?.command_id, c.command_id);
        assert.equal(row?.status, 'issued');
        assert.match(row?.issued_by ?? '', /^user-4-all-/);
      }
    });
  });

  describe('when the lock switch is turned on and off', () => {
    it('appends PodCommandIssued and PodLockoutChanged in one commit, and the list shows it at once', async () => {
      const pod = await f.deployPod(client, labId);
      assert.equal((await run({ command_type: 'lockout', pod_ids: [pod.id] })).statusCode, 200);
      const { events } = await f.deps.store.read('pod', pod.id);
      const [issued, locked] = events.slice(-2);
      assert.equal(issued?.type, 'PodCommandIssued');
      assert.equal(locked?.type, 'PodLockoutChanged');
      assert.deepEqual(locked?.data, { lock_out: true });
      assert.equal(issued?.seq, locked?.seq, 'one commit');
      assert.equal((await rowOf(pod))?.lock_out, 1);

      assert.equal((await run({ command_type: 'unlockout', pod_ids: [pod.id] })).statusCode, 200);
      assert.equal((await rowOf(pod))?.lock_out, 0);
    });
  });

  describe('when a command is refused', () => {
    it("answers no pods with 400 'no-pod-selected' and appends nothing", async () => {
      const before = await f.lastSeq();
      const res = await run({ command_type: 'reboot', pod_ids: [] });
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, 'no-pod-selected');
      assert.equal(json(res).data.field, 'pod_ids');
      assert.equal(await f.lastSeq(), before);
    });

    it("sends nothing to any pod when one of them is another client's (403)", async () => {
      const own = await f.deployPod(client, labId);
      const other = await f.client();
      const theirs = await f.deployPod(other, await f.lab(other.id));
      const clientAdmin = await f.token(3, client.id);
      const before = await f.lastSeq();
      const res = await run({ command_type: 'reboot', pod_ids: [own.id, theirs.id] }, clientAdmin);
      assert.equal(res.statusCode, 403);
      assert.equal(await f.lastSeq(), before);
      assert.deepEqual(await commandsOfPod(f.deps.db, own.id), []);
    });

    it('sends nothing when one pod does not exist (404)', async () => {
      const own = await f.deployPod(client, labId);
      const before = await f.lastSeq();
      const res = await run({ command_type: 'reboot', pod_ids: [own.id, uuidv7()] });
      assert.equal(res.statusCode, 404);
      assert.equal(await f.lastSeq(), before);
    });
  });

  describe("a facilitator's Manage Event", () => {
    it('plays a game on the selected pods of their client', async () => {
      const pod = await f.deployPod(client, labId);
      const game = await cloudGame();
      const res = await f.post(
        '/api/v1/facilitator/run/command',
        { command_type: 'play_game', command_value: game, command_platform: 'xb', pod_ids: [pod.id] },
        await f.token(2, client.id),
      );
      assert.equal(res.statusCode, 200, res.body);
      const [row] = await commandsOfPod(f.deps.db, pod.id);
      assert.equal(row?.command_type, 'play_game');
      assert.equal(row?.command_platform, 'xb');
    });

    it('takes the token in the body as the kiosk sends it', async () => {
      const pod = await f.deployPod(client, labId);
      const res = await f.app.inject({
        method: 'POST',
        url: '/api/v1/facilitator/run/command',
        payload: {
          session_id_key: 'kiosk-session',
          token: await f.token(2, client.id),
          command_type: 'mute',
          command_value: '1',
          command_platform: '',
          pod_ids: [pod.id],
        },
      });
      assert.equal(res.statusCode, 200, res.body);
    });
  });

  describe("a player signed in on the pod, whose page hears the pod's channel", () => {
    it('receives the pod-command push', async () => {
      const pod = await f.deployPod(client, labId);
      const socket = await connectWS(f.app, `/api/v1/ws?token=${await f.token(1, client.id, pod.id)}`);
      sockets.push(socket);
      socket.send({ op: 'subscribe', channel: `pod.${pod.id}` });
      assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `pod.${pod.id}` });
      const res = await run({ command_type: 'led1', command_value: '#FF8000', pod_ids: [pod.id], request_pod_id: '' });
      const [command] = json(res).data.commands as Array<{ command_id: string; expires_at: string }>;
      assert.deepEqual(await socket.next(), {
        op: 'message',
        channel: `pod.${pod.id}`,
        kind: 'pod-command',
        payload: {
          pod_id: pod.id,
          pod_ids: [pod.id],
          command_id: command?.command_id,
          command_type: 'led1',
          command_value: '#FF8000',
          command_platform: null,
          expires_at: command?.expires_at,
          request_pod_id: null,
          players: null,
        },
      });
    });
  });
  describe("another client's admin", () => {
    it("is refused that client's pod and lab channels", async () => {
      const pod = await f.deployPod(client, labId);
      const other = await f.client();
      const socket = await connectWS(f.app, `/api/v1/ws?token=${await f.token(3, other.id)}`);
      sockets.push(socket);
      for (const channel of [`pod.${pod.id}`, `lab.${labId}`]) {
        socket.send({ op: 'subscribe', channel });
        assert.deepEqual(await socket.next(), {
          op: 'error',
          message: "You don't have permissions to access this area",
          channel,
        });
      }
    });
  });
});
