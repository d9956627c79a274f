import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SYSTEM_MESSAGES } from '@gamepod/contracts/catalogues';
import { systemMessagesProjection } from '@gamepod/projections';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';

const LIST = '/api/v1/admin/system_messages/list';
const SAVE = '/api/v1/admin/system_messages/save';
const GET_FE = '/api/v1/system_messages/get_fe';

type Entry = { msg_key: string; type: string; text_head: string; text_sub: string };
type Row = Entry & { id: string | null; source: string; built_in: Entry | null };
type Page = { messages: Row[]; total_rows: number; last_page: number; status_text: string };

describe('Manage System Messages: /admin/system_messages/list and save, laid over get_fe', () => {
  let k: KioskServices;
  let su: string;
  before(async () => {
    k = await openKioskServices({ extra: [systemMessagesProjection] });
    su = await k.token(4, null);
  });
  after(() => k.close());

  const save = async (body: Record<string, unknown>) => {
    const res = await k.post(SAVE, body, su);
    assert.equal(res.statusCode, 200, res.body);
    return (k.json(res).data as unknown as { message: Row }).message;
  };
  const catalogue = async () => {
    const res = await k.get(GET_FE);
    assert.equal(res.statusCode, 200);
    return (k.json(res).data as unknown as { messages: Entry[] }).messages;
  };

  it('is for super admins only: anyone else is refused and nothing is appended', async () => {
    const body = { msg_key: 'x-key', type: 'success', text_head: 'Hi' };
    assert.equal((await k.get(LIST)).statusCode, 401);
    const client = await k.client();
    for (const role of [1, 2, 3, 5]) {
      const token = await k.token(role, client.id);
      const before = await k.lastSeq();
      assert.equal((await k.get(LIST, token)).statusCode, 403);
      assert.equal((await k.post(SAVE, body, token)).statusCode, 403);
      assert.equal(await k.lastSeq(), before);
    }
  });

  it('lists the built-in catalogue 7 at a time, by text_head descending unless told', async () => {
    const res = await k.get(LIST, su);
    assert.equal(res.statusCode, 200, res.body);
    const page = k.json(res).data as unknown as Page;
    assert.equal(page.messages.length, 7);
    assert.ok(page.total_rows >= SYSTEM_MESSAGES.length);
    assert.equal(page.status_text, `Showing 1 to 7 of ${page.total_rows} entries`);
    const heads = page.messages.map((m) => m.text_head.toLowerCase());
    assert.deepEqual(heads, [...heads].sort().reverse());
    const byKey = (await k.get(`${LIST}?sort_by=msg_key&sort_type=asc&length=3&search=login-`, su)).json().data as Page;
    assert.ok(byKey.messages.every((m) => m.msg_key.includes('login-')));
    assert.deepEqual(
      byKey.messages.map((m) => m.msg_key),
      [...byKey.messages.map((m) => m.msg_key)].sort(),
    );
  });

  it('rewords a built-in text for get_fe and every running kiosk, and keeps the built-in one beside it', async () => {
    const pod = await k.kioskPod();
    const socket = await k.podSocket(pod);
    const original = SYSTEM_MESSAGES.find((m) => m.msg_key === 'login-pod-updating');
    const saved = await save({
      msg_key: 'login-pod-updating',
      type: 'warning',
      text_head: 'This Gamepod is being serviced.',
      text_sub: 'Try the next seat, please.',
    });
    assert.equal(saved.source, 'edited');
    assert.deepEqual(saved.built_in, original);
    const served = (await catalogue()).filter((m) => m.msg_key === 'login-pod-updating');
    assert.deepEqual(served, [
      {
        msg_key: 'login-pod-updating',
        type: 'warning',
        text_head: 'This Gamepod is being serviced.',
        text_sub: 'Try the next seat, please.',
      },
    ]);
    const frame = (await socket.next()) as { payload: { message: string; data: Record<string, unknown> } };
    assert.equal(frame.payload.message, 'system_message');
    assert.deepEqual(frame.payload.data.message, served[0]);
    assert.equal(frame.payload.data.removed_key, null);
  });

  it('adds a key of its own, moves it to another key (the old one is no longer served), and keeps keys unique', async () => {
    const pod = await k.kioskPod();
    const socket = await k.podSocket(pod);
    const custom = await save({ msg_key: 'venue-welcome', type: 'success', text_head: 'Welcome to the arena' });
    assert.deepEqual([custom.source, custom.built_in], ['custom', null]);
    await socket.next();
    const moved = await save({
      edit_id: custom.id,
      msg_key: 'venue-greeting',
      type: 'success',
      text_head: 'Welcome to the arena',
    });
    assert.equal(moved.id, custom.id);
    const frame = (await socket.next()) as { payload: { data: { removed_key: string | null } } };
    assert.equal(frame.payload.data.removed_key, 'venue-welcome');
    const keys = (await catalogue()).map((m) => m.msg_key);
    assert.ok(keys.includes('venue-greeting') && !keys.includes('venue-welcome'));
    // the freed key may be taken again; a held one may not
    await save({ msg_key: 'venue-welcome', type: 'warning', text_head: 'Hello again' });
    const before = await k.lastSeq();
    const taken = await k.post(SAVE, { msg_key: 'venue-greeting', type: 'success', text_head: 'Dup' }, su);
    assert.equal(taken.statusCode, 409, taken.body);
    assert.equal(k.json(taken).data.field, 'msg_key');
    assert.equal(await k.lastSeq(), before);
  });

  it("names the field of bad input, with 'generic-required-message' for a required one, and appends nothing", async () => {
    const form = { msg_key: 'venue-note', type: 'success', text_head: 'Note' };
    const required = async (body: Record<string, unknown>, field: string) => {
      const before = await k.lastSeq();
      const res = await k.post(SAVE, { ...form, ...body }, su);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(
        [k.json(res).message, k.json(res).data.field, k.json(res).data.msg_key],
        ['Please fill all required fields', field, 'generic-required-message'],
      );
      assert.equal(await k.lastSeq(), before);
    };
    await required({ text_head: ' ' }, 'text_head');
    await required({ type: null }, 'type');
    await required({ msg_key: '' }, 'msg_key');
    const bad = (body: Record<string, unknown>, field: string) =>
      assertBadInput(k, () => k.post(SAVE, { ...form, ...body }, su), field);
    await bad({ type: 'info' }, 'type');
    await bad({ msg_key: 'Not A Key' }, 'msg_key');
    await bad({ text_head: 'x'.repeat(301) }, 'text_head');
    await bad({ edit_id: 'nope' }, 'edit_id');
    await bad({ colour: 'red' }, 'colour');
    await assertBadInput(k, () => k.get(`${LIST}?length=0`, su), 'length');
    await assertBadInput(k, () => k.get(`${LIST}?sort_by=id`, su), 'sort_by');
    const before = await k.lastSeq();
    const missing = await k.post(SAVE, { ...form, edit_id: '01900000-0000-7000-8000-000000000000' }, su);
    assert.equal(missing.statusCode, 404, missing.body);
    assert.equal(await k.lastSeq(), before);
  });
});
