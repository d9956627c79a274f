// A kiosk session cannot flood the log through the live chat: /chat/send is limited per player
// and per pod, and a refused message appends nothing.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chatsProjection, labsProjection, usersProjection } from '@gamepod/projections';
import { DEFAULT_LIMITS } from '../../src/auth/rate-limit.ts';
import { issueSession } from '../../src/users/application/sessions.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';

describe('the live chat is rate limited', () => {
  let k: KioskServices;
  before(async () => {
    k = await openKioskServices({ extra: [chatsProjection, labsProjection, usersProjection] });
  });
  after(() => k.close());

  const signIn = async (pod: KioskPod, user_id: string) => {
    const login = { role: 1, client_id: pod.client.id, pod_id: pod.id, kind: 'pod' as const, ttlMs: 3_600_000 };
    return (await issueSession(k.deps, { user_id, ...login })).token;
  };
  const send = (pod: KioskPod, token: string, text: string) =>
    k.post('/api/v1/chat/send', { session_id_key: pod.session_id_key, text }, token);
  const posted = async (podId: string) => (await k.logged('ChatMessagePosted')).filter((e) => e.aggregate_id === podId);

  /** A burst of `n` messages, each sent the moment the last is answered; the status of each. */
  const burst = async (pod: KioskPod, token: string, n: number, label: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await send(pod, token, `${label} ${i}`)).statusCode);
    return statuses;
  };

  /** The refusal: 429 in the reply shape, with the seconds to wait, and nothing appended. */
  async function assertRefused(pod: KioskPod, token: string) {
    const before = await k.lastSeq();
    const res = await send(pod, token, 'one more');
    assert.equal(res.statusCode, 429, res.body);
    const body = k.json(res);
    assert.equal(body.status, false);
    assert.equal(body.message, 'Too many attempts, please try again later.');
    assert.ok(Number(body.data.retry_after_s) >= 1, res.body);
    assert.equal(await k.lastSeq(), before, 'a refused message was appended');
  }

  it("lets a player's burst through up to the limit, then answers 429 and appends nothing", async () => {
    const pod = await k.kioskPod();
    const player = await signIn(pod, 'flooder');
    const max = DEFAULT_LIMITS.chatPlayer.max;
    const statuses = await burst(pod, player, max + 5, 'spam');
    assert.deepEqual(statuses, [...Array(max).fill(200), ...Array(5).fill(429)]);
    assert.equal((await posted(pod.id)).length, max, 'only the allowed messages are in the log');
    await assertRefused(pod, player);
  });

  it('limits the pod whoever signs in there, so new accounts do not lift it', async () => {
    const pod = await k.kioskPod();
    const perPlayer = DEFAULT_LIMITS.chatPlayer.max;
    const podMax = DEFAULT_LIMITS.chatPod.max;
    let sent = 0;
    for (let i = 0; sent < podMax; i++) {
      const player = await signIn(pod, `rotating-${i}`);
      const n = Math.min(perPlayer, podMax - sent);
      const statuses = await burst(pod, player, n, `from ${i}`);
      assert.deepEqual(statuses, Array(n).fill(200));
      sent += n;
    }
    const fresh = await signIn(pod, 'rotating-fresh');
    await assertRefused(pod, fresh);
    assert.equal((await posted(pod.id)).length, podMax);
    // another pod is not held back by this one
    const other = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    assert.equal((await send(other, await signIn(other, 'elsewhere'), 'Hello')).statusCode, 200);
  });
});
