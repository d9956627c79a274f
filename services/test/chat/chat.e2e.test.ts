import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chatsProjection, labsProjection, usersProjection } from '@gamepod/projections';
import { issueSession } from '../../src/users/application/sessions.ts';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

type Thread = {
  id: string;
  pod_id: string;
  status: string;
  messages: Array<{ from_staff: boolean; text: string; author_name: string }>;
};

/** The next `status.chat` push on a socket, skipping anything else. */
async function nextChat(s: TestSocket): Promise<{ channel: string; payload: Record<string, unknown> }> {
  for (;;) {
    const frame = (await s.next()) as { kind?: string; channel: string; payload: Record<string, unknown> };
    if (frame.kind === 'status.chat') return frame;
  }
}

describe("a pod's live chat", () => {
  let k: KioskServices;
  let pod: KioskPod;
  let player: string;
  before(async () => {
    k = await openKioskServices({ extra: [chatsProjection, labsProjection, usersProjection] });
    pod = await k.kioskPod();
    player = await k.token(1, pod.client.id, pod.id);
  });
  after(() => k.close());

  const kiosk = (url: string, body: Record<string, unknown>, p: KioskPod = pod, token = player) =>
    k.post(`/api/v1${url}`, { session_id_key: p.session_id_key, ...body }, token);
  const thread = async (token = player, p: KioskPod = pod) => {
    const res = await kiosk('/chat/conversation', {}, p, token);
    assert.equal(res.statusCode, 200, res.body);
    return k.json(res).data.conversation as Thread | null;
  };

  it('tells the kiosk to use the local chat when no vendor key is configured', async () => {
    const res = await kiosk('/chat/provider', {});
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(k.json(res).data, { provider: 'local', key: null });
  });

  it("carries a player's message to the consoles and staff's answer back to the pod", async () => {
    assert.equal(await thread(), null);
    const staff = await k.token(3, pod.client.id);
    const consoles = await k.socket(`/api/v1/ws?token=${staff}`);
    consoles.send({ op: 'subscribe', channel: `client.${pod.client.id}` });
    assert.equal((await consoles.next()).op, 'subscribed');
    const podSocket = await k.podSocket(pod);

    const sent = await kiosk('/chat/send', { text: '  My game will not start  ' });
    assert.equal(sent.statusCode, 200, sent.body);
    const conversation = k.json(sent).data.conversation as Thread;
    assert.equal(conversation.status, 'open');
    assert.deepEqual(
      conversation.messages.map((m) => [m.from_staff, m.text]),
      [[false, 'My game will not start']],
    );
    const heard = await nextChat(consoles);
    assert.equal(heard.channel, `client.${pod.client.id}`);
    assert.equal(heard.payload.conversation_id, conversation.id);

    const list = await k.get('/api/v1/admin/chat/list', staff);
    assert.equal(list.statusCode, 200, list.body);
    const rows = k.json(list).data.conversations as Array<{ id: string; pod_id: string; awaiting_staff: boolean }>;
    assert.deepEqual(
      rows.map((r) => [r.id, r.pod_id, r.awaiting_staff]),
      [[conversation.id, pod.id, true]],
    );

    const reply = await k.post(
      '/api/v1/admin/chat/reply',
      { conversation_id: conversation.id, text: 'Restarting it now' },
      staff,
    );
    assert.equal(reply.statusCode, 200, reply.body);
    for (;;) {
      const pushed = await nextChat(podSocket);
      const message = pushed.payload.message as { from_staff: boolean; text: string } | null;
      if (message?.from_staff) {
        assert.equal(message.text, 'Restarting it now');
        break;
      }
    }
    assert.deepEqual(
      (await thread())?.messages.map((m) => [m.from_staff, m.text]),
      [
        [false, 'My game will not start'],
        [true, 'Restarting it now'],
      ],
    );

    const close = await k.post('/api/v1/admin/chat/close', { conversation_id: conversation.id }, staff);
    assert.equal(close.statusCode, 200, close.body);
    assert.equal(await thread(), null);
    const late = await k.post('/api/v1/admin/chat/reply', { conversation_id: conversation.id, text: 'Hello?' }, staff);
    assert.equal(late.statusCode, 404, late.body);
  });

  it("does not show a new player on the pod the last player's conversation", async () => {
    const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const first = await k.token(1, p.client.id, p.id);
    assert.equal((await kiosk('/chat/send', { text: 'Hi' }, p, first)).statusCode, 200);
    const login = { role: 1, client_id: p.client.id, pod_id: p.id, kind: 'pod' as const, ttlMs: 60_000 };
    const second = (await issueSession(k.deps, { user_id: 'second-player', ...login })).token;
    assert.equal(await thread(second, p), null);
    assert.equal((await kiosk('/chat/send', { text: 'Hello' }, p, second)).statusCode, 200);
    assert.deepEqual(
      (await thread(second, p))?.messages.map((m) => m.text),
      ['Hello'],
    );
    assert.equal(await thread(first, p), null);
    assert.equal((await k.logged('ChatClosed')).filter((e) => e.aggregate_id === p.id).length, 1);
  });

  it("keeps each client's conversations to its own staff: another client's admin gets 403", async () => {
    const p = await k.kioskPod();
    const own = await k.token(1, p.client.id, p.id);
    const sent = await kiosk('/chat/send', { text: 'Need help' }, p, own);
    const id = (k.json(sent).data.conversation as Thread).id;
    for (const role of [2, 3]) {
      const outsider = await k.token(role, pod.client.id);
      const listed = await k.get('/api/v1/admin/chat/list', outsider);
      assert.equal(listed.statusCode, 200, listed.body);
      const rows = k.json(listed).data.conversations as Array<{ id: string }>;
      assert.ok(!rows.some((r) => r.id === id), 'another client lists it');
      const read = await k.get(`/api/v1/admin/chat/thread?conversation_id=${id}`, outsider);
      assert.equal(read.statusCode, 403, read.body);
      const answer = await k.post('/api/v1/admin/chat/reply', { conversation_id: id, text: 'x' }, outsider);
      assert.equal(answer.statusCode, 403, answer.body);
    }
    const facilitator = await k.token(2, p.client.id);
    const read = await k.get(`/api/v1/admin/chat/thread?conversation_id=${id}`, facilitator);
    assert.equal(read.statusCode, 200, read.body);
    const superAdmin = await k.token(4, null);
    const all = k.json(await k.get('/api/v1/admin/chat/list', superAdmin)).data.conversations as Array<{ id: string }>;
    assert.ok(all.some((r) => r.id === id));
    const playerCalls = await k.get('/api/v1/admin/chat/list', own);
    assert.equal(playerCalls.statusCode, 403);
    const staffOnKiosk = await kiosk('/chat/send', { text: 'x' }, p, await k.token(3, p.client.id));
    assert.equal(staffOnKiosk.statusCode, 403);
    const elsewhere = await kiosk('/chat/send', { text: 'x' }, pod, own);
    assert.equal(elsewhere.statusCode, 403, 'a player signed in on another pod');
  });

  it('refuses bad input with a 400 naming the field and appends nothing', async () => {
    await assertBadInput(k, () => kiosk('/chat/send', { text: '   ' }), 'text');
    await assertBadInput(k, () => kiosk('/chat/send', { text: 'x'.repeat(1001) }), 'text');
    await assertBadInput(k, () => kiosk('/chat/send', {}), 'text');
    const staff = await k.token(3, pod.client.id);
    await assertBadInput(
      k,
      () => k.post('/api/v1/admin/chat/reply', { conversation_id: 'a b', text: 'x' }, staff),
      'conversation_id',
    );
    const missing = await k.post('/api/v1/admin/chat/reply', { conversation_id: 'nope', text: 'x' }, staff);
    assert.equal(missing.statusCode, 404);
  });
});
