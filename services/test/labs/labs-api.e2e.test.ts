import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { type FleetServices, openFleetClient, sampleLabForm } from '../support/fleet-admin.ts';

const api = '/api/v1/admin/kiosk';
const UNKNOWN = '01900000-0000-7000-8000-000000000000';

describe('the labs API', () => {
  let f: FleetServices;
  let su: string;
  let client: string;
  before(async () => {
    ({ f, su, client } = await openFleetClient());
  });
  after(() => f.close());

  const edit = async (labId: string) => {
    const res = await f.get(`${api}/edit/lab?lab_id=${labId}`, su);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    assert.equal(r.statusCode, 200, r.body);
    return r.json();
  };

  describe('when a lab is deployed', () => {
    it('lists it at once and shows its form with an empty schedule and no overrides, IPs, feeds or keys', async () => {
      const form = sampleLabForm(client, { lab_name: 'Arcade', is_paid: 0, reservation_email: 'book@example.com' });
      const reply = await ok(f.post(`${api}/deployment/lab`, form, su));
      const { lab_id } = reply.data;
      assert.equal(reply.message, 'Lab deployed');
      const labs = (await ok(f.get(`${api}/labs?client_id=${client}`, su))).data.labs;
      assert.deepEqual(
        labs.find((l: { id: string }) => l.id === lab_id),
        { id: lab_id, value: 'Arcade', admin_mode: 0, client_id: client },
      );

      const data = await edit(lab_id);
      assert.equal(data.lab.lab_name, 'Arcade');
      assert.equal(data.lab.timezone, 'America/Chicago');
      assert.equal(data.lab.is_paid, 0);
      assert.equal(data.lab.lab_mode_type, 'free');
      assert.equal(data.lab.reservation_email, 'book@example.com');
      assert.equal(data.lab.left_image, null);
      assert.equal(data.schedule.mo_start, null);
      assert.equal(data.schedule.su_is_closed, 0);
      assert.deepEqual([data.overrides, data.allowedips, data.rssfeeds, data.apikeys], [[], [], [], []]);
    });

    it('keeps a chosen US time zone', async () => {
      const lab = await f.deployLab(client, { timezone: 'Pacific/Honolulu' });
      assert.equal((await edit(lab)).lab.timezone, 'Pacific/Honolulu');
    });

    it("by a client admin, puts it on the admin's own client whatever client_id says", async () => {
      const mine = await f.deployClient();
      const admin = await f.token(3, mine);
      const reply = await ok(f.post(`${api}/deployment/lab`, sampleLabForm(client), admin));
      assert.equal(reply.data.lab.client_id, mine);
      const labs = (await ok(f.get(`${api}/labs?client_id=${client}`, admin))).data.labs;
      assert.deepEqual(
        labs.map((l: { id: string }) => l.id),
        [reply.data.lab_id],
      );
    });

    it('for a client that does not exist, answers 404 and appends nothing', async () => {
      const before = await f.lastSeq();
      const res = await f.post(`${api}/deployment/lab`, sampleLabForm(UNKNOWN), su);
      assert.equal(res.statusCode, 404);
      assert.equal(await f.lastSeq(), before);
    });
  });

  it('saves the lab form and shows it in the very next read', async () => {
    const lab = await f.deployLab(client);
    const { client_id: _c, ...form } = sampleLabForm(client, {
      lab_name: 'Annex',
      is_active: 0,
      timezone: 'America/Denver',
    });
    const reply = await ok(f.post(`${api}/edit/lab`, { lab_id: lab, ...form }, su));
    assert.equal(reply.data.lab.lab_name, 'Annex');
    const data = await edit(lab);
    assert.equal(data.lab.lab_name, 'Annex');
    assert.equal(data.lab.is_active, 0);
    assert.equal(data.lab.timezone, 'America/Denver');
  });

  it('switches Force On on and off, as the labs list shows', async () => {
    const lab = await f.deployLab(client);
    const forceOn = async (admin_mode: 0 | 1) => {
      await ok(f.post(`${api}/lab_admin_mode`, { lab_id: lab, admin_mode }, su));
      const labs = (await ok(f.get(`${api}/labs?client_id=${client}`, su))).data.labs;
      return labs.find((l: { id: string }) => l.id === lab).admin_mode;
    };
    assert.equal(await forceOn(1), 1);
    assert.equal(await forceOn(0), 0);
  });

  it('saves the weekly schedule in AM/PM and reads it back the same way', async () => {
    const lab = await f.deployLab(client);
    const week = {
      mo_start: '12:00 AM',
      mo_end: '12:30 PM',
      fr_start: '09:00 am',
      fr_end: '11:59 PM',
      su_is_closed: 1,
    };
    const reply = await ok(f.post(`${api}/lab_schedule`, { lab_id: lab, ...week }, su));
    assert.equal(reply.data.schedule.mo_start, '12:00 AM');
    const { schedule } = await edit(lab);
    assert.deepEqual(
      [
        schedule.mo_start,
        schedule.mo_end,
        schedule.fr_start,
        schedule.fr_end,
        schedule.su_is_closed,
        schedule.tu_start,
      ],
      ['12:00 AM', '12:30 PM', '09:00 AM', '11:59 PM', 1, null],
    );
  });

  describe('schedule overrides', () => {
    it('are added, listed by date in mm/dd/yyyy with AM/PM times, and deleted', async () => {
      const lab = await f.deployLab(client);
      const add = (body: Record<string, unknown>) =>
        ok(f.post(`${api}/lab_override_schedule`, { lab_id: lab, ...body }, su));
      await add({ date: '12/25/2026', is_paid: 0, is_closed: 1, is_on: 1 });
      const reply = await add({
        date: '7/4/2026',
        time_start: '10:00 AM',
        time_end: '02:00 PM',
        is_paid: 1,
        is_closed: 0,
      });
      const [first, second] = reply.data.overrides;
      assert.deepEqual(first, {
        id: first.id,
        date: '07/04/2026',
        time_start_ampm: '10:00 AM',
        time_end_ampm: '02:00 PM',
        is_paid: 1,
        is_closed: 0,
      });
      assert.equal(second.date, '12/25/2026');
      assert.deepEqual((await edit(lab)).overrides, reply.data.overrides);

      const deleted = await ok(f.post(`${api}/delete/override_schedule`, { id: first.id, lab_id: lab }, su));
      assert.deepEqual(deleted.data.overrides, [second]);
      assert.deepEqual((await edit(lab)).overrides, [second]);
      const again = await f.post(`${api}/delete/override_schedule`, { id: first.id, lab_id: lab }, su);
      assert.equal(again.statusCode, 404);
    });

    it('allow one per date: a second one is a 409 that appends nothing', async () => {
      const lab = await f.deployLab(client);
      const body = { lab_id: lab, date: '05/01/2026', is_paid: 0, is_closed: 1 };
      await ok(f.post(`${api}/lab_override_schedule`, body, su));
      const before = await f.lastSeq();
      const res = await f.post(`${api}/lab_override_schedule`, { ...body, date: '5/1/2026' }, su);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().data.field, 'date');
      assert.equal(await f.lastSeq(), before);
    });
  });

  it('answers 404 on every lab route for a lab that does not exist', async () => {
    const { client_id: _c, ...form } = sampleLabForm(client);
    const writes: Array<[string, Record<string, unknown>]> = [
      ['edit/lab', { lab_id: UNKNOWN, ...form }],
      ['lab_admin_mode', { lab_id: UNKNOWN, admin_mode: 1 }],
      ['lab_schedule', { lab_id: UNKNOWN }],
      ['lab_override_schedule', { lab_id: UNKNOWN, date: '05/01/2026', is_paid: 0, is_closed: 1 }],
      ['delete/override_schedule', { lab_id: UNKNOWN, id: UNKNOWN }],
      ['delete/lab_allowedip', { lab_id: UNKNOWN, id: UNKNOWN }],
    ];
    for (const [route, body] of writes) {
      assert.equal((await f.post(`${api}/${route}`, body, su)).statusCode, 404, route);
    }
    assert.equal((await f.get(`${api}/edit/lab?lab_id=${UNKNOWN}`, su)).statusCode, 404);
    assert.equal((await f.upload(UNKNOWN, '10.0.0.1\n', su)).statusCode, 404);
  });
});
