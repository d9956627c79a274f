import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { QueuePlace, SignageBoard } from '@gamepod/contracts/http';
import type { QueuePush } from '@gamepod/contracts/realtime';
import { eventually } from '@gamepod/devkit';
import { RIGHT_PASSWORD } from '../support/identity-fixtures.ts';
import { openQueueServices, type QueuePlayer, type QueueServices } from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

type Stream = { text(): string; close(): void; status: number };

describe('the queue live: the phone page over the socket, and the public signage', () => {
  let f: QueueServices;
  let base = '';
  before(async () => {
    f = await openQueueServices({ reactions: { maxPollMs: 100 } });
    await f.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(f.app.server.address() as AddressInfo).port}`;
  });
  after(() => f.close());

  const open = (path: string) =>
    new Promise<Stream>((resolve, reject) => {
      let text = '';
      const req = http.get(`${base}${path}`, (res) => {
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        resolve({ text: () => text, close: () => req.destroy(), status: res.statusCode ?? 0 });
      });
      req.on('error', reject);
    });
  /** The boards a signage stream sent so far. */
  const boards = (s: Stream) =>
    s
      .text()
      .split('\n\n')
      .filter((fr) => fr.startsWith('event: signage'))
      .map(
        (fr) =>
          JSON.parse(
            fr
              .split('\n')
              .find((l) => l.startsWith('data: '))
              ?.slice(6) ?? '{}',
          ) as SignageBoard,
      );
  const phone = async (p: QueuePlayer): Promise<TestSocket> => {
    const s = await f.socket(`/api/v1/ws?token=${encodeURIComponent(p.token)}`);
    s.send({ op: 'subscribe', channel: `user.${p.id}` });
    assert.equal((await s.next()).op, 'subscribed');
    return s;
  };
  /** The next `status.queue` push on a phone's socket. */
  const nextQueuePush = async (s: TestSocket, timeoutMs = 10_000): Promise<QueuePush> => {
    for (;;) {
      const m = await s.next(timeoutMs);
      if (m.op === 'message' && m.kind === 'status.queue') return m.payload as QueuePush;
    }
  };

  it('tells the first in line "you\'re up" with the pod, moves the others up, and keeps the signage live', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    const ada = await f.onPod(xbox, 'Ada');
    await f.onPod(pc, 'Bob');
    const cy = await f.onPhone(client.id, 'Cy');
    const di = await f.onPhone(client.id, 'Di');

    const signage = await open(`/api/v1/common/lab_queue/signage/live?lab_id=${lab_id}`);
    assert.equal(signage.status, 200);
    await eventually('the first board', () => boards(signage).length >= 1);
    assert.deepEqual(boards(signage)[0]?.next, []);

    const cyPhone = await phone(cy);
    const diPhone = await phone(di);
    okData<QueuePlace>(await f.post('/api/v1/user/queue/join', { lab_id }, cy.token));
    const joined = await nextQueuePush(cyPhone);
    assert.deepEqual([joined.change, joined.place.position, joined.place.ticket], ['joined', 1, 1]);
    okData<QueuePlace>(await f.post('/api/v1/user/queue/join', { lab_id }, di.token));
    assert.equal((await nextQueuePush(diPhone)).place.position, 2);
    await eventually('the board with both', () => boards(signage).at(-1)?.waiting === 2);
    assert.deepEqual(
      boards(signage)
        .at(-1)
        ?.next.map((p) => [p.position, p.ticket, p.name]),
      [
        [1, 1, 'Cy T.'],
        [2, 2, 'Di T.'],
      ],
    );

    // Ada's session ends: Cy is up on the Xbox pod, Di moves up
    const logout = await f.post('/api/v1/user/logout', { token: ada.token, reason_text: 'Player logged out' });
    assert.equal(logout.statusCode, 200, logout.body);
    const up = await nextQueuePush(cyPhone);
    assert.equal(up.change, 'offered');
    assert.deepEqual([up.place.offer?.pod_id, up.place.offer?.nav_id], [xbox.id, 'A1']);
    const movedUp = await nextQueuePush(diPhone);
    assert.equal(movedUp.change, 'place');
    await eventually('the board shows Cy up', () => boards(signage).at(-1)?.up.length === 1);
    const board = boards(signage).at(-1);
    assert.deepEqual(
      board?.up.map((u) => [u.ticket, u.name, u.nav_id, u.expires_at]),
      [[1, 'Cy T.', 'A1', up.place.offer?.expires_at]],
    );
    assert.deepEqual(
      board?.next.map((p) => [p.position, p.name]),
      [[1, 'Di T.']],
    );

    // staff call Di; Cy takes the seat
    const [, diEntry] = (
      await f.get(`/api/v1/admin/kiosk/lab_queue/list?lab_id=${lab_id}`, await f.token(3, client.id))
    )
      .json()
      .data.entries.map((e: { entry_id: string }) => e.entry_id);
    await f.post('/api/v1/admin/kiosk/lab_queue/call', { lab_id, entry_id: diEntry }, await f.token(3, client.id));
    assert.equal((await nextQueuePush(diPhone)).change, 'called');
    const login = await f.post('/api/v1/user/login', {
      session_id_key: xbox.session_id_key,
      username: cy.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(login.statusCode, 200, login.body);
    const taken = await nextQueuePush(cyPhone);
    assert.deepEqual([taken.change, taken.place.queued], ['taken', false]);
    await eventually('the board without Cy', () => boards(signage).at(-1)?.up.length === 0);
    signage.close();
  });

  it('shows no personal data on the public board, and needs no sign-in', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    await f.onPod(xbox);
    await f.onPod(pc);
    const player = await f.onPhone(client.id, 'Grace');
    okData(await f.post('/api/v1/user/queue/join', { lab_id }, player.token));
    await eventually('the board', async () => {
      const res = await f.get(`/api/v1/common/lab_queue/signage?lab_id=${lab_id}`);
      return res.statusCode === 200 && (res.json() as { data: SignageBoard }).data.waiting === 1;
    });
    const res = await f.get(`/api/v1/common/lab_queue/signage?lab_id=${lab_id}`);
    const body = res.body;
    assert.ok(!body.includes(player.email) && !body.includes(player.id) && !body.includes('Tester'), body);
    assert.deepEqual((res.json() as { data: SignageBoard }).data.next, [
      { position: 1, ticket: 1, name: 'Grace T.', platform: null },
    ]);
    const unknown = await f.get('/api/v1/common/lab_queue/signage?lab_id=01900000-0000-7000-8000-000000000000');
    assert.equal(unknown.statusCode, 404);
    const bad = await f.get('/api/v1/common/lab_queue/signage?lab_id=nope');
    assert.equal(bad.statusCode, 400);
  });

  it("refuses another player's phone channel", async () => {
    const { client } = await f.venue();
    const [me, other] = [await f.onPhone(client.id), await f.onPhone(client.id)];
    const s = await f.socket(`/api/v1/ws?token=${encodeURIComponent(me.token)}`);
    s.send({ op: 'subscribe', channel: `user.${other.id}` });
    assert.equal((await s.next()).op, 'error');
  });
});
