import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { labsProjection } from '@gamepod/projections';
import { sampleLabForm } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

const api = '/api/v1/admin/kiosk';
const DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
/** The same hours every day, so what a pod is told does not depend on the day the test runs. */
const everyDay = (start: string, end: string) =>
  Object.fromEntries(DAYS.flatMap((d) => [[`${d}_start`, start] as const, [`${d}_end`, end] as const]));
/** Today's date in UTC as the override form writes it. */
const todayUtc = () => {
  const d = new Date();
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};

type Message = { op: string; channel: string; kind: string; payload: Record<string, unknown> };

/** The next two pushes on a pod's socket, by kind: the pod command and the schedule push. */
async function pushesOf(socket: TestSocket): Promise<Map<string, Message>> {
  const got = new Map<string, Message>();
  for (let i = 0; i < 2; i++) {
    const m = (await socket.next()) as Message;
    got.set(m.kind, m);
  }
  return got;
}

describe("a lab's new hours reach its running pods", () => {
  let k: KioskServices;
  let client: TestClient;
  let lab: string;
  let pods: KioskPod[];
  let sockets: TestSocket[];
  before(async () => {
    k = await openKioskServices({ extra: [labsProjection] });
    client = await k.client();
    lab = await k.lab(client.id, { timezone: 'UTC' });
    pods = [await k.kioskPod({ client, lab_id: lab }), await k.kioskPod({ client, lab_id: lab })];
    sockets = await Promise.all(pods.map((p) => k.podSocket(p)));
  });
  after(() => k.close());

  const schedulesIssued = async (podId: string) =>
    (await k.logged('PodCommandIssued')).filter(
      (e) => e.aggregate_id === podId && (e.data as { command_type: string }).command_type === 'schedule',
    );

  it("sends each pod a schedule command and the kiosk's pod-command-login push when the week is saved", async () => {
    const elsewhere = await k.kioskPod({ client });
    const bystander = await k.podSocket(elsewhere);
    const res = await k.post(
      `${api}/lab_schedule`,
      { lab_id: lab, ...everyDay('09:00 AM', '09:00 PM') },
      await k.token(3, client.id),
    );
    assert.equal(res.statusCode, 200, res.body);

    for (const [i, socket] of sockets.entries()) {
      const pod = pods[i]?.id ?? '';
      const pushes = await pushesOf(socket);
      assert.deepEqual(pushes.get('pod-command-login'), {
        op: 'message',
        channel: `pod.${pod}`,
        kind: 'pod-command-login',
        payload: {
          pod_ids: [pod],
          command_type: 'schedule',
          start: '09:00 AM',
          end: '09:00 PM',
          tomorrow: '09:00 AM',
          is_closed: 0,
          timezone: 'UTC',
        },
      });
      assert.equal(pushes.get('pod-command')?.payload.command_type, 'schedule');

      const [issued, ...more] = await schedulesIssued(pod);
      assert.ok(issued, `a schedule command on pod ${pod}`);
      assert.equal(more.length, 0);
      const data = issued.data as { command_id: string; command_value: string };
      const value = JSON.parse(data.command_value);
      assert.deepEqual(value, { start: '09:00 AM', end: '09:00 PM', tomorrow: '09:00 AM', is_closed: false });
      assert.equal(pushes.get('pod-command')?.payload.command_id, data.command_id);
    }
    assert.equal(await bystander.silentFor(150), true);
  });

  it('tells the pods they are closed today when an override closes the date, and their weekly hours when it goes', async () => {
    const su = await k.token(4, null);
    const added = await k.post(
      `${api}/lab_override_schedule`,
      { lab_id: lab, date: todayUtc(), is_paid: 0, is_closed: 1 },
      su,
    );
    assert.equal(added.statusCode, 200, added.body);
    for (const socket of sockets) {
      const push = (await pushesOf(socket)).get('pod-command-login');
      assert.equal(push?.payload.is_closed, 1);
    }

    const [override] = (k.json(added).data as { overrides: Array<{ id: string }> }).overrides;
    const removed = await k.post(`${api}/delete/override_schedule`, { id: override?.id, lab_id: lab }, su);
    assert.equal(removed.statusCode, 200, removed.body);
    for (const socket of sockets) {
      const push = (await pushesOf(socket)).get('pod-command-login');
      assert.deepEqual([push?.payload.is_closed, push?.payload.start], [0, '09:00 AM']);
    }
  });

  it('sends nothing when the saved week is the one the lab already has', async () => {
    const before = await k.lastSeq();
    const res = await k.post(
      `${api}/lab_schedule`,
      { lab_id: lab, ...everyDay('09:00 AM', '09:00 PM') },
      await k.token(4, null),
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await k.lastSeq(), before);
    for (const socket of sockets) assert.equal(await socket.silentFor(100), true);
  });

  it('tells the kiosk, but not the helper, when a day is left with no hours at all', async () => {
    const bare = await k.lab(client.id, { timezone: 'UTC' });
    const pod = await k.kioskPod({ client, lab_id: bare });
    const socket = await k.podSocket(pod);
    const su = await k.token(4, null);
    const added = await k.post(
      `${api}/lab_override_schedule`,
      { lab_id: bare, date: todayUtc(), is_paid: 0, is_closed: 1 },
      su,
    );
    assert.equal(added.statusCode, 200, added.body);
    assert.equal((await pushesOf(socket)).get('pod-command-login')?.payload.is_closed, 1);
    assert.equal((await schedulesIssued(pod.id)).length, 1);

    const [override] = (k.json(added).data as { overrides: Array<{ id: string }> }).overrides;
    const removed = await k.post(`${api}/delete/override_schedule`, { id: override?.id, lab_id: bare }, su);
    assert.equal(removed.statusCode, 200, removed.body);
    const push = (await socket.next()) as Message;
    assert.deepEqual(push.payload, {
      pod_ids: [pod.id],
      command_type: 'schedule',
      start: null,
      end: null,
      tomorrow: null,
      is_closed: 0,
      timezone: 'UTC',
    });
    assert.equal((await schedulesIssued(pod.id)).length, 1, 'no start and sleep to give the helper');
    assert.equal(await socket.silentFor(100), true);
  });

  it("moves the pods' day to the lab's new time zone when an edit changes it, and only then", async () => {
    const zoned = await k.lab(client.id, { timezone: 'UTC' });
    const pod = await k.kioskPod({ client, lab_id: zoned });
    const socket = await k.podSocket(pod);
    const su = await k.token(4, null);
    const week = await k.post(`${api}/lab_schedule`, { lab_id: zoned, ...everyDay('12:00 AM', '11:59 PM') }, su);
    assert.equal(week.statusCode, 200, week.body);
    assert.equal((await pushesOf(socket)).get('pod-command-login')?.payload.timezone, 'UTC');

    // the lab stays free: a switch to paid would send its pods a modechange too
    const form = sampleLabForm(client.id, { lab_name: 'Zoned', timezone: 'America/New_York', is_paid: 0 });
    const moved = await k.post(`${api}/edit/lab`, { lab_id: zoned, ...form }, su);
    assert.equal(moved.statusCode, 200, moved.body);
    const pushes = await pushesOf(socket);
    assert.deepEqual(pushes.get('pod-command-login')?.payload, {
      pod_ids: [pod.id],
      command_type: 'schedule',
      start: '12:00 AM',
      end: '11:59 PM',
      tomorrow: '12:00 AM',
      is_closed: 0,
      timezone: 'America/New_York',
    });
    assert.equal(pushes.get('pod-command')?.payload.command_type, 'schedule');
    assert.equal((await schedulesIssued(pod.id)).length, 2);

    const renamed = await k.post(`${api}/edit/lab`, { lab_id: zoned, ...form, lab_name: 'Zoned Annex' }, su);
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(await socket.silentFor(150), true);
    assert.equal((await schedulesIssued(pod.id)).length, 2, 'the same zone moves no hours');
  });

  it('saves the hours of a lab without pods and commands nothing', async () => {
    const empty = await k.lab(client.id, { timezone: 'UTC' });
    const res = await k.post(
      `${api}/lab_schedule`,
      { lab_id: empty, ...everyDay('10:00 AM', '06:00 PM') },
      await k.token(4, null),
    );
    assert.equal(res.statusCode, 200, res.body);
    const issued = (await k.logged('PodCommandIssued')).filter((e) =>
      String((e.data as { command_value?: string }).command_value).includes('06:00 PM'),
    );
    assert.deepEqual(issued, []);
  });
});

describe('GET /kiosk/schedule', () => {
  let k: KioskServices;
  let pod: KioskPod;
  before(async () => {
    k = await openKioskServices({ extra: [labsProjection] });
    pod = await k.kioskPod({ lab: { timezone: 'UTC' } });
  });
  after(() => k.close());

  const read = (query: string) => k.get(`/api/v1/kiosk/schedule${query}`);

  it("answers the pod's lab hours for today, as the pod session data has them", async () => {
    const none = await read(`?session_id_key=${encodeURIComponent(pod.session_id_key)}`);
    assert.equal(none.statusCode, 200, none.body);
    assert.deepEqual(k.json(none).data, {
      timezone: 'UTC',
      schedule_start: null,
      schedule_end: null,
      schedule_tomorrow: null,
      schedule_closed: null,
    });

    const saved = await k.post(
      `${api}/lab_schedule`,
      { lab_id: pod.lab_id, ...everyDay('08:30 AM', '11:00 PM') },
      await k.token(4, null),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const hours = await read(`?session_id_key=${encodeURIComponent(pod.session_id_key)}`);
    assert.deepEqual(k.json(hours).data, {
      timezone: 'UTC',
      schedule_start: '08:30 AM',
      schedule_end: '11:00 PM',
      schedule_tomorrow: '08:30 AM',
      schedule_closed: 0,
    });
  });

  it('answers 400 naming session_id_key without one, and 401 for a key no pod has', async () => {
    const missing = await read('');
    assert.equal(missing.statusCode, 400, missing.body);
    assert.equal(k.json(missing).data.field, 'session_id_key');
    const unknown = await read('?session_id_key=not-a-session');
    assert.equal(unknown.statusCode, 401, unknown.body);
  });
});
