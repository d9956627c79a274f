import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { alertsProjection, clientsProjection, labsProjection } from '@gamepod/projections';
import {
  type IdentityServices,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

const SAVE = '/api/v1/common/alerts/save';
const MARK = '/api/v1/alerts/mark_read';

type PlayerAlert = { id: string; type: string; text_head: string; text_sub: string };
type Push = { payload: { message: string; data: { pod: string; player_alert?: PlayerAlert } } };

/** 'MM/DD/YYYY hh:mm AM' in UTC, as the Alerts form sends a time. */
function formTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const h = d.getUTCHours() % 12 || 12;
  const date = `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
  return `${date} ${p(h)}:${p(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;
}

/** The next push of `message` on a socket, skipping any other. */
async function nextOf(socket: TestSocket, message: string): Promise<Push> {
  for (;;) {
    const frame = (await socket.next(5_000)) as unknown as Push;
    if (frame.payload?.message === message) return frame;
  }
}

describe('alerts for players: at login, ticked as read, and live when they start', () => {
  let f: IdentityServices;
  let own: TestClient;
  let other: TestClient;
  let lab: string;
  let otherLab: string;
  let pods: KioskPod[];
  let admin: string;
  let su: string;

  before(async () => {
    f = await openIdentityServices({
      extra: [alertsProjection, clientsProjection, labsProjection],
      // the timer loop looks at due timers often, as the test moves the clock
      reactions: { maxPollMs: 200 },
    });
    own = await f.client();
    other = await f.client();
    lab = await f.lab(own.id);
    otherLab = await f.lab(own.id);
    pods = [
      await f.kioskPod({ client: own, lab_id: lab }),
      await f.kioskPod({ client: own, lab_id: lab }),
      await f.kioskPod({ client: own, lab_id: lab }),
    ];
    const staff = async (role: number, clientId: string | null) => {
      const account = await f.account(role, { client_id: clientId });
      const res = await f.post('/api/v1/admin/login', { username: account.email, password: RIGHT_PASSWORD });
      return String(f.json(res).data.token);
    };
    admin = await staff(3, own.id);
    su = await staff(4, null);
  });
  after(() => f.close());

  const post = async (token: string, body: Record<string, unknown>) => {
    const res = await f.post(SAVE, { type: 'warning', enable: 1, text_sub: 'Details below', ...body }, token);
    assert.equal(res.statusCode, 200, res.body);
    return (f.json(res).data as { alert: { id: string } }).alert.id;
  };
  const login = async (email: string, pod: KioskPod) => {
    const res = await f.post('/api/v1/user/login', {
      username: email,
      password: RIGHT_PASSWORD,
      session_id_key: pod.session_id_key,
    });
    assert.equal(res.statusCode, 200, res.body);
    return f.json(res).data as { token: string; is_alerts: number; alerts: PlayerAlert[] };
  };

  it('brings a player the alerts of their pod, its client and everyone, showing now and unread, and records each tick', async () => {
    const global = await post(su, { scope: 'global', text_head: 'Global notice' });
    const ofLab = await post(admin, { scope: 'lab', labs: lab, text_head: 'Lab notice' });
    const ofClient = await post(admin, { text_head: 'Client notice' });
    const elsewhere = await post(admin, { scope: 'lab', labs: otherLab, text_head: 'Other lab' });
    const theirs = await post(su, { scope: 'client', clients: other.id, text_head: 'Other client' });
    const off = await post(admin, { text_head: 'Switched off', enable: 0 });
    const later = new Date(f.now().getTime() + 86_400_000);
    const scheduled = await post(admin, {
      text_head: 'Tomorrow',
      active_start: formTime(later),
      active_untill: formTime(new Date(later.getTime() + 3_600_000)),
    });

    const player = await f.account(1, { client_id: own.id });
    const session = await login(player.email, pods[0] as KioskPod);
    assert.equal(session.is_alerts, 1);
    const ids = session.alerts.map((a) => a.id);
    for (const id of [global, ofLab, ofClient]) assert.ok(ids.includes(id), `${id} is brought`);
    for (const id of [elsewhere, theirs, off, scheduled]) assert.ok(!ids.includes(id), `${id} is left out`);
    assert.deepEqual(
      session.alerts.find((a) => a.id === ofLab),
      { id: ofLab, type: 'warning', text_head: 'Lab notice', text_sub: 'Details below' },
    );

    // a tick is AlertRead on the player's stream, once; their next login leaves it out
    const tick = { session_id_key: pods[0]?.session_id_key, alert_id: ofLab };
    assert.equal((await f.post(MARK, tick, session.token)).statusCode, 200);
    assert.equal((await f.post(MARK, tick, session.token)).statusCode, 200);
    const reads = (await f.logged('AlertRead')).filter((e) => e.aggregate_id === player.id);
    assert.deepEqual(
      reads.map((e) => e.data),
      [{ alert_id: ofLab, pod_id: pods[0]?.id }],
    );
    const again = await login(player.email, pods[1] as KioskPod);
    assert.ok(!again.alerts.some((a) => a.id === ofLab));
    assert.ok(again.alerts.some((a) => a.id === global));
    // staff sign-ins meet no Important Alerts
    const facilitator = await f.account(2, { client_id: own.id });
    assert.deepEqual((await login(facilitator.email, pods[2] as KioskPod)).alerts, []);
  });

  it("refuses a tick from anyone but the player on that pod, for an alert that does not reach it, or that's bad input", async () => {
    const player = await f.account(1, { client_id: own.id });
    const pod = await f.kioskPod({ client: own, lab_id: lab });
    const { token } = await login(player.email, pod);
    const shown = await post(admin, { text_head: 'For this client' });
    const notHere = await post(su, { scope: 'client', clients: other.id, text_head: 'Not here' });
    const before = await f.lastSeq();
    const mark = (body: Record<string, unknown>, t?: string) =>
      f.post(MARK, { session_id_key: pod.session_id_key, alert_id: shown, ...body }, t);
    assert.equal((await mark({})).statusCode, 401);
    assert.equal((await mark({}, admin)).statusCode, 403);
    assert.equal((await mark({ session_id_key: pods[0]?.session_id_key }, token)).statusCode, 403);
    assert.equal((await mark({ alert_id: notHere }, token)).statusCode, 404);
    const bad = await mark({ alert_id: 'nope' }, token);
    assert.equal(bad.statusCode, 400);
    assert.equal(f.json(bad).data.field, 'alert_id');
    assert.equal((await mark({ extra: 1 }, token)).statusCode, 400);
    assert.equal(await f.lastSeq(), before, 'a refused tick appended an event');
  });

  it('pushes an alert that starts now, and one whose window opens later, to the pods where an unread player plays', async () => {
    const livePod = await f.kioskPod({ client: own, lab_id: lab });
    const emptyPod = await f.kioskPod({ client: own, lab_id: lab });
    const player = await f.account(1, { client_id: own.id });
    await login(player.email, livePod);
    const socket = await f.podSocket(livePod);
    const empty = await f.podSocket(emptyPod);

    const now = await post(admin, { scope: 'lab', labs: lab, text_head: 'Doors close at ten' });
    const pushed = await nextOf(socket, 'alert');
    assert.deepEqual(pushed.payload.data.player_alert, {
      id: now,
      type: 'warning',
      text_head: 'Doors close at ten',
      text_sub: 'Details below',
    });
    assert.equal(await empty.silentFor(200), true, 'a pod nobody plays on gets nothing');

    const start = new Date(f.now().getTime() + 120_000);
    const later = await post(admin, {
      text_head: 'Happy hour starts',
      active_start: formTime(start),
      active_untill: formTime(new Date(start.getTime() + 3_600_000)),
    });
    assert.equal(await socket.silentFor(400), true, 'nothing before its window opens');
    f.advance(180_000);
    const opened = await nextOf(socket, 'alert');
    assert.equal(opened.payload.data.player_alert?.id, later);
  });
});
