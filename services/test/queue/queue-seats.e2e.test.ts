import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { QueuePlace } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { queueSeats } from '../../src/queue/reactions/queue-seats.reaction.ts';
import { RIGHT_PASSWORD } from '../support/identity-fixtures.ts';
import {
  openQueueServices,
  type QueuePlayer,
  type QueueServices,
  reactionInstances,
} from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';

type Logged = { aggregate_id: string; data: Record<string, unknown> };

/** Helpers shared by both halves: a venue whose two pods are taken, and what its queue logged. */
function venueHelpers(get: () => QueueServices) {
  const logout = async (p: QueuePlayer) => {
    const res = await get().post('/api/v1/user/logout', { token: p.token, reason_text: 'Player logged out' });
    assert.equal(res.statusCode, 200, res.body);
  };
  const join = async (p: QueuePlayer, lab_id: string) =>
    okData<QueuePlace>(await get().post('/api/v1/user/queue/join', { lab_id }, p.token));
  const place = async (p: QueuePlayer, lab_id: string) =>
    okData<QueuePlace>(await get().get(`/api/v1/user/queue/place?lab_id=${lab_id}`, p.token));
  const of = async (type: string, lab_id: string) =>
    ((await get().logged(type)) as unknown as Logged[]).filter((e) => e.aggregate_id === lab_id).map((e) => e.data);
  return { logout, join, place, of };
}

describe('seats passing on to the queue', () => {
  let f: QueueServices;
  before(async () => {
    // the app's own reactions run, with a short timer poll, so moving its clock fires them
    f = await openQueueServices({ reactions: { maxPollMs: 100 } });
  });
  after(() => f.close());
  const { logout, join, place, of } = venueHelpers(() => f);

  it('offers a freed pod to the first in line, refuses anyone else on it, and seats the offered player', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    const ada = await f.onPod(xbox, 'Ada');
    await f.onPod(pc, 'Bob');
    const cy = await f.onPhone(client.id, 'Cy');
    const di = await f.onPhone(client.id, 'Di');
    await join(cy, lab_id);
    await join(di, lab_id);

    await logout(ada);
    await eventually('the seat offered to Cy', async () => (await place(cy, lab_id)).offer !== null);
    const offered = await place(cy, lab_id);
    assert.equal(offered.offer?.pod_id, xbox.id);
    assert.equal(offered.offer?.nav_id, 'A1');
    assert.equal(offered.estimate_minutes, 0);
    const expiresIn = Date.parse(offered.offer?.expires_at ?? '') - f.now().getTime();
    assert.ok(expiresIn > 9 * 60_000 && expiresIn <= 10 * 60_000, String(expiresIn));
    assert.equal((await place(di, lab_id)).offer, null, 'only the first in line is offered it');

    // Di, second in line, tries the held pod: refused like a login on a reserved pod
    const sessionsBefore = (await f.logged('SessionStarted')).length;
    const refused = await f.refused(
      () =>
        f.post('/api/v1/user/login', {
          session_id_key: xbox.session_id_key,
          username: di.email,
          password: RIGHT_PASSWORD,
        }),
      403,
      'held-for-queue',
    );
    assert.equal(refused.message, 'held');
    assert.equal(refused.data.msg_key, 'login-queue-held-error-message');
    assert.equal(refused.data.expires_at, offered.offer?.expires_at);
    assert.equal((await f.logged('SessionStarted')).length, sessionsBefore, 'no session for the refused sign-in');

    // Cy signs in on it: the seat is Cy's and Cy leaves the line
    const login = await f.post('/api/v1/user/login', {
      session_id_key: xbox.session_id_key,
      username: cy.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.deepEqual(await of('LabQueueSeatTaken', lab_id), [
      { entry_id: offered.entry_id, user_id: cy.id, pod_id: xbox.id },
    ]);
    assert.equal((await place(cy, lab_id)).queued, false);
    assert.equal((await place(di, lab_id)).position, 1);
    // the hold's timer was cancelled: ten minutes on, nobody is a no-show
    f.advance(11 * 60_000);
    await new Promise((r) => setTimeout(r, 400));
    assert.deepEqual(await of('LabQueueOfferExpired', lab_id), []);
  });

  it('gives two pods freeing at once to two players, one each', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    const [a, b] = [await f.onPod(xbox), await f.onPod(pc)];
    const [c, d] = [await f.onPhone(client.id), await f.onPhone(client.id)];
    await join(c, lab_id);
    await join(d, lab_id);
    await Promise.all([logout(a), logout(b)]);
    await eventually('both seats offered', async () => (await of('LabQueueSeatOffered', lab_id)).length === 2);
    const offers = await of('LabQueueSeatOffered', lab_id);
    assert.deepEqual(offers.map((o) => o.user_id).sort(), [c.id, d.id].sort());
    assert.deepEqual(offers.map((o) => o.pod_id).sort(), [xbox.id, pc.id].sort());
  });

  it('passes a no-show on to the next in line, counting it against the player', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    const a = await f.onPod(xbox);
    await f.onPod(pc);
    const [late, next] = [await f.onPhone(client.id), await f.onPhone(client.id)];
    await join(late, lab_id);
    await join(next, lab_id);
    await logout(a);
    await eventually('the seat offered', async () => (await place(late, lab_id)).offer !== null);
    f.advance(9 * 60_000);
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(await of('LabQueueOfferExpired', lab_id), [], 'still held at 9 minutes');
    f.advance(61_000);
    await eventually('the next offered', async () => (await place(next, lab_id)).offer?.pod_id === xbox.id);
    const [noShow] = await of('LabQueueOfferExpired', lab_id);
    assert.equal(noShow?.user_id, late.id);
    assert.equal((await place(late, lab_id)).queued, false);
  });

  it('gives the seat of a player who leaves while it is held to the next in line', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    const a = await f.onPod(xbox);
    await f.onPod(pc);
    const [first, second] = [await f.onPhone(client.id), await f.onPhone(client.id)];
    await join(first, lab_id);
    await join(second, lab_id);
    await logout(a);
    await eventually('the seat offered', async () => (await place(first, lab_id)).offer !== null);
    const left = await f.post('/api/v1/user/queue/leave', { lab_id }, first.token);
    assert.equal(left.statusCode, 200, left.body);
    await eventually('the seat passed on', async () => (await place(second, lab_id)).offer?.pod_id === xbox.id);
  });
});

describe('a held seat across a services restart', () => {
  let f: QueueServices;
  let instances: ReturnType<typeof reactionInstances>;
  before(async () => {
    // the app runs no reactions of its own: this test runs the instances it restarts
    f = await openQueueServices({ reactions: { run: false } });
    instances = reactionInstances(f);
  });
  afterEach(() => instances.stopAll());
  after(() => f.close());
  const { logout, join, place, of } = venueHelpers(() => f);

  /** One services instance's reactions: the queue's seats alone. */
  const instance = () =>
    instances.start([
      queueSeats({ store: f.deps.store, db: f.deps.db, checkpoints: f.deps.checkpoints, clock: f.now }),
    ]);

  it('still passes a no-show on when the hold runs out after a restart', async () => {
    const first = await instance();
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    const a = await f.onPod(xbox);
    await f.onPod(pc);
    const [late, next] = [await f.onPhone(client.id), await f.onPhone(client.id)];
    await join(late, lab_id);
    await join(next, lab_id);
    await logout(a);
    await eventually('the seat offered', async () => (await place(late, lab_id)).offer !== null);
    await first.stop();

    f.advance(11 * 60_000);
    const restarted = await instance();
    await eventually('the restarted instance to lead', () => restarted.workers[0]?.state === 'running');
    await eventually('the next offered', async () => (await place(next, lab_id)).offer?.pod_id === xbox.id);
    assert.equal((await of('LabQueueOfferExpired', lab_id)).length, 1, 'the no-show counted once');
  });
});
