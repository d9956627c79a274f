import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertBadInput } from '../support/fleet-admin.ts';
import type { DeployedPod } from '../support/pod-fixtures.ts';
import {
  assertRefused,
  HOUR,
  hoursFromNow,
  openReservationServices,
  type ReservationServices,
  reservationForm,
} from '../support/reservation-fixtures.ts';

describe('/admin/reservations/save with bad input', () => {
  let f: ReservationServices;
  let admin: string;
  let lab: string;
  let pods: DeployedPod[];
  let elsewhere: DeployedPod;
  let form: Record<string, unknown>;
  before(async () => {
    f = await openReservationServices();
    const client = await f.client();
    admin = await f.token(3, client.id);
    ({ lab, pods } = await f.labWithPods(client, 2));
    elsewhere = (await f.labWithPods(client, 1)).pods[0] as DeployedPod;
    const start = hoursFromNow(24);
    form = reservationForm(lab, pods, start, new Date(+start + HOUR));
  });
  after(() => f.close());
  const save = (over: Record<string, unknown>) => f.save({ ...form, ...over }, admin);

  it("answers 'Please fill all required fields' naming the first one missing, saving nothing", async () => {
    for (const field of ['lab_id', 'start_date', 'start_time', 'end_date', 'end_time', 'group_name']) {
      const body = await assertRefused(f, () => save({ [field]: '' }), 400, field);
      assert.equal(body.message, 'Please fill all required fields');
      assert.equal(body.data.msg_key, 'generic-required-message');
    }
    await assertRefused(f, () => save({ pods_list: [] }), 400, 'pods_list');
    await assertRefused(f, () => save({ emails_list: '' }), 400, 'emails_list');
    const { lab_id: _lab, ...withoutLab } = form;
    await assertRefused(f, () => f.save(withoutLab, admin), 400, 'lab_id');
  });

  it('names a date, a time or a datetime that is not one', async () => {
    await assertRefused(f, () => save({ start_date: '13/01/2026' }), 400, 'start_date');
    await assertRefused(f, () => save({ end_time: '25:00 PM' }), 400, 'end_time');
    await assertRefused(f, () => save({ start_datetime: '01/01/2020 01:00 AM' }), 400, 'start_datetime');
    await assertRefused(
      f,
      () => save({ start_date: '03/14/2027', start_time: '02:30 AM', start_datetime: null }),
      400,
      'start_time',
    );
  });

  it('refuses times that end before they start, have ended, or last over four weeks', async () => {
    const start = hoursFromNow(24);
    const times = (from: Date, to: Date) => reservationForm(lab, pods, from, to);
    await assertRefused(f, () => f.save(times(start, new Date(+start - HOUR)), admin), 400, 'end_time');
    await assertRefused(f, () => f.save(times(hoursFromNow(-3), hoursFromNow(-1)), admin), 400, 'end_time');
    await assertRefused(f, () => f.save(times(start, new Date(+start + 29 * 24 * HOUR)), admin), 400, 'end_time');
  });

  it('refuses a pod no live pod has the key of, or a pod of another lab, naming pods_list', async () => {
    const gone = await assertRefused(f, () => save({ pods_list: 'GP-0000-0000-0000' }), 400, 'pods_list');
    assert.match(gone.message, /GP-0000-0000-0000 does not exist/);
    await assertRefused(f, () => save({ pods_list: [elsewhere.pod_id_key] }), 400, 'pods_list');
  });

  it('refuses an email that is not one, naming emails_list', async () => {
    const body = await assertRefused(
      f,
      () => save({ emails_list: 'ada@school.test; ada(at)school' }),
      400,
      'emails_list',
    );
    assert.match(body.message, /ada\(at\)school is not an email address/);
  });

  it('answers 404 for a lab or a reservation that does not exist', async () => {
    await assertRefused(f, () => save({ lab_id: '01900000-0000-7000-8000-000000000000' }), 404, 'lab_id');
    await assertRefused(f, () => save({ edit_id: '01900000-0000-7000-8000-000000000000' }), 404, 'reservation_id');
    const before = await f.lastSeq();
    const res = await f.post(
      '/api/v1/admin/reservations/delete',
      { reservation_id: '01900000-0000-7000-8000-000000000000' },
      admin,
    );
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(await f.lastSeq(), before);
  });

  it('names the field of malformed input at the schema, appending nothing', async () => {
    await assertBadInput(f, () => save({ group_name: 'x'.repeat(101) }), 'group_name');
    await assertBadInput(f, () => save({ group_name: 'Club\u200b' }), 'group_name');
    await assertBadInput(f, () => save({ pods_list: ['not-a-key'] }), 'pods_list.0');
    await assertBadInput(f, () => save({ lab_id: 'a.b' }), 'lab_id');
    await assertBadInput(f, () => save({ edit_id: 42 }), 'edit_id');
    await assertBadInput(f, () => save({ pods: pods.map((p) => p.id) }), 'pods');
    await assertBadInput(f, () => save({ start_time: '10:00\u0000 AM' }), 'start_time');
    await assertBadInput(
      f,
      () => f.post('/api/v1/admin/reservations/delete', { reservation_id: 'nope' }, admin),
      'reservation_id',
    );
    const list = await f.get('/api/v1/admin/reservations/list?length=0', admin);
    assert.equal(list.statusCode, 400, list.body);
    assert.equal((list.json() as { data: { field: string } }).data.field, 'length');
  });
});
