import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DeployedPod, TestClient } from '../support/pod-fixtures.ts';
import {
  assertRefused,
  HOUR,
  hoursFromNow,
  okData,
  openReservationServices,
  type ReservationServices,
  reservationForm,
  wallFields,
} from '../support/reservation-fixtures.ts';

type View = {
  id: string;
  lab_id: string;
  linkedlab: { lab_name: string };
  reservation_start: { date: string; time: string };
  reservation_end: { date: string; time: string };
  pod_navs: string;
  emails_list: string;
  group_name: string;
  pods_list: string;
  pods_list_array: string[];
  status: string;
};
type Page = { reservations: View[]; current_page: number; last_page: number; total_rows: number; status_text: string };

describe('/admin/reservations', () => {
  let f: ReservationServices;
  let own: TestClient;
  let other: TestClient;
  let lab: string;
  let pods: DeployedPod[];
  let otherLab: { lab: string; pods: DeployedPod[] };
  before(async () => {
    f = await openReservationServices();
    own = await f.client();
    other = await f.client();
    ({ lab, pods } = await f.labWithPods(own, 3));
    otherLab = await f.labWithPods(other, 1);
  });
  after(() => f.close());

  const list = async (token: string, query = '') =>
    okData<Page>(await f.get(`/api/v1/admin/reservations/list?length=10&page=1${query}`, token));

  describe('who may save one (role × tenant)', () => {
    const cases: Array<[string, () => Promise<string | undefined>, number]> = [
      ['no token', async () => undefined, 401],
      ['a player (1)', () => f.token(1, own.id), 403],
      ["the client's facilitator (2)", () => f.token(2, own.id), 403],
      ['a restricted admin (5)', () => f.token(5, own.id), 403],
      ["another client's admin (3)", () => f.token(3, other.id), 403],
    ];
    for (const [who, token, status] of cases) {
      it(`answers ${status} to ${who}, saving nothing`, async () => {
        const t = await token();
        const start = hoursFromNow(100);
        await assertRefused(
          f,
          () =>
            f.post('/api/v1/admin/reservations/save', reservationForm(lab, pods, start, new Date(+start + HOUR)), t),
          status,
        );
      });
    }
  });

  it("saves for the lab's client admin and lists it with the spec's fields, in the lab's zone", async () => {
    const admin = await f.token(3, own.id);
    const start = hoursFromNow(24);
    const end = new Date(+start + 2 * HOUR);
    const saved = okData<{ reservation_id: string; changed: boolean }>(
      await f.save(
        reservationForm(lab, pods.slice(0, 2), start, end, { emails_list: 'Ada@School.test, alan@school.test' }),
        admin,
      ),
    );
    assert.equal(saved.changed, true);
    const page = await list(admin);
    const row = page.reservations.find((r) => r.id === saved.reservation_id);
    assert.ok(row, 'the new reservation is listed');
    const s = wallFields(start, 'America/Chicago');
    const e = wallFields(end, 'America/Chicago');
    assert.deepEqual(row.reservation_start, { date: s.date, time: s.time });
    assert.deepEqual(row.reservation_end, { date: e.date, time: e.time });
    assert.equal(row.lab_id, lab);
    assert.match(row.linkedlab.lab_name, /^Lab /);
    assert.equal(row.pod_navs, 'A1, A1');
    assert.deepEqual(
      [...row.pods_list_array].sort(),
      pods
        .slice(0, 2)
        .map((p) => p.pod_id_key)
        .sort(),
    );
    assert.equal(row.pods_list, row.pods_list_array.join(','));
    assert.equal(row.emails_list, 'ada@school.test, alan@school.test');
    assert.equal(row.group_name, 'Robotics club');
    assert.equal(row.status, 'upcoming');
    assert.equal(page.status_text, `Showing 1 to ${page.reservations.length} of ${page.total_rows} entries`);

    const detail = okData<{ reservation: View }>(
      await f.get(`/api/v1/admin/reservations/edit?reservation_id=${saved.reservation_id}`, admin),
    );
    assert.deepEqual(detail.reservation, row);
  });

  it('pages ten at a time with its status text', async () => {
    const admin = await f.token(3, own.id);
    const { lab: busy, pods: [pod] = [] } = await f.labWithPods(own, 1);
    assert.ok(pod);
    for (let i = 0; i < 11; i++) {
      const start = hoursFromNow(200 + i * 2);
      okData(await f.save(reservationForm(busy, [pod], start, new Date(+start + HOUR)), admin));
    }
    const first = await list(admin);
    assert.equal(first.reservations.length, 10);
    assert.ok(first.total_rows >= 11);
    assert.equal(first.status_text, `Showing 1 to 10 of ${first.total_rows} entries`);
    const second = okData<Page>(await f.get('/api/v1/admin/reservations/list?length=10&page=2', admin));
    assert.equal(second.current_page, 2);
    assert.equal(second.last_page, Math.ceil(first.total_rows / 10));
    const starts = [...first.reservations, ...second.reservations].map((r) =>
      Date.parse(`${r.reservation_start.date}`),
    );
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
      'soonest first',
    );
  });

  it('changes a reservation (edit_id): new times and pods, its old holds given back', async () => {
    const admin = await f.token(3, own.id);
    const start = hoursFromNow(48);
    const { reservation_id } = okData<{ reservation_id: string }>(
      await f.save(reservationForm(lab, [pods[0] as DeployedPod], start, new Date(+start + HOUR)), admin),
    );
    const later = new Date(+start + 3 * HOUR);
    const changed = okData<{ changed: boolean }>(
      await f.save(
        { ...reservationForm(lab, [pods[1] as DeployedPod], later, new Date(+later + HOUR)), edit_id: reservation_id },
        admin,
      ),
    );
    assert.equal(changed.changed, true);
    const detail = okData<{ reservation: View }>(
      await f.get(`/api/v1/admin/reservations/edit?reservation_id=${reservation_id}`, admin),
    );
    assert.deepEqual(detail.reservation.pods_list_array, [pods[1]?.pod_id_key]);
    assert.equal(detail.reservation.reservation_start.time, wallFields(later, 'America/Chicago').time);
    const mine = (h: { reservation_id: string }) => h.reservation_id === reservation_id;
    assert.deepEqual((await f.holdsOf(pods[0]?.id ?? '')).filter(mine), [], 'the old pod is free');
    assert.equal((await f.holdsOf(pods[1]?.id ?? '')).filter(mine).length, 1);
    // the same form again changes nothing
    const again = okData<{ changed: boolean }>(
      await f.save(
        { ...reservationForm(lab, [pods[1] as DeployedPod], later, new Date(+later + HOUR)), edit_id: reservation_id },
        admin,
      ),
    );
    assert.equal(again.changed, false);
    assert.equal((await f.holdsOf(pods[1]?.id ?? '')).filter(mine).length, 1, 'and leaves one hold');
  });

  it('moves a reservation to another lab of the client, with that lab’s pods only', async () => {
    const admin = await f.token(3, own.id);
    const second = await f.labWithPods(own, 1);
    const start = hoursFromNow(60);
    const end = new Date(+start + HOUR);
    const { reservation_id } = okData<{ reservation_id: string }>(
      await f.save(reservationForm(lab, [pods[2] as DeployedPod], start, end), admin),
    );
    await assertRefused(
      f,
      () =>
        f.save(
          { ...reservationForm(second.lab, [pods[2] as DeployedPod], start, end), edit_id: reservation_id },
          admin,
        ),
      400,
      'pods_list',
    );
    okData(await f.save({ ...reservationForm(second.lab, second.pods, start, end), edit_id: reservation_id }, admin));
    const detail = okData<{ reservation: View }>(
      await f.get(`/api/v1/admin/reservations/edit?reservation_id=${reservation_id}`, admin),
    );
    assert.equal(detail.reservation.lab_id, second.lab);
  });

  it('deletes a reservation, freeing its pods for the same time', async () => {
    const admin = await f.token(3, own.id);
    const start = hoursFromNow(72);
    const end = new Date(+start + HOUR);
    const form = reservationForm(lab, pods, start, end);
    const { reservation_id } = okData<{ reservation_id: string }>(await f.save(form, admin));
    await assertRefused(f, () => f.save(form, admin), 409, 'pods_list');
    const res = await f.post('/api/v1/admin/reservations/delete', { reservation_id }, admin);
    assert.equal(okData<object>(res) !== undefined, true);
    assert.equal((res.json() as { message: string }).message, 'Reservation deleted');
    assert.equal(
      (await list(admin)).reservations.find((r) => r.id === reservation_id),
      undefined,
    );
    assert.equal(
      (await f.get(`/api/v1/admin/reservations/edit?reservation_id=${reservation_id}`, admin)).statusCode,
      404,
    );
    okData(await f.save(form, admin));
    // deleting again is done already
    assert.equal((await f.post('/api/v1/admin/reservations/delete', { reservation_id }, admin)).statusCode, 200);
  });

  describe("another client's admin", () => {
    let theirs: string;
    before(async () => {
      const start = hoursFromNow(30);
      ({ reservation_id: theirs } = okData<{ reservation_id: string }>(
        await f.save(
          reservationForm(otherLab.lab, otherLab.pods, start, new Date(+start + HOUR)),
          await f.token(3, other.id),
        ),
      ));
    });

    it('lists only their own client’s, and gets 403 naming another client', async () => {
      const admin = await f.token(3, own.id);
      const mine = await list(admin);
      assert.equal(
        mine.reservations.find((r) => r.id === theirs),
        undefined,
      );
      const res = await f.get(`/api/v1/admin/reservations/list?client_id=${other.id}`, admin);
      assert.equal(res.statusCode, 403, res.body);
      const all = await list(await f.token(4, null));
      assert.ok(
        all.reservations.some((r) => r.id === theirs),
        "a super admin lists every client's",
      );
      const narrowed = await list(await f.token(4, null), `&client_id=${other.id}`);
      assert.ok(narrowed.reservations.every((r) => r.lab_id === otherLab.lab));
    });

    it('cannot read, change or delete it (403), and nothing is appended', async () => {
      const admin = await f.token(3, own.id);
      assert.equal((await f.get(`/api/v1/admin/reservations/edit?reservation_id=${theirs}`, admin)).statusCode, 403);
      const start = hoursFromNow(31);
      await assertRefused(
        f,
        () =>
          f.save(
            { ...reservationForm(otherLab.lab, otherLab.pods, start, new Date(+start + HOUR)), edit_id: theirs },
            admin,
          ),
        403,
      );
      const before = await f.lastSeq();
      assert.equal(
        (await f.post('/api/v1/admin/reservations/delete', { reservation_id: theirs }, admin)).statusCode,
        403,
      );
      assert.equal(await f.lastSeq(), before);
    });

    it("cannot reserve that client's lab, nor send that client's id", async () => {
      const admin = await f.token(3, own.id);
      const start = hoursFromNow(32);
      const end = new Date(+start + HOUR);
      await assertRefused(f, () => f.save(reservationForm(otherLab.lab, otherLab.pods, start, end), admin), 403);
      await assertRefused(f, () => f.save(reservationForm(lab, pods, start, end, { client_id: other.id }), admin), 403);
      const superAdmin = await f.token(4, null);
      await assertRefused(
        f,
        () => f.save(reservationForm(lab, pods, start, end, { client_id: other.id }), superAdmin),
        400,
        'client_id',
      );
    });
  });
});
