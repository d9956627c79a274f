import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { RuleViolationError, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { timeBalancesProjection } from '@gamepod/projections';
import { assertPaidTimeLeft } from '../../src/payments/application/paid-time-left.ts';
import {
  type IdentityServices,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

const MINUTE = 60_000;
const context = { actor: SYSTEM_ACTOR };

describe('the meter: paid time used by play in paid labs, and its timers', () => {
  let f: IdentityServices;
  let paidPod: KioskPod;
  let freePod: KioskPod;
  /** More pods of the paid lab: a class (made before the clock moves past the admin's session). */
  let classPods: KioskPod[];

  before(async () => {
    // the app's own reactions run, with a short timer poll, so moving its clock fires them
    f = await openIdentityServices({ extra: [timeBalancesProjection], reactions: { maxPollMs: 100 } });
    paidPod = await f.kioskPod({ lab: { is_paid: true } });
    freePod = await f.kioskPod({ client: paidPod.client });
    classPods = [];
    for (let i = 0; i < 4; i++) classPods.push(await f.kioskPod({ client: paidPod.client, lab_id: paidPod.lab_id }));
  });
  after(() => f.close());

  const signIn = async (pod: KioskPod) => {
    const account = await f.account(1, { client_id: pod.client.id });
    const res = await f.post('/api/v1/user/login', {
      session_id_key: pod.session_id_key,
      username: account.email,
      password: RIGHT_PASSWORD,
    });
    return { ...account, token: okData<{ token: string }>(res).token };
  };
  const remaining = async (pod: KioskPod, token: string) =>
    okData<{ time: number; mode: string }>(
      await f.get(`/api/v1/user/remaining_time?session_id_key=${encodeURIComponent(pod.session_id_key)}`, token),
    );
  const waitForMeter = async (seq: number) => {
    assert.ok(await f.deps.checkpoints.waitFor(['time_balances'], seq, 20_000), 'time_balances caught up');
  };
  const comp = async (userId: string, minutes: number) => {
    const { seq } = await f.deps.store.append(
      'user',
      userId,
      [{ type: 'CompTimeGranted', data: { comp_id: uuidv7(), minutes, note: null } }],
      { expectedVersion: 'any', context },
    );
    await waitForMeter(seq);
  };
  /** A launch on `pod` for `userId` that started now, as the play reaction appends them. */
  const play = async (pod: KioskPod, userId: string, paid: boolean) => {
    const launch_id = uuidv7();
    const game = { launch_id, game_id: uuidv7(), user_id: userId, platform: 'xb' as const };
    const { seq } = await f.deps.store.append(
      'play',
      pod.id,
      [
        {
          type: 'GameLaunchRequested',
          data: {
            ...game,
            client_id: pod.client.id,
            lab_id: pod.lab_id,
            xd: 'xd1',
            players: null,
            paid,
            via: 'player',
          },
        },
        { type: 'GamePlayStarted', data: { ...game, started_at: f.now().toISOString() } },
      ],
      { expectedVersion: 'any', context },
    );
    await waitForMeter(seq);
    return launch_id;
  };
  const pushOf = async (socket: TestSocket, message: string) => {
    for (;;) {
      const frame = await socket.next(10_000);
      const payload = frame.payload as { message?: string; data?: { minutes_left?: number } } | undefined;
      if (payload?.message === message) return payload;
    }
  };
  const resets = async (podId: string) =>
    (await f.logged('PodCommandIssued')).filter(
      (e) => e.aggregate_id === podId && (e.data as { command_type: string }).command_type === 'reset',
    ).length;

  it('counts paid play down to the second, warns 2 minutes before the end, then stops the game at 0', async () => {
    const player = await signIn(paidPod);
    await comp(player.id, 10);
    assert.deepEqual(await remaining(paidPod, player.token), { time: 10, mode: 'paid' });
    const socket = await f.podSocket(paidPod);
    await play(paidPod, player.id, true);

    f.advance(3.5 * MINUTE);
    assert.equal((await remaining(paidPod, player.token)).time, 7, 'a begun minute still counts as left');

    f.advance(4.6 * MINUTE);
    const warning = await pushOf(socket, 'paid_time_warning');
    assert.equal(warning.data?.minutes_left, 2);
    assert.equal(await resets(paidPod.id), 0);

    f.advance(2 * MINUTE);
    const up = await pushOf(socket, 'paid_time_up');
    assert.equal(up.data?.minutes_left, 0);
    await eventually('the reset command to the pod', async () => (await resets(paidPod.id)) === 1);
    assert.equal((await remaining(paidPod, player.token)).time, 0);
  });

  it('moves the end when time is given during play, and charges the ended session by the started minute', async () => {
    const player = await signIn(paidPod);
    await comp(player.id, 3);
    const before = await resets(paidPod.id);
    const launch = await play(paidPod, player.id, true);
    f.advance(2 * MINUTE);
    await comp(player.id, 5);
    // past the first end (3 minutes): nothing stops the game, 6 minutes are left of 8
    f.advance(1.5 * MINUTE);
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(await resets(paidPod.id), before);
    assert.equal((await remaining(paidPod, player.token)).time, 5);

    const { seq } = await f.deps.store.append(
      'play',
      paidPod.id,
      [
        {
          type: 'GamePlayEnded',
          data: {
            launch_id: launch,
            game_id: uuidv7(),
            user_id: player.id,
            platform: 'xb',
            started_at: new Date(f.now().getTime() - 3.5 * MINUTE).toISOString(),
            ended_at: f.now().toISOString(),
            seconds: 210,
            minutes: 4,
            paid: true,
            reason: 'ended',
          },
        },
      ],
      { expectedVersion: 'any', context },
    );
    await waitForMeter(seq);
    assert.equal((await remaining(paidPod, player.token)).time, 4, '8 minutes less 4 started ones');
    // the session's end cancelled its timers
    f.advance(10 * MINUTE);
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(await resets(paidPod.id), before);
  });

  it('never meters a free lab', async () => {
    const player = await signIn(freePod);
    await comp(player.id, 5);
    assert.deepEqual(await remaining(freePod, player.token), { time: 5, mode: 'free' });
    await play(freePod, player.id, false);
    f.advance(30 * MINUTE);
    assert.equal((await remaining(freePod, player.token)).time, 5);
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(await resets(freePod.id), 0);
  });

  it("stops every game of a class whose paid time runs out at once, each pod's reset once, the timers fired together", async () => {
    const pods = [paidPod, ...classPods];
    const before = await Promise.all(pods.map((p) => resets(p.id)));
    for (const pod of pods) {
      const player = await signIn(pod);
      await comp(player.id, 3);
      await play(pod, player.id, true);
    }
    // every warning and every end fall due in the same step of the clock
    f.advance(3.5 * MINUTE);
    await eventually('a reset to each pod of the class', async () => {
      const now = await Promise.all(pods.map((p) => resets(p.id)));
      return now.every((n, i) => n === (before[i] ?? 0) + 1);
    });
    await new Promise((r) => setTimeout(r, 600));
    assert.deepEqual(
      await Promise.all(pods.map((p) => resets(p.id))),
      before.map((n) => n + 1),
      'one reset each, none repeated',
    );
  });
});

describe('the launch seam: a paid lab refuses a player with no time', () => {
  it('refuses with 422 no_paid_time in a paid lab, and lets a free lab or staff launch', async () => {
    const f = await openIdentityServices({ extra: [timeBalancesProjection] });
    after(() => f.close());
    const pod = await f.kioskPod({ lab: { is_paid: true } });
    const account = await f.account(1, { client_id: pod.client.id });
    const now = f.now();
    await assert.rejects(
      assertPaidTimeLeft(f.deps.db, { userId: account.id, labIsPaid: true, now }),
      (e: unknown) => e instanceof RuleViolationError && e.code === 'no_paid_time' && e.status === 422,
    );
    await assertPaidTimeLeft(f.deps.db, { userId: account.id, labIsPaid: false, now });
    await assertPaidTimeLeft(f.deps.db, { userId: null, labIsPaid: true, now });
    const { seq } = await f.deps.store.append(
      'user',
      account.id,
      [{ type: 'CompTimeGranted', data: { comp_id: uuidv7(), minutes: 1, note: null } }],
      { expectedVersion: 'any', context },
    );
    await f.deps.checkpoints.waitFor(['time_balances'], seq, 20_000);
    await assertPaidTimeLeft(f.deps.db, { userId: account.id, labIsPaid: true, now });
  });
});
