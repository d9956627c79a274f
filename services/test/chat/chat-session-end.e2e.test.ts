// A pod's conversation ends with its player's session: once the player has left, staff cannot
// answer it, and the next player on the pod neither receives nor reads it.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { chatsProjection, labsProjection, usersProjection } from '@gamepod/projections';
import { issueSession } from '../../src/users/application/sessions.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

type ChatFrame = {
  kind?: string;
  payload: { conversation_id: string; user_id: string; status: string; message: unknown };
};

/** Every `status.chat` push a socket got until it was quiet for `quietMs`. */
async function chatPushes(s: TestSocket, quietMs = 1_000): Promise<ChatFrame['payload'][]> {
  const heard: ChatFrame['payload'][] = [];
  for (;;) {
    const frame = (await s.next(quietMs).catch(() => null)) as ChatFrame | null;
    if (!frame) return heard;
    if (frame.kind === 'status.chat') heard.push(frame.payload);
  }
}

describe("a pod's conversation ends with its player's session", () => {
  let k: KioskServices;
  before(async () => {
    k = await openKioskServices({
      extra: [chatsProjection, labsProjection, usersProjection],
      build: { reactions: { maxPollMs: 200 } },
    });
  });
  after(() => k.close());

  /** A player signed in on `pod` as a pod session, as the kiosk's login makes one. */
  const signIn = async (pod: KioskPod, user_id: string, ttlMs = 3_600_000) => {
    const login = { role: 1, client_id: pod.client.id, pod_id: pod.id, kind: 'pod' as const, ttlMs };
    return (await issueSession(k.deps, { user_id, ...login })).token;
  };
  const kiosk = (pod: KioskPod, url: string, token: string, body: Record<string, unknown> = {}) =>
    k.post(`/api/v1${url}`, { session_id_key: pod.session_id_key, ...body }, token);
  const send = async (pod: KioskPod, token: string, text: string) => {
    const res = await kiosk(pod, '/chat/send', token, { text });
    assert.equal(res.statusCode, 200, res.body);
    return k.json(res).data.conversation as { id: string };
  };
  const endedOf = async (conversationId: string) =>
    (await k.logged('ChatConversationEnded')).filter(
      (e) => (e.data as { conversation_id: string }).conversation_id === conversationId,
    );
  const repliesTo = async (conversationId: string) =>
    (await k.logged('ChatReplied')).filter(
      (e) => (e.data as { conversation_id: string }).conversation_id === conversationId,
    );

  it("refuses staff's reply once the player logged out, appends nothing, and the next player never sees it", async () => {
    const pod = await k.kioskPod();
    const staff = await k.token(3, pod.client.id);
    const podSocket = await k.podSocket(pod);
    const playerA = await signIn(pod, 'player-a');
    const conversation = await send(pod, playerA, 'My headset is broken');
    await chatPushes(podSocket);

    const out = await k.post('/api/v1/user/logout', { reason_text: 'User logged out' }, playerA);
    assert.equal(out.statusCode, 200, out.body);

    // at once, before anything follows the logout: the player is no longer on the pod
    const reply = () =>
      k.post('/api/v1/admin/chat/reply', { conversation_id: conversation.id, text: 'Bringing a new one' }, staff);
    const early = await reply();
    assert.equal(early.statusCode, 409, early.body);
    assert.equal(k.json(early).status, false);
    assert.match(k.json(early).message, /ended/);

    const [ended] = await eventually('the conversation ended', async () => {
      const found = await endedOf(conversation.id);
      return found.length > 0 ? found : undefined;
    });
    assert.deepEqual(ended?.data, {
      conversation_id: conversation.id,
      pod_id: pod.id,
      client_id: pod.client.id,
      user_id: 'player-a',
      reason: 'User logged out',
    });
    const before = await k.lastSeq();
    const late = await reply();
    assert.equal(late.statusCode, 409, late.body);
    assert.equal(await k.lastSeq(), before, 'a refused reply appended an event');
    assert.deepEqual(await repliesTo(conversation.id), [], 'no reply reached the log');

    // the console shows it ended, and lists it no more
    const thread = await k.get(`/api/v1/admin/chat/thread?conversation_id=${conversation.id}`, staff);
    assert.equal(thread.statusCode, 200, thread.body);
    assert.equal((k.json(thread).data.conversation as { status: string }).status, 'ended');
    const list = k.json(await k.get('/api/v1/admin/chat/list', staff)).data.conversations as Array<{ id: string }>;
    assert.ok(!list.some((c) => c.id === conversation.id), 'an ended conversation is still listed');

    // the pod heard the end, named for player A, and no staff message
    const heard = await chatPushes(podSocket);
    assert.deepEqual(
      heard.map((p) => [p.conversation_id, p.user_id, p.status, p.message]),
      [[conversation.id, 'player-a', 'ended', null]],
    );

    // player B on the same pod starts from nothing, and staff's answers to B name B
    const playerB = await signIn(pod, 'player-b');
    const none = await kiosk(pod, '/chat/conversation', playerB);
    assert.equal(none.statusCode, 200, none.body);
    assert.equal(k.json(none).data.conversation, null);
    const own = await send(pod, playerB, 'Is the cafe open?');
    assert.notEqual(own.id, conversation.id);
    const answer = await k.post('/api/v1/admin/chat/reply', { conversation_id: own.id, text: 'Until 9' }, staff);
    assert.equal(answer.statusCode, 200, answer.body);
    const toB = await chatPushes(podSocket);
    assert.ok(toB.length > 0);
    for (const p of toB) assert.deepEqual([p.conversation_id, p.user_id], [own.id, 'player-b']);
    const read = k.json(await kiosk(pod, '/chat/conversation', playerB)).data.conversation as {
      messages: Array<{ text: string }>;
    };
    assert.deepEqual(
      read.messages.map((m) => m.text),
      ['Is the cafe open?', 'Until 9'],
    );
  });

  it('ends the conversation when the session runs out without a logout', async () => {
    const pod = await k.kioskPod();
    const staff = await k.token(3, pod.client.id);
    const player = await signIn(pod, 'player-c', 4_000);
    const conversation = await send(pod, player, 'Anyone there?');
    const [ended] = await eventually(
      'the conversation ended at the session’s expiry',
      async () => {
        const found = await endedOf(conversation.id);
        return found.length > 0 ? found : undefined;
      },
      { timeoutMs: 20_000 },
    );
    assert.equal((ended?.data as { reason?: string } | undefined)?.reason, 'Session expired');
    const before = await k.lastSeq();
    const reply = await k.post('/api/v1/admin/chat/reply', { conversation_id: conversation.id, text: 'Yes' }, staff);
    assert.equal(reply.statusCode, 409, reply.body);
    assert.equal(await k.lastSeq(), before);
  });
});
