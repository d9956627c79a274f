import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { alertsProjection, clientsProjection, labsProjection } from '@gamepod/projections';
import { assertBadInput } from '../support/fleet-admin.ts';
import {
  type IdentityServices,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

const LIST = '/api/v1/common/alerts/list';
const SAVE = '/api/v1/common/alerts/save';
const DELETE = '/api/v1/common/alerts/delete';

type Row = {
  id: string;
  text_head: string;
  scope: string;
  clients: string | null;
  labs: string | null;
  user: string;
  owner: { email: string };
  linkedclient: { first_name: string } | null;
  linkedlab: { lab_name: string } | null;
  alert_start: { date: string; time: string; ampm: string } | null;
  status: string;
};
type Page = { alerts: Row[]; current_page: number; last_page: number; total_rows: number; status_text: string };

describe('Manage Alerts: /common/alerts/list, save and delete', () => {
  let f: IdentityServices;
  let own: TestClient;
  let other: TestClient;
  let ownLab: string;
  let otherLab: string;
  let pod: KioskPod;
  const staff = {} as Record<
    'fac' | 'fac2' | 'admin' | 'otherAdmin' | 'su',
    { id: string; email: string; token: string }
  >;

  before(async () => {
    f = await openIdentityServices({ extra: [alertsProjection, clientsProjection, labsProjection] });
    own = await f.client();
    other = await f.client();
    ownLab = await f.lab(own.id);
    otherLab = await f.lab(other.id);
    pod = await f.kioskPod({ client: own, lab_id: ownLab });
    // facilitators sign in on a pod of their client; admins on the console
    const signIn = async (role: number, clientId: string | null, url: string) => {
      const account = await f.account(role, { client_id: clientId });
      const body = { username: account.email, password: RIGHT_PASSWORD, session_id_key: pod.session_id_key };
      const res = await f.post(
        url,
        url.endsWith('/admin/login') ? { username: account.email, password: RIGHT_PASSWORD } : body,
      );
      assert.equal(res.statusCode, 200, res.body);
      return { ...account, token: String(f.json(res).data.token) };
    };
    staff.fac = await signIn(2, own.id, '/api/v1/user/login');
    staff.fac2 = await signIn(2, own.id, '/api/v1/user/login');
    staff.admin = await signIn(3, own.id, '/api/v1/admin/login');
    staff.otherAdmin = await signIn(3, other.id, '/api/v1/admin/login');
    staff.su = await signIn(4, null, '/api/v1/admin/login');
  });
  after(() => f.close());

  const save = (token: string, body: Record<string, unknown>) =>
    f.post(SAVE, { text_head: 'Tournament tonight', type: 'check', enable: 1, ...body }, token);
  const list = async (token: string, query = '') => {
    const res = await f.get(`${LIST}?${query}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return f.json(res).data as unknown as Page;
  };
  const created = async (token: string, body: Record<string, unknown>) => {
    const res = await save(token, body);
    assert.equal(res.statusCode, 200, res.body);
    return (f.json(res).data as unknown as { alert: Row }).alert;
  };
  /** Asserts a refusal with its status and message, and that nothing was appended. */
  const refused = async (send: () => ReturnType<typeof save>, status: number, message?: string) => {
    const before = await f.lastSeq();
    const res = await send();
    assert.equal(res.statusCode, status, res.body);
    assert.equal(f.json(res).status, false);
    if (message) assert.equal(f.json(res).message, message);
    assert.equal(await f.lastSeq(), before, 'a refusal appended an event');
    return f.json(res);
  };

  it('lets roles 2, 3 and 4 list alerts and refuses everyone else', async () => {
    assert.equal((await f.get(LIST)).statusCode, 401);
    assert.equal((await f.get(LIST, await f.token(1, own.id))).statusCode, 403);
    assert.equal((await f.get(LIST, await f.token(5, own.id))).statusCode, 403);
    for (const who of [staff.fac, staff.admin, staff.su]) {
      assert.equal((await f.get(LIST, who.token)).statusCode, 200);
    }
  });

  it("saves a facilitator's alert for their own client, owned by them, and lists it first", async () => {
    const alert = await created(staff.fac.token, { text_head: 'Pizza at eight' });
    assert.equal(alert.scope, 'client');
    assert.equal(alert.clients, own.id);
    assert.equal(alert.user, staff.fac.id);
    assert.deepEqual(alert.owner, { email: staff.fac.email });
    assert.match(String(alert.linkedclient?.first_name), /^Venue /);
    assert.equal(alert.status, 'active');
    const [event] = (await f.logged('AlertCreated')).filter((e) => e.aggregate_id === alert.id);
    assert.equal((event?.data as { owner_email: string } | undefined)?.owner_email, staff.fac.email);
    assert.equal((await list(staff.fac.token)).alerts[0]?.id, alert.id);
  });

  it('keeps each role within its reach: global for super admins, labs for admins, the own client for facilitators', async () => {
    await refused(() => save(staff.fac.token, { scope: 'global' }), 403);
    await refused(() => save(staff.fac.token, { scope: 'lab', labs: ownLab }), 403);
    await refused(() => save(staff.fac.token, { scope: 'client', clients: other.id }), 403);
    await refused(() => save(staff.admin.token, { scope: 'global' }), 403);
    await refused(() => save(staff.admin.token, { scope: 'lab', labs: otherLab }), 403);
    await refused(() => save(staff.admin.token, { scope: 'client', clients: other.id }), 403);
    const lab = await created(staff.admin.token, { scope: 'lab', labs: ownLab });
    assert.deepEqual([lab.scope, lab.clients, lab.labs], ['lab', own.id, ownLab]);
    assert.ok(lab.linkedlab?.lab_name.startsWith('Lab '));
    const global = await created(staff.su.token, { scope: 'global' });
    assert.deepEqual([global.scope, global.clients, global.linkedclient], ['global', null, null]);
    const theirs = await created(staff.su.token, { scope: 'lab', labs: otherLab });
    assert.equal(theirs.clients, other.id);
  });

  it("shows a client admin their own client's alerts only, and a super admin any client's or all", async () => {
    const mine = await created(staff.admin.token, { text_head: 'Ours only' });
    const theirs = await created(staff.otherAdmin.token, { text_head: 'Theirs only' });
    const ownIds = (await list(staff.admin.token, 'length=100')).alerts.map((a) => a.id);
    assert.ok(ownIds.includes(mine.id) && !ownIds.includes(theirs.id));
    assert.equal((await f.get(`${LIST}?client_id=${other.id}`, staff.admin.token)).statusCode, 403);
    const filtered = (await list(staff.su.token, `client_id=${other.id}&length=100`)).alerts;
    assert.ok(filtered.every((a) => a.clients === other.id) && filtered.some((a) => a.id === theirs.id));
    const all = (await list(staff.su.token, 'length=100')).alerts.map((a) => a.id);
    assert.ok(all.includes(mine.id) && all.includes(theirs.id));
    // another client's alert is out of reach for editing or deleting too
    await refused(() => save(staff.admin.token, { edit_id: theirs.id }), 403);
    await refused(() => f.post(DELETE, { id: theirs.id }, staff.admin.token), 403);
  });

  it("refuses a facilitator someone else's alert, naming whom to contact", async () => {
    const alert = await created(staff.fac.token, { text_head: 'Mine to change' });
    const edit = await refused(
      () => save(staff.fac2.token, { edit_id: alert.id, text_head: 'Changed' }),
      403,
      "You can't edit this alert, contact:",
    );
    assert.equal(edit.data.detail, `Admin or ${staff.fac.email}`);
    const del = await refused(
      () => f.post(DELETE, { id: alert.id }, staff.fac2.token),
      403,
      "You can't delete this alert, contact:",
    );
    assert.equal(del.data.detail, `Admin or ${staff.fac.email}`);
    // their own: edited, and deleted
    const edited = await created(staff.fac.token, { edit_id: alert.id, text_head: 'Changed by me' });
    assert.equal(edited.text_head, 'Changed by me');
    const res = await f.post(DELETE, { id: alert.id }, staff.fac.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(!(await list(staff.fac.token, 'length=100')).alerts.some((a) => a.id === alert.id));
  });

  it("warns an admin before overwriting someone's alert, and overwrites it once they go on", async () => {
    const alert = await created(staff.fac.token, { text_head: 'Facilitator wrote this' });
    const warned = await refused(
      () => save(staff.admin.token, { edit_id: alert.id, text_head: 'Admin rewrote this' }),
      409,
      'Editing this alert will overwrite it...',
    );
    assert.equal(warned.data.detail, `Last edit by: ${staff.fac.email}`);
    assert.equal(warned.data.owner_id, staff.fac.id);
    const rewritten = await created(staff.admin.token, {
      edit_id: alert.id,
      text_head: 'Admin rewrote this',
      overwrite: staff.fac.id,
    });
    assert.deepEqual([rewritten.text_head, rewritten.owner.email], ['Admin rewrote this', staff.admin.email]);
    const [edited] = (await f.logged('AlertEdited')).filter((e) => e.aggregate_id === alert.id);
    assert.deepEqual((edited?.data as { overwrote: unknown } | undefined)?.overwrote, {
      user_id: staff.fac.id,
      email: staff.fac.email,
    });
    // now the admin's: the facilitator is the one refused
    await refused(
      () => f.post(DELETE, { id: alert.id }, staff.fac.token),
      403,
      "You can't delete this alert, contact:",
    );
    const facAlert = await created(staff.fac.token, { text_head: 'Another of mine' });
    await refused(
      () => f.post(DELETE, { id: facAlert.id }, staff.su.token),
      409,
      "You are going to delete someone's alert...",
    );
    const res = await f.post(DELETE, { id: facAlert.id, overwrite: staff.fac.id }, staff.su.token);
    assert.equal(res.statusCode, 200, res.body);
  });

  it('reads the window in the user time zone and shows it back as date, time and AM/PM', async () => {
    const alert = await created(staff.admin.token, {
      active_start: '07/04/2030 09:30 PM',
      active_untill: '07/05/2030 01:00 AM',
      user_timezone: 'America/Chicago',
    });
    assert.deepEqual(alert.alert_start, { date: '07/04/2030', time: '09:30', ampm: 'PM' });
    assert.equal(alert.status, 'scheduled');
    const [event] = (await f.logged('AlertCreated')).filter((e) => e.aggregate_id === alert.id);
    // 9:30 PM CDT is 02:30 UTC the next day
    assert.equal((event?.data as { active_start: string } | undefined)?.active_start, '2030-07-05T02:30:00.000Z');
  });

  it('pages 7 at a time, newest window first, with the status text', async () => {
    const client = await f.client();
    const admin = await f.account(3, { client_id: client.id });
    const login = await f.post('/api/v1/admin/login', { username: admin.email, password: RIGHT_PASSWORD });
    const token = String(f.json(login).data.token);
    for (let day = 1; day <= 9; day++) {
      const d = String(day).padStart(2, '0');
      await created(token, {
        text_head: `Day ${d}`,
        active_start: `01/${d}/2031 10:00 AM`,
        active_untill: `01/${d}/2031 11:00 AM`,
      });
    }
    const first = await list(token);
    assert.equal(first.alerts.length, 7);
    assert.deepEqual([first.total_rows, first.last_page, first.status_text], [9, 2, 'Showing 1 to 7 of 9 entries']);
    assert.equal(first.alerts[0]?.text_head, 'Day 09');
    const second = await list(token, 'page=2');
    assert.deepEqual(
      second.alerts.map((a) => a.text_head),
      ['Day 02', 'Day 01'],
    );
    const byHead = await list(token, 'sort_by=text_head&sort_type=asc');
    assert.equal(byHead.alerts[0]?.text_head, 'Day 01');
  });

  it('names the field of bad input, with the spec message for a required one, and appends nothing', async () => {
    const t = staff.admin.token;
    const required = async (body: Record<string, unknown>, field: string, token = t) => {
      const res = await refused(() => save(token, body), 400, 'Please fill all required fields');
      assert.equal(res.data.field, field);
    };
    await required({ text_head: '  ' }, 'text_head');
    await required({ type: null }, 'type');
    await required({ enable: null }, 'enable');
    await required({}, 'scope', staff.su.token);
    await required({ scope: 'client', clients: '' }, 'clients', staff.su.token);
    await required({ scope: 'lab' }, 'labs');
    await required({ active_start: '01/01/2031 10:00 AM' }, 'active_untill');
    const bad = (body: Record<string, unknown>, field: string) => assertBadInput(f, () => save(t, body), field);
    await bad({ type: 'loud' }, 'type');
    await bad({ scope: 'everyone' }, 'scope');
    await bad({ active_start: '2031-01-01', active_untill: '01/02/2031 10:00 AM' }, 'active_start');
    await bad({ active_start: '01/02/2031 10:00 AM', active_untill: '01/01/2031 10:00 AM' }, 'active_untill');
    await bad(
      { active_start: '01/01/2031 10:00 AM', active_untill: '01/02/2031 10:00 AM', user_timezone: 'Mars/Base' },
      'user_timezone',
    );
    await bad({ text_head: 'x'.repeat(151) }, 'text_head');
    await bad({ edit_id: 'not-an-id' }, 'edit_id');
    await bad({ colour: 'red' }, 'colour');
    await assertBadInput(f, () => f.post(DELETE, { id: 'nope' }, t), 'id');
    await assertBadInput(f, () => f.get(`${LIST}?length=0`, t), 'length');
    await assertBadInput(f, () => f.get(`${LIST}?sort_by=password`, t), 'sort_by');
    const missing = '01900000-0000-7000-8000-000000000000';
    await refused(() => save(t, { edit_id: missing }), 404);
    await refused(() => f.post(DELETE, { id: missing }, t), 404);
    await refused(() => save(t, { scope: 'lab', labs: missing }), 404);
  });
});
