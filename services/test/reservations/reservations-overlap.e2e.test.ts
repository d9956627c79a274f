import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PodTimeHeld, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { podById } from '@gamepod/projections';
import { STALE_HOLD_MS } from '../../src/reservations/domain/hold-staleness.ts';
import type { DeployedPod, TestClient } from '../support/pod-fixtures.ts';
import {
  assertRefused,
  HOUR,
  hoursFromNow,
  okData,
  openReservationServices,
  type ReservationServices,
  reservationForm,
} from '../support/reservation-fixtures.ts';

describe('no two reservations hold one pod at overlapping times', () => {
  let f: ReservationServices;
  let client: TestClient;
  let admin: string;
  before(async () => {
    f = await openReservationServices();
    client = await f.client();
    admin = await f.token(3, client.id);
  });
  after(() => f.close());

  it('refuses an overlap on any one pod with 409 naming the reservation in the way, holding nothing', async () => {
    const { lab, pods } = await f.labWithPods(client, 3);
    const [a, b, c] = pods as [DeployedPod, DeployedPod, DeployedPod];
    const start = hoursFromNow(24);
    okData(
      await f.save(reservationForm(lab, [b], start, new Date(+start + 2 * HOUR), { group_name: 'Chess club' }), admin),
    );
    const later = new Date(+start + HOUR);
    const refused = await assertRefused(
      f,
      () => f.save(reservationForm(lab, [a, b, c], later, new Date(+later + 2 * HOUR)), admin),
      409,
      'pods_list',
    );
    // the pod is named as staff know it, by its nav licence
    const license = (await podById(f.deps.db, b.id))?.license;
    assert.ok(license);
    assert.match(refused.message, new RegExp(`^Pod ${license} is already reserved for Chess club from `));
    for (const pod of [a, c]) assert.deepEqual(await f.holdsOf(pod.id), [], 'what the refused save held is given back');
  });

  it('lets reservations meet back to back, and share a time on different pods', async () => {
    const { lab, pods } = await f.labWithPods(client, 2);
    const [a, b] = pods as [DeployedPod, DeployedPod];
    const start = hoursFromNow(26);
    const end = new Date(+start + HOUR);
    okData(await f.save(reservationForm(lab, [a], start, end), admin));
    okData(await f.save(reservationForm(lab, [a], end, new Date(+end + HOUR)), admin));
    okData(await f.save(reservationForm(lab, [a], new Date(+start - HOUR), start), admin));
    okData(await f.save(reservationForm(lab, [b], start, end), admin));
  });

  it('lets an edit overlap its own old time', async () => {
    const { lab, pods } = await f.labWithPods(client, 1);
    const start = hoursFromNow(28);
    const { reservation_id } = okData<{ reservation_id: string }>(
      await f.save(reservationForm(lab, pods, start, new Date(+start + 2 * HOUR)), admin),
    );
    const shifted = new Date(+start + HOUR);
    okData(
      await f.save(
        { ...reservationForm(lab, pods, shifted, new Date(+shifted + 2 * HOUR)), edit_id: reservation_id },
        admin,
      ),
    );
    const holds = await f.holdsOf(pods[0]?.id ?? '');
    assert.equal(holds.length, 1, 'the old hold was given back');
    assert.equal(holds[0]?.start_at, shifted.toISOString());
  });

  it('of 10 concurrent saves for one pod and time, exactly one wins and the others get 409', async () => {
    const { lab, pods } = await f.labWithPods(client, 1);
    const start = hoursFromNow(40);
    const end = new Date(+start + HOUR);
    const made = (await f.logged('ReservationMade')).length;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        f.save(reservationForm(lab, pods, new Date(+start + i * 60_000), end, { group_name: `Group ${i}` }), admin),
      ),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    assert.deepEqual(
      statuses,
      [200, 409, 409, 409, 409, 409, 409, 409, 409, 409],
      replies.map((r) => r.body).join('\n'),
    );
    for (const r of replies.filter((x) => x.statusCode === 409)) {
      assert.equal((r.json() as { data: { field: string } }).data.field, 'pods_list');
    }
    assert.equal((await f.logged('ReservationMade')).length, made + 1);
    const holds = await f.holdsOf(pods[0]?.id ?? '');
    assert.equal(holds.length, 1, 'the pod holds the winner alone');
    const winner = replies.find((r) => r.statusCode === 200)?.json() as
      | { data: { reservation_id: string } }
      | undefined;
    assert.equal(holds[0]?.reservation_id, winner?.data.reservation_id);
  });

  describe('a hold a crashed save left behind (it never made its reservation)', () => {
    const leftover = async (podId: string, start: Date, end: Date, heldAgoMs: number) =>
      f.deps.store.append(
        'pod_bookings',
        podId,
        [
          PodTimeHeld.of({
            hold_id: uuidv7(),
            reservation_id: uuidv7(),
            start_at: start.toISOString(),
            end_at: end.toISOString(),
            held_at: new Date(Date.now() - heldAgoMs).toISOString(),
          }),
        ],
        { expectedVersion: 'any', context: { actor: SYSTEM_ACTOR } },
      );

    it('is taken for a save in flight while young: 409, try again', async () => {
      const { lab, pods } = await f.labWithPods(client, 1);
      const start = hoursFromNow(50);
      const end = new Date(+start + HOUR);
      await leftover(pods[0]?.id ?? '', start, end, 0);
      const refused = await assertRefused(
        f,
        () => f.save(reservationForm(lab, pods, start, end), admin),
        409,
        'pods_list',
      );
      assert.match(refused.message, /being reserved by someone else right now/);
    });

    it('is released by the next save that wants its time once five minutes old', async () => {
      const { lab, pods } = await f.labWithPods(client, 1);
      const start = hoursFromNow(52);
      const end = new Date(+start + HOUR);
      await leftover(pods[0]?.id ?? '', start, end, STALE_HOLD_MS + 1_000);
      const { reservation_id } = okData<{ reservation_id: string }>(
        await f.save(reservationForm(lab, pods, start, end), admin),
      );
      const holds = await f.holdsOf(pods[0]?.id ?? '');
      assert.deepEqual(
        holds.map((h) => h.reservation_id),
        [reservation_id],
      );
    });
  });
});
