import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ReservationCommandPush } from '@gamepod/contracts/realtime';
import { eventually } from '@gamepod/devkit';
import { findSession, labsProjection, reservationsProjection } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import { mailsTo } from '../../src/mail/mailbox.ts';
import {
  type IdentityServices,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import { HOUR, hoursFromNow, okData, reservationForm } from '../support/reservation-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

type Pushed = { op: string; channel: string; kind: string; payload: ReservationCommandPush };

describe('a reservation at its pods', () => {
  let f: IdentityServices;
  let client: TestClient;
  let reserved: KioskPod;
  let free: KioskPod;
  before(async () => {
    // the app's own reactions run, with a short timer poll, so moving its clock fires them
    f = await openIdentityServices({ extra: [labsProjection, reservationsProjection], reactions: { maxPollMs: 100 } });
    client = await f.client();
    const lab = await f.lab(client.id, { timezone: 'America/Chicago', reservation_email: 'desk@lab.test' });
    reserved = await f.kioskPod({ client, lab_id: lab });
    free = await f.kioskPod({ client, lab_id: lab });
  });
  after(() => f.close());

  // a fresh token each time: the tests move the clock past a token's life
  const admin = () => f.token(3, client.id);
  const podLogin = (pod: KioskPod, username: string) =>
    f.post('/api/v1/user/login', { session_id_key: pod.session_id_key, username, password: RIGHT_PASSWORD });
  const tokenOf = (res: { statusCode: number; body: string }) =>
    okData<{ token: string; reservation: unknown }>(res as never);
  const reservationPush = async (socket: TestSocket): Promise<ReservationCommandPush> => {
    for (;;) {
      const m = (await socket.next(5_000)) as Pushed;
      if (m.kind === 'reservation-command') return m.payload;
    }
  };
  const open = async (token: string) => !(await findSession(f.deps.db, hashToken(token)))?.ended_at;

  it('gives a kiosk that subscribes later its reservation as it is now', async () => {
    const start = hoursFromNow(2, f.now().getTime());
    const pod = await f.kioskPod({ client, lab_id: reserved.lab_id });
    const form = reservationForm(pod.lab_id, [pod], start, new Date(start.getTime() + HOUR));
    okData(await f.post('/api/v1/admin/reservations/save', form, await admin()));
    const late = await f.podSocket({ ...pod, ...(await f.restartKiosk(pod)) });
    const caught = await reservationPush(late);
    assert.equal(caught.reservation?.is_started, 0);
    assert.equal(caught.reservation?.start_time, form.start_time);
    // one starting more than 3 hours from now shows nothing yet
    const later = await f.kioskPod({ client, lab_id: reserved.lab_id });
    const far = hoursFromNow(5, f.now().getTime());
    okData(
      await f.post(
        '/api/v1/admin/reservations/save',
        reservationForm(later.lab_id, [later], far, new Date(far.getTime() + HOUR)),
        await admin(),
      ),
    );
    const quiet = await f.podSocket({ ...later, ...(await f.restartKiosk(later)) });
    const heard = await quiet.next(300).catch(() => null);
    assert.equal(heard, null, JSON.stringify(heard));
  });

  it("mails the lab's reservation address when one is made and when it is changed", async () => {
    await eventually(
      'two mails about the first reservation',
      async () => (await mailsTo(f.mailDir, 'desk@lab.test')).length >= 1,
    );
    const start = hoursFromNow(30, f.now().getTime());
    const pod = await f.kioskPod({ client, lab_id: reserved.lab_id });
    const form = reservationForm(reserved.lab_id, [pod], start, new Date(start.getTime() + HOUR), {
      group_name: 'Chess club',
    });
    const { reservation_id } = okData<{ reservation_id: string }>(
      await f.post('/api/v1/admin/reservations/save', form, await admin()),
    );
    okData(
      await f.post(
        '/api/v1/admin/reservations/save',
        { ...form, edit_id: reservation_id, group_name: 'Go club' },
        await admin(),
      ),
    );
    await eventually('the made and changed mails', async () => {
      const subjects = (await mailsTo(f.mailDir, 'desk@lab.test')).map((m) => m.headers.get('subject'));
      return subjects.filter((s) => s?.startsWith('Reservation changed at')).length === 1;
    });
    const mails = await mailsTo(f.mailDir, 'desk@lab.test');
    const changed = mails.find((m) => m.headers.get('subject')?.startsWith('Reservation changed at'));
    assert.match(changed?.body ?? '', /Go club/);
    assert.match(changed?.body ?? '', new RegExp(`${form.start_date} ${form.start_time}`));
    assert.ok(
      mails.some((m) => /Chess club/.test(m.body) && m.headers.get('subject')?.startsWith('New reservation at')),
    );
  });

  // last: it moves the app's clock hours on, past the fixtures' tokens
  it('shows its pods the upcoming banner, starts with the logouts the list says, refuses logins, and ends', async () => {
    const listed = await f.account(1, { client_id: client.id });
    const stranger = await f.account(1, { client_id: client.id });
    const facilitator = await f.account(2, { client_id: client.id });
    const start = hoursFromNow(1, f.now().getTime());
    const end = new Date(start.getTime() + 2 * HOUR);

    const socket = await f.podSocket(reserved);
    const bystander = await f.podSocket(free);
    const form = reservationForm(reserved.lab_id, [reserved], start, end, {
      emails_list: [listed.email.toUpperCase()],
    });
    const { reservation_id } = okData<{ reservation_id: string }>(
      await f.post('/api/v1/admin/reservations/save', form, await admin()),
    );

    // made within 3 hours of its start: the pod shows the upcoming banner at once
    const upcoming = await reservationPush(socket);
    assert.deepEqual(upcoming.pod_ids, [reserved.id]);
    assert.equal(upcoming.reservation?.id, reservation_id);
    assert.equal(upcoming.reservation?.is_started, 0);
    assert.equal(upcoming.reservation?.start_time, form.start_time);
    assert.equal(upcoming.reservation?.stop_time, form.end_time);
    assert.ok(Math.abs((upcoming.reservation?.to_start ?? 0) - 3600) <= 60, String(upcoming.reservation?.to_start));
    assert.equal(upcoming.logout_reason, null);
    assert.equal(await bystander.silentFor(150), true, 'a pod it does not hold hears nothing');

    // a login before the start is let in, and the session tells of the coming reservation
    const early = tokenOf(await podLogin(reserved, stranger.email));
    assert.deepEqual(early.reservation, { start_time: form.start_time, stop_time: form.end_time });
    const strangerToken = early.token;

    // the start: the player not on the list is logged out with the start time
    f.advance(HOUR);
    const started = await reservationPush(socket);
    assert.equal(started.reservation?.is_started, 1);
    assert.equal(started.logout_reason, `This Gamepod has a reservation for ${form.start_time}`);
    await eventually('the stranger to be out', async () => !(await open(strangerToken)));
    const [out] = (await f.logged('UserLoggedOut')).filter((e) => e.aggregate_id === stranger.id);
    assert.equal((out?.data as { reason?: string } | undefined)?.reason, started.logout_reason);

    // while it runs: a player or facilitator not on the list is refused with 'reserved'; a listed one is let in
    for (const email of [stranger.email, facilitator.email]) {
      const refused = await podLogin(reserved, email);
      assert.equal(refused.statusCode, 403, refused.body);
      const body = f.json(refused);
      assert.equal(body.message, 'reserved');
      assert.equal(body.data.stop_time, form.end_time);
    }
    assert.equal(tokenOf(await podLogin(free, stranger.email)).reservation, null, 'the other pod is free');
    const listedToken = tokenOf(await podLogin(reserved, listed.email)).token;
    assert.equal(await open(listedToken), true);

    // the end: whoever is still on is logged out
    f.advance(2 * HOUR);
    const ended = await reservationPush(socket);
    assert.equal(ended.reservation, null);
    assert.equal(ended.logout_reason, 'The reservation time has ended.');
    await eventually('the listed player to be out', async () => !(await open(listedToken)));
    assert.equal(tokenOf(await podLogin(reserved, facilitator.email)).reservation, null);
  });
});
