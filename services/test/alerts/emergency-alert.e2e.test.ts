import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientsProjection, emergencyAlertsProjection } from '@gamepod/projections';
import { readClient } from '../../src/clients/application/read-client.ts';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

const URL = '/api/v1/admin/alerts/emergency';
const FORM = { title: 'Fire drill', content: 'Please leave the building by the nearest exit.', expire: 30 };

describe('POST /admin/alerts/emergency', () => {
  let k: KioskServices;
  let own: TestClient;
  let other: TestClient;
  let lab: string;
  /** The role × tenant cases raise their alerts here: a lab's alerts still on reach every new socket. */
  let matrixLab: string;
  let pods: KioskPod[];
  // the app's clock, which a test moves past an alert's end
  let aheadMs = 0;
  before(async () => {
    k = await openKioskServices({
      extra: [emergencyAlertsProjection, clientsProjection],
      build: { clock: () => new Date(Date.now() + aheadMs) },
    });
    own = await k.client();
    other = await k.client();
    lab = await k.lab(own.id);
    matrixLab = await k.lab(own.id);
    pods = [await k.kioskPod({ client: own, lab_id: lab }), await k.kioskPod({ client: own, lab_id: lab })];
  });
  after(() => k.close());

  const raise = (token: string | undefined, body: Record<string, unknown>) => k.post(URL, body, token);

  describe('who may raise one (role × tenant)', () => {
    const cases: Array<[string, () => Promise<string | undefined>, number]> = [
      ['no token', async () => undefined, 401],
      ['a player (1)', () => k.token(1, own.id), 403],
      ["the client's facilitator (2)", () => k.token(2, own.id), 403],
      ['a restricted admin (5)', () => k.token(5, own.id), 403],
      ["another client's admin (3)", () => k.token(3, other.id), 403],
      ["the client's admin (3)", () => k.token(3, own.id), 200],
      ['a super admin (4)', () => k.token(4, null), 200],
    ];
    for (const [who, token, status] of cases) {
      it(`answers ${status} to ${who}${status === 200 ? '' : ', appending nothing'}`, async () => {
        const t = await token();
        const before = await k.lastSeq();
        const res = await raise(t, { lab_id: matrixLab, ...FORM });
        assert.equal(res.statusCode, status, res.body);
        assert.equal(k.json(res).status, status === 200);
        if (status !== 200) assert.equal(await k.lastSeq(), before);
      });
    }
  });

  it("records EmergencyAlertRaised and pushes it to every pod of the lab, titled by the client's name", async () => {
    const sockets = await Promise.all(pods.map((p) => k.podSocket(p)));
    const elsewhere = await k.kioskPod({ client: own });
    const bystander = await k.podSocket(elsewhere);
    const res = await raise(await k.token(3, own.id), { lab_id: lab, ...FORM });
    assert.equal(res.statusCode, 200, res.body);
    const { alert_id, pods: pushed } = k.json(res).data as { alert_id: string; pods: number };
    assert.equal(pushed, 2);

    const [event] = (await k.logged('EmergencyAlertRaised')).filter((e) => e.aggregate_id === alert_id);
    assert.deepEqual(event?.data, { alert_id, scope: 'lab', client_id: own.id, lab_id: lab, ...FORM });
    const client = (await readClient(k.deps.store, own.id))?.name;
    assert.match(String(client), /^Venue /);
    for (const [i, socket] of sockets.entries()) {
      const pod = pods[i]?.id ?? '';
      assert.deepEqual(await socket.next(), {
        op: 'message',
        channel: `pod.${pod}`,
        kind: 'message-send',
        payload: {
          status: true,
          message: 'emergency_alert',
          data: { pod, user: null, alert: { id: alert_id, ...FORM, client } },
          server_info: 'production',
        },
      });
    }
    assert.equal(await bystander.silentFor(150), true);
  });

  it('gives a kiosk that subscribes while an alert is on the rest of it, and nothing once it has ended', async () => {
    const catchUpLab = await k.lab(own.id);
    const late = await k.kioskPod({ client: own, lab_id: catchUpLab });
    const res = await raise(await k.token(4, null), { lab_id: catchUpLab, ...FORM });
    assert.equal(res.statusCode, 200, res.body);
    const { alert_id } = k.json(res).data as { alert_id: string };
    const client = (await readClient(k.deps.store, own.id))?.name;

    // the pod's kiosk connects after the push went out: it gets the alert as it subscribes
    const socket = await k.podSocket(late);
    const caught = (await socket.next()) as { payload: { message: string; data: { alert: { expire: number } } } };
    assert.equal(caught.payload.message, 'emergency_alert');
    const { expire, ...alert } = caught.payload.data.alert;
    assert.deepEqual(alert, { id: alert_id, title: FORM.title, content: FORM.content, client });
    assert.ok(expire <= FORM.expire && expire >= FORM.expire - 5, `counts down from what is left (${expire} s)`);

    // once the alert has ended, a kiosk that connects gets nothing
    aheadMs = (FORM.expire + 1) * 1000;
    try {
      const after = await k.podSocket({ ...late, ...(await k.restartKiosk(late)) });
      assert.equal(await after.silentFor(200), true);
    } finally {
      aheadMs = 0;
    }
  });

  it('answers 404 naming lab_id for a lab that does not exist, appending nothing', async () => {
    const before = await k.lastSeq();
    const res = await raise(await k.token(4, null), { lab_id: 'no-such-lab', ...FORM });
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(k.json(res).data.field, 'lab_id');
    assert.equal(await k.lastSeq(), before);
  });

  it('names the field of bad input and appends nothing', async () => {
    const su = await k.token(4, null);
    const bad = (body: Record<string, unknown>, field: string) =>
      assertBadInput(k, () => raise(su, { lab_id: lab, ...FORM, ...body }), field);
    await bad({ expire: 4 }, 'expire');
    await bad({ expire: 601 }, 'expire');
    await bad({ expire: '30' }, 'expire');
    await bad({ title: '' }, 'title');
    await bad({ content: undefined }, 'content');
    await bad({ lab_id: 'a.b' }, 'lab_id');
    await bad({ scope: 'everyone' }, 'scope');
    await bad({ lab_id: 5 }, 'lab_id');
    const before = await k.lastSeq();
    const res = await raise(su, { scope: 'client', ...FORM });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual([k.json(res).message, k.json(res).data.field], ['Please fill all required fields', 'client_id']);
    assert.equal(await k.lastSeq(), before);
  });
});
