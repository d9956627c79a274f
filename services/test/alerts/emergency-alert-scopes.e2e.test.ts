import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientsProjection, emergencyAlertsProjection, labsProjection } from '@gamepod/projections';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

const RAISE = '/api/v1/admin/alerts/emergency';
const END = '/api/v1/admin/alerts/emergency/end';
const LIST = '/api/v1/admin/alerts/emergency/list';
const FORM = { title: 'Severe weather', content: 'Move away from the windows.', expire: 60 };

type Frame = { payload: { message: string; data: { alert?: { id: string; client: string }; alert_id?: string } } };
type Row = { id: string; scope: string; client_id: string | null; status: string; client_name: string | null };

describe('the emergency alert in scopes: raise for everyone, a client or a lab; end it; list them', () => {
  let k: KioskServices;
  let own: TestClient;
  let other: TestClient;
  let ownPods: KioskPod[];
  let otherPod: KioskPod;
  let admin: string;
  let otherAdmin: string;
  let su: string;
  before(async () => {
    k = await openKioskServices({ extra: [emergencyAlertsProjection, clientsProjection, labsProjection] });
    own = await k.client();
    other = await k.client();
    ownPods = [await k.kioskPod({ client: own }), await k.kioskPod({ client: own })];
    otherPod = await k.kioskPod({ client: other });
    admin = await k.token(3, own.id);
    otherAdmin = await k.token(3, other.id);
    su = await k.token(4, null);
  });
  after(() => k.close());

  const raise = (token: string, body: Record<string, unknown>) => k.post(RAISE, { ...FORM, ...body }, token);
  const sockets = (pods: readonly KioskPod[]) => Promise.all(pods.map((p) => k.podSocket(p)));
  const message = async (s: TestSocket) => ((await s.next()) as unknown as Frame).payload;

  it("reaches every pod of the admin's client, across its labs, and no other client's", async () => {
    const [a, b, elsewhere] = await sockets([...ownPods, otherPod]);
    const res = await raise(admin, { scope: 'client', client_id: own.id });
    assert.equal(res.statusCode, 200, res.body);
    const { alert_id, pods } = k.json(res).data as { alert_id: string; pods: number };
    assert.equal(pods, 2);
    for (const s of [a, b]) {
      const got = await message(s as TestSocket);
      assert.deepEqual([got.message, got.data.alert?.id], ['emergency_alert', alert_id]);
    }
    assert.equal(await (elsewhere as TestSocket).silentFor(150), true);

    // ended early: the same pods take it off the screen
    const ended = await k.post(END, { alert_id }, admin);
    assert.equal(ended.statusCode, 200, ended.body);
    for (const s of [a, b]) {
      const got = await message(s as TestSocket);
      assert.deepEqual([got.message, got.data.alert_id], ['emergency_alert_ended', alert_id]);
    }
    const rows = (k.json(await k.get(LIST, admin)).data as { alerts: Row[] }).alerts;
    assert.equal(rows.find((r) => r.id === alert_id)?.status, 'ended');
  });

  it("lets a super admin alert everyone, each pod titled by its own client's name", async () => {
    const [mine, theirs] = await sockets([ownPods[0] as KioskPod, otherPod]);
    const res = await raise(su, { scope: 'global' });
    assert.equal(res.statusCode, 200, res.body);
    const ownTitle = (await message(mine as TestSocket)).data.alert?.client;
    const otherTitle = (await message(theirs as TestSocket)).data.alert?.client;
    assert.ok(ownTitle && otherTitle && ownTitle !== otherTitle);
    const { alert_id } = k.json(res).data as { alert_id: string };
    // a client admin sees their own client's alerts, not everyone's, and cannot end a global one
    const rows = (k.json(await k.get(LIST, admin)).data as { alerts: Row[] }).alerts;
    assert.ok(!rows.some((r) => r.id === alert_id));
    assert.equal((await k.post(END, { alert_id }, admin)).statusCode, 403);
    const all = (k.json(await k.get(LIST, su)).data as { alerts: Row[] }).alerts;
    assert.deepEqual(
      all.filter((r) => r.id === alert_id).map((r) => [r.scope, r.client_id, r.status]),
      [['global', null, 'on']],
    );
  });

  it("refuses a client admin everyone's pods and another client's, and roles 1, 2 and 5 altogether", async () => {
    const others = await Promise.all([1, 2, 5].map((role) => k.token(role, own.id)));
    const before = await k.lastSeq();
    assert.equal((await raise(admin, { scope: 'global' })).statusCode, 403);
    assert.equal((await raise(admin, { scope: 'client', client_id: other.id })).statusCode, 403);
    assert.equal((await raise(admin, { scope: 'lab', lab_id: otherPod.lab_id })).statusCode, 403);
    for (const token of others) {
      assert.equal((await raise(token, { scope: 'client', client_id: own.id })).statusCode, 403);
      assert.equal((await k.get(LIST, token)).statusCode, 403);
    }
    assert.equal(await k.lastSeq(), before);
    // another client's admin may not end ours
    const res = await raise(admin, { scope: 'lab', lab_id: ownPods[0]?.lab_id });
    const { alert_id } = k.json(res).data as { alert_id: string };
    const mark = await k.lastSeq();
    assert.equal((await k.post(END, { alert_id }, otherAdmin)).statusCode, 403);
    assert.equal(await k.lastSeq(), mark);
  });

  it('names the field of bad input to end and answers 404 for an alert that does not exist', async () => {
    await assertBadInput(k, () => k.post(END, { alert_id: 'a.b' }, su), 'alert_id');
    await assertBadInput(k, () => k.post(END, {}, su), 'alert_id');
    const before = await k.lastSeq();
    const res = await k.post(END, { alert_id: '01900000-0000-7000-8000-000000000000' }, su);
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(await k.lastSeq(), before);
    // a lab scope without its lab is a required field left empty
    const noLab = await raise(su, { scope: 'lab', lab_id: null });
    assert.deepEqual([noLab.statusCode, k.json(noLab).data.field], [400, 'lab_id']);
    assert.equal(await k.lastSeq(), before);
  });
});
