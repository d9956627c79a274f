import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { commandsOfPod } from '@gamepod/projections';
import { json } from '../support/kiosk-fixtures.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';

/** The command calls' bodies as a client written from the specs sends them: forms send text, scripts numbers. */
describe('pod command bodies', () => {
  let f: PodServices;
  let client: TestClient;
  let labId: string;
  let pod: DeployedPod;
  let facilitator: string;
  before(async () => {
    f = await openPodServices();
    client = await f.client();
    labId = await f.lab(client.id);
    pod = await f.deployPod(client, labId);
    facilitator = await f.token(2, client.id);
  });
  after(() => f.close());

  const facilitatorRun = (body: Record<string, unknown>, token = facilitator) =>
    f.post('/api/v1/facilitator/run/command', body, token);

  describe('a command_value sent as a number', () => {
    it('is taken by /facilitator/run/command and stored as its text, as a form would send it', async () => {
      const mute = await facilitatorRun({
        session_id_key: 'kiosk-session',
        token: facilitator,
        command_type: 'mute',
        command_value: 1,
        command_platform: '',
        pod_ids: [pod.id],
      });
      assert.equal(mute.statusCode, 200, mute.body);
      const unmute = await facilitatorRun({ command_type: 'mute', command_value: 0, pod_ids: [pod.id] });
      assert.equal(unmute.statusCode, 200, unmute.body);
      assert.equal((json(unmute).data.commands as Array<{ command_value: string }>)[0]?.command_value, '0');
      const stored = await commandsOfPod(f.deps.db, pod.id);
      assert.deepEqual(stored.map((c) => c.command_value).sort(), ['0', '1']);
    });

    it('is taken by /admin/run/command too, and still judged by its type (led1 needs a colour)', async () => {
      const admin = await f.token(3, client.id);
      const unmute = await f.post(
        '/api/v1/admin/run/command',
        { command_type: 'mute', command_value: 0, pod_ids: [pod.id] },
        admin,
      );
      assert.equal(unmute.statusCode, 200, unmute.body);
      const before = await f.lastSeq();
      const led = await f.post(
        '/api/v1/admin/run/command',
        { command_type: 'led1', command_value: 255, pod_ids: [pod.id] },
        admin,
      );
      assert.equal(led.statusCode, 400);
      assert.equal(json(led).data.field, 'command_value');
      assert.equal(await f.lastSeq(), before);
    });

    it('refuses a value that is neither text nor a number with 400 naming it, appending nothing', async () => {
      const before = await f.lastSeq();
      for (const command_value of [true, { game: 1 }, [1]]) {
        const res = await facilitatorRun({ command_type: 'mute', command_value, pod_ids: [pod.id] });
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(json(res).data.field, 'command_value');
      }
      assert.equal(await f.lastSeq(), before);
    });
  });

  describe('an empty selection', () => {
    it("answers 400 'no-pod-selected' whatever the other fields hold, and appends nothing", async () => {
      const before = await f.lastSeq();
      const bodies: Record<string, unknown>[] = [
        { command_type: 'mute', command_value: 1, pod_ids: [] },
        { command_type: 'led1', command_value: 'not a colour', command_platform: 'nes', pod_ids: [] },
        { command_type: 'reboot', command_value: { x: 1 }, pod_ids: [], unknown_field: true },
        { command_type: 'mute', command_value: '1' },
        { command_type: 'mute', pod_ids: null },
        { pod_ids: '' },
      ];
      for (const body of bodies) {
        const res = await facilitatorRun(body);
        assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
        assert.equal(json(res).message, 'no-pod-selected');
        assert.deepEqual([json(res).data.field, json(res).data.msg_key], ['pod_ids', 'no-pod-selected']);
      }
      const admin = await f.post(
        '/api/v1/admin/run/command',
        { command_type: 'nope', pod_ids: [] },
        await f.token(4, null),
      );
      assert.equal(json(admin).message, 'no-pod-selected');
      assert.equal(await f.lastSeq(), before);
    });

    it('is judged after the caller: no token 401, a player 403', async () => {
      const body = { command_type: 'mute', command_value: 1, pod_ids: [] };
      assert.equal((await f.post('/api/v1/facilitator/run/command', body)).statusCode, 401);
      const player = await f.token(1, client.id, pod.id);
      assert.equal((await facilitatorRun(body, player)).statusCode, 403);
    });
  });
});
