import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientsProjection } from '@gamepod/projections';
import { issueSession } from '../../src/users/application/sessions.ts';
import { assertRefused } from '../support/admin-users-fixtures.ts';
import { type IdentityServices, openIdentityServices } from '../support/identity-fixtures.ts';
import type { KioskPod } from '../support/kiosk-fixtures.ts';

const URL = '/api/v1/user/update/streaming';

describe("the station's streaming (/user/update/streaming)", () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let playerId: string;
  let player: string;
  before(async () => {
    // the switch's reply names the player's client
    f = await openIdentityServices({ extra: [clientsProjection] });
    pod = await f.kioskPod();
    playerId = (await f.account(1, { client_id: pod.client.id })).id;
    player = await f.token(1, pod.client.id, pod.id);
  });
  after(() => f.close());

  const streaming = (body: Record<string, unknown>, token: string | undefined = player) =>
    f.post(URL, { session_id_key: pod.session_id_key, ...body }, token);
  const lastCommand = async () => {
    const { events } = await f.deps.store.read('pod', pod.id);
    return events.filter((e) => e.type === 'PodCommandIssued').at(-1)?.data as Record<string, unknown>;
  };

  it('sends the pod a streaming command as the player asks', async () => {
    const res = await streaming({ streaming: 1 });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.deepEqual([data.is_streaming, data.stream_default], [1, 0]);
    const command = await lastCommand();
    assert.deepEqual([command.command_type, command.command_value], ['streaming', '1']);
    assert.equal(command.command_id, data.command_id);
  });

  it("follows the player's stream_default when nothing is asked", async () => {
    const own = await f.token(1, pod.client.id, pod.id);
    const mine = await f.post(URL, { session_id_key: pod.session_id_key }, own);
    assert.equal(mine.json().data.is_streaming, 0, 'a session whose player has no default streams nothing');
    // staff turn the player's Stream switch on; the player's own session then streams by default
    const admin = await f.token(3, pod.client.id);
    const on = await f.post(
      '/api/v1/admin/kiosk/users/update_switches',
      { user_id: playerId, type: 'stream_default', value: 1, tbl: 'player' },
      admin,
    );
    assert.equal(on.statusCode, 200, on.body);
    const login = await issueSession(f.deps, {
      user_id: playerId,
      role: 1,
      client_id: pod.client.id,
      pod_id: pod.id,
      kind: 'pod',
      ttlMs: 60_000,
    });
    const res = await f.post(URL, { session_id_key: pod.session_id_key }, login.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().data.is_streaming, res.json().data.stream_default], [1, 1]);
    assert.equal((await lastCommand()).command_value, '1');
  });

  it('refuses another pod, staff and no session, and a value other than 1 or 0, appending nothing', async () => {
    const other = await f.kioskPod({ client: pod.client });
    const elsewhere = await f.token(1, pod.client.id, other.id);
    await assertRefused(f, () => streaming({ streaming: 1 }, elsewhere), 403);
    const staff = await f.token(3, pod.client.id);
    await assertRefused(f, () => streaming({ streaming: 1 }, staff), 403);
    await assertRefused(f, () => f.post(URL, { session_id_key: pod.session_id_key, streaming: 1 }), 401);
    await assertRefused(f, () => streaming({ streaming: 2 }), 400, 'streaming');
    await assertRefused(f, () => streaming({ streaming: 'yes' }), 400, 'streaming');
  });
});
