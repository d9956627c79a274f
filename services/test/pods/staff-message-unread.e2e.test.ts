import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type IdentityServices, type KioskPod, openIdentityServices } from '../support/identity-fixtures.ts';

type Unread = { text: string; sent_at: string };

/**
 * A staff message reaches a kiosk that was not running when it was sent: the page reads its
 * pod's unacknowledged messages when it connects, and acknowledges them so that none shows
 * twice, across reloads too. A message older than 15 minutes is not shown.
 */
describe('the staff messages a kiosk reads when it connects', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let otherPod: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    pod = await f.kioskPod();
    otherPod = await f.kioskPod();
  });
  after(() => f.close());

  const send = async (p: KioskPod, message: string): Promise<string> => {
    const res = await f.post(
      '/api/v1/admin/kiosk/floor/message',
      { pod_id: p.id, message },
      await f.token(3, p.client.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { sent_at: string }).sent_at;
  };
  const unread = (session_id_key: string) =>
    f.get(`/api/v1/pod/staff_messages?session_id_key=${encodeURIComponent(session_id_key)}`);
  const messagesOf = async (session_id_key: string): Promise<Unread[]> => {
    const res = await unread(session_id_key);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { messages: Unread[] }).messages;
  };
  const acknowledge = (body: Record<string, unknown>) => f.post('/api/v1/pod/staff_messages/acknowledge', body);
  const acknowledgements = async (p: KioskPod) =>
    (await f.deps.store.read('staff_message', p.id)).events.filter((e) => e.type === 'StaffMessageAcknowledged');

  it('shows a message sent while no page listened, in order, until OK acknowledges it, across a reload', async () => {
    const first = await send(pod, 'Your table is ready');
    const second = await send(pod, 'Closing in 10 minutes');
    assert.deepEqual(await messagesOf(pod.session_id_key), [
      { text: 'Your table is ready', sent_at: first },
      { text: 'Closing in 10 minutes', sent_at: second },
    ]);

    const res = await acknowledge({ session_id_key: pod.session_id_key, sent_at: first });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { messages: [{ text: 'Closing in 10 minutes', sent_at: second }] });
    const [ack, ...rest] = await acknowledgements(pod);
    assert.equal(rest.length, 0);
    assert.deepEqual(ack?.data, { client_id: pod.client.id, sent_at: first });
    assert.deepEqual(ack?.metadata.actor, { kind: 'pod', pod_id: pod.id });

    // the page reloads: a new kiosk session reads what is left, and no more
    const reloaded = await f.restartKiosk(pod);
    assert.deepEqual(await messagesOf(reloaded.session_id_key), [{ text: 'Closing in 10 minutes', sent_at: second }]);
    assert.equal((await acknowledge({ session_id_key: reloaded.session_id_key, sent_at: second })).statusCode, 200);
    assert.deepEqual(await messagesOf(pod.session_id_key), []);
  });

  it('appends nothing for a message acknowledged again, and one OK covers the messages before it', async () => {
    const a = await send(pod, 'One');
    const b = await send(pod, 'Two');
    assert.equal((await acknowledge({ session_id_key: pod.session_id_key, sent_at: b })).statusCode, 200);
    assert.deepEqual(await messagesOf(pod.session_id_key), []);
    const before = await f.lastSeq();
    for (const sent_at of [a, b]) {
      const res = await acknowledge({ session_id_key: pod.session_id_key, sent_at });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data, { messages: [] });
    }
    assert.equal(await f.lastSeq(), before);
  });

  it("gives another pod's page nothing of this pod's messages, and its acknowledgement 404, appending nothing", async () => {
    const sent_at = await send(pod, 'Only for this pod');
    assert.deepEqual(await messagesOf(otherPod.session_id_key), []);
    const before = await f.lastSeq();
    const res = await acknowledge({ session_id_key: otherPod.session_id_key, sent_at });
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json().status, false);
    assert.equal(await f.lastSeq(), before);
    assert.deepEqual(
      (await messagesOf(pod.session_id_key)).map((m) => m.text),
      ['Only for this pod'],
    );
  });

  it('refuses a page without a live kiosk session, a bad time and a time no message was sent at, appending nothing', async () => {
    const sent_at = await send(pod, 'Are you still there?');
    const before = await f.lastSeq();
    assert.equal((await f.get('/api/v1/pod/staff_messages')).statusCode, 400);
    assert.equal((await unread('not-a-session-key')).statusCode, 401);
    // the pod key alone is not the page's session
    assert.equal((await unread(pod.pod_id_key)).statusCode, 401);
    const refusals: Array<[Record<string, unknown>, number]> = [
      [{ sent_at }, 400],
      [{ session_id_key: 'not-a-session-key', sent_at }, 401],
      [{ session_id_key: pod.session_id_key }, 400],
      [{ session_id_key: pod.session_id_key, sent_at: 'yesterday' }, 400],
      [{ session_id_key: pod.session_id_key, sent_at, extra: 1 }, 400],
      [{ session_id_key: pod.session_id_key, sent_at: new Date(Date.parse(sent_at) + 1).toISOString() }, 404],
      [{ session_id_key: pod.session_id_key, sent_at: '2099-01-01T00:00:00.000Z' }, 404],
    ];
    for (const [body, status] of refusals) {
      const res = await acknowledge(body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().status, false);
    }
    assert.equal(await f.lastSeq(), before);
    assert.equal((await messagesOf(pod.session_id_key)).at(-1)?.text, 'Are you still there?');
  });

  // last: it moves the services' clock on
  it('does not show a message sent more than 15 minutes ago', async () => {
    const fresh = await f.kioskPod();
    const sent_at = await send(fresh, 'Your table is ready');
    f.advance(14 * 60_000);
    assert.deepEqual(await messagesOf(fresh.session_id_key), [{ text: 'Your table is ready', sent_at }]);
    f.advance(60_000 + 1_000);
    assert.deepEqual(await messagesOf(fresh.session_id_key), []);
  });
});
