import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import {
  ConflictError,
  ForbiddenError,
  LabQueueCalled,
  LabQueueJoined,
  LabQueueLeft,
  LabQueueMoved,
  LabQueueOfferExpired,
  LabQueuePolicySaved,
  LabQueueRemoved,
  LabQueueSeatOffered,
  LabQueueSeatTaken,
  NotFoundError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import {
  DEFAULT_QUEUE_POLICY,
  type LabQueueCommand,
  labQueueDecider,
  type QueuePolicy,
} from '../../src/queue/domain/lab-queue-decider.ts';
import { bannedUntil } from '../../src/queue/domain/no-show-ban.ts';

const now = new Date('2027-03-01T18:00:00Z');
const given = DeciderSpecification.for(labQueueDecider, { now, newId: () => 'entry-new' });
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

const open: QueuePolicy = {
  ...DEFAULT_QUEUE_POLICY,
  enabled: true,
  platforms: { xb: true, ps: false, sw: false, pc: false },
};
const opened = LabQueuePolicySaved.of(open);
const joined = (n: number, platform: QueuePlatform | null = null) =>
  LabQueueJoined.of({ entry_id: `e${n}`, user_id: `u${n}`, ticket: n, display_name: `Player ${n}.`, platform });
const offered = (n: number, pod: string, expires_at = inMinutes(10)) =>
  LabQueueSeatOffered.of({ entry_id: `e${n}`, user_id: `u${n}`, pod_id: pod, expires_at });
const noShow = (n: number, at: string) =>
  LabQueueOfferExpired.of({ entry_id: `e${n}`, user_id: `u${n}`, pod_id: 'p1', expires_at: at });

const join = (user: string, more: Partial<Extract<LabQueueCommand, { type: 'Join' }>> = {}): LabQueueCommand => ({
  type: 'Join',
  user_id: user,
  display_name: 'Ada L.',
  platform: null,
  on_pod_in_lab: false,
  free_pods: 0,
  ...more,
});
const reason = (r: string) => (e: { data: Record<string, unknown> }) => e.data.reason === r;

describe('the lab queue decider', () => {
  describe('when staff save the policy', () => {
    it('given no policy, then the lab holds LabQueuePolicySaved with what they set', () => {
      given([]).when({ type: 'SavePolicy', policy: open }).thenEvents([opened]);
    });
    it('given no policy ever saved, then the queue is off, holds 10 minutes and bans 3 no-shows in 14 days for 7', () => {
      assert.deepEqual(labQueueDecider.initialState().policy, {
        enabled: false,
        hold_minutes: 10,
        limit_minutes: null,
        no_show: { count: 3, days: 14, ban_days: 7 },
        platforms: { xb: false, ps: false, sw: false, pc: false },
      });
    });
  });

  describe('when a player joins', () => {
    it('given an open queue and every seat taken, then they take the next ticket at the end of the line', () => {
      given([opened, joined(1)])
        .when(join('u9'))
        .thenEvents([
          LabQueueJoined.of({
            entry_id: 'entry-new',
            user_id: 'u9',
            ticket: 2,
            display_name: 'Ada L.',
            platform: null,
          }),
        ]);
    });
    it('given tickets handed out before, then tickets keep counting after places leave', () => {
      given([opened, joined(1), joined(2), LabQueueLeft.of({ entry_id: 'e2', user_id: 'u2', released_pod_id: null })])
        .when(join('u9'))
        .thenEvents((events) => assert.equal(events[0]?.type === 'LabQueueJoined' && events[0].data.ticket, 3));
    });
    it('given the queue is off (never turned on, or turned off), then 409 queue-off', () => {
      given([]).when(join('u9')).thenThrows(ConflictError, reason('queue-off'));
      given([opened, LabQueuePolicySaved.of({ ...open, enabled: false })])
        .when(join('u9'))
        .thenThrows(ConflictError, reason('queue-off'));
    });
    it('given they are already in line, then 409 already-queued', () => {
      given([opened, joined(1)])
        .when(join('u1'))
        .thenThrows(ConflictError, reason('already-queued'));
    });
    it('given they hold an offered seat, then 409 already-queued', () => {
      given([opened, joined(1), offered(1, 'p1')])
        .when(join('u1'))
        .thenThrows(ConflictError, reason('already-queued'));
    });
    it('given they are signed in on a pod of the lab, then 409 on-pod', () => {
      given([opened])
        .when(join('u9', { on_pod_in_lab: true }))
        .thenThrows(ConflictError, reason('on-pod'));
    });
    it('given a seat is free, then 409 seat-free: they just sign in', () => {
      given([opened])
        .when(join('u9', { free_pods: 1 }))
        .thenThrows(ConflictError, reason('seat-free'));
    });
    it("given a platform's queue is on, then they may wait for that platform only", () => {
      given([opened])
        .when(join('u9', { platform: 'xb' }))
        .thenEvents((events) => assert.equal(events[0]?.type === 'LabQueueJoined' && events[0].data.platform, 'xb'));
    });
    it("given a platform's queue is off, then 409 platform-queue-off", () => {
      given([opened])
        .when(join('u9', { platform: 'ps' }))
        .thenThrows(ConflictError, reason('platform-queue-off'));
    });
    it('given 3 no-shows in 14 days, then 403 no-show-ban until 7 days after the last', () => {
      const error = given([
        opened,
        joined(9),
        noShow(9, daysAgo(10)),
        joined(9),
        noShow(9, daysAgo(5)),
        joined(9),
        noShow(9, daysAgo(1)),
      ])
        .when(join('u9'))
        .thenThrows(ForbiddenError, reason('no-show-ban'));
      assert.equal(error.data.until, new Date(Date.parse(daysAgo(1)) + 7 * 86_400_000).toISOString());
    });
    it('given 3 no-shows spread over more than 14 days, or a ban served, then they may join', () => {
      given([opened, noShow(9, daysAgo(20)), noShow(9, daysAgo(5)), noShow(9, daysAgo(1))])
        .when(join('u9'))
        .thenEvents((events) => assert.equal(events.length, 1));
      given([opened, noShow(9, daysAgo(12)), noShow(9, daysAgo(11)), noShow(9, daysAgo(10))])
        .when(join('u9'))
        .thenEvents((events) => assert.equal(events.length, 1));
    });
  });

  describe('when a player leaves', () => {
    it('given they wait, then LabQueueLeft with no pod released', () => {
      given([opened, joined(1)])
        .when({ type: 'Leave', user_id: 'u1' })
        .thenEvents([LabQueueLeft.of({ entry_id: 'e1', user_id: 'u1', released_pod_id: null })]);
    });
    it('given they hold a seat, then LabQueueLeft releases its pod', () => {
      given([opened, joined(1), offered(1, 'p1')])
        .when({ type: 'Leave', user_id: 'u1' })
        .thenEvents([LabQueueLeft.of({ entry_id: 'e1', user_id: 'u1', released_pod_id: 'p1' })]);
    });
    it('given they are not in line, then 404 not-queued', () => {
      given([opened]).when({ type: 'Leave', user_id: 'u1' }).thenThrows(NotFoundError, reason('not-queued'));
    });
  });

  describe('when a pod frees', () => {
    it('given people wait, then the first in line is offered it for the hold time', () => {
      given([opened, joined(1), joined(2)])
        .when({ type: 'Offer', pod_id: 'p1', pod_platforms: [] })
        .thenEvents([offered(1, 'p1', inMinutes(10))]);
    });
    it('given a hold time of 15 minutes, then the offer expires in 15', () => {
      given([LabQueuePolicySaved.of({ ...open, hold_minutes: 15 }), joined(1)])
        .when({ type: 'Offer', pod_id: 'p1', pod_platforms: [] })
        .thenEvents([offered(1, 'p1', inMinutes(15))]);
    });
    it('given the first holds a seat already, then the next waiting is offered', () => {
      given([opened, joined(1), joined(2), offered(1, 'p1')])
        .when({ type: 'Offer', pod_id: 'p2', pod_platforms: [] })
        .thenEvents([offered(2, 'p2')]);
    });
    it('given two pods free at once, then each goes to its own player: the second decided on the first', () => {
      const first = given([opened, joined(1), joined(2)])
        .when({ type: 'Offer', pod_id: 'p1', pod_platforms: [] })
        .thenEvents([offered(1, 'p1')]);
      given([opened, joined(1), joined(2), ...first])
        .when({ type: 'Offer', pod_id: 'p2', pod_platforms: [] })
        .thenEvents([offered(2, 'p2')]);
    });
    it('given the pod is held already, then nothing (a repeat)', () => {
      given([opened, joined(1), joined(2), offered(1, 'p1')])
        .when({ type: 'Offer', pod_id: 'p1', pod_platforms: [] })
        .thenNothingHappened();
    });
    it('given a place waits for Xbox, then a pod without one passes it over and an Xbox pod takes it first', () => {
      given([opened, joined(1, 'xb'), joined(2)])
        .when({ type: 'Offer', pod_id: 'p1', pod_platforms: ['pc'] })
        .thenEvents([offered(2, 'p1')]);
      given([opened, joined(1, 'xb'), joined(2)])
        .when({ type: 'Offer', pod_id: 'p1', pod_platforms: ['xb', 'pc'] })
        .thenEvents([offered(1, 'p1')]);
    });
    it('given nobody waits, or the queue is off, then nothing', () => {
      given([opened]).when({ type: 'Offer', pod_id: 'p1', pod_platforms: [] }).thenNothingHappened();
      given([opened, joined(1), LabQueuePolicySaved.of({ ...open, enabled: false })])
        .when({ type: 'Offer', pod_id: 'p1', pod_platforms: [] })
        .thenNothingHappened();
    });
  });

  describe('when someone signs in on a pod', () => {
    it('given the pod is held for them, then they take the seat and leave the line', () => {
      given([opened, joined(1), offered(1, 'p1')])
        .when({ type: 'Take', pod_id: 'p1', user_id: 'u1' })
        .thenEvents([LabQueueSeatTaken.of({ entry_id: 'e1', user_id: 'u1', pod_id: 'p1' })]);
    });
    it('given the pod is held for another, then 403 held-for-queue with the hold expiry', () => {
      const error = given([opened, joined(1), offered(1, 'p1')])
        .when({ type: 'Take', pod_id: 'p1', user_id: 'u2' })
        .thenThrows(ForbiddenError, reason('held-for-queue'));
      assert.deepEqual([error.message, error.data.expires_at], ['held', inMinutes(10)]);
    });
    it('given the pod is held for nobody, then nothing', () => {
      given([opened, joined(1), offered(1, 'p1')])
        .when({ type: 'Take', pod_id: 'p2', user_id: 'u2' })
        .thenNothingHappened();
    });
  });

  describe('when a hold runs out', () => {
    it('given the player never came, then a no-show and the pod goes to the next', () => {
      given([opened, joined(1), joined(2), offered(1, 'p1', inMinutes(0))])
        .when({ type: 'Expire', pod_id: 'p1', expires_at: inMinutes(0), pass_on: [] })
        .thenEvents([noShow(1, inMinutes(0)), offered(2, 'p1', inMinutes(10))]);
    });
    it('given a reservation is about to start on the pod, then a no-show and the pod is not passed on', () => {
      given([opened, joined(1), joined(2), offered(1, 'p1', inMinutes(0))])
        .when({ type: 'Expire', pod_id: 'p1', expires_at: inMinutes(0), pass_on: null })
        .thenEvents([noShow(1, inMinutes(0))]);
    });
    it('given the seat was taken, left or offered again since, then nothing', () => {
      given([
        opened,
        joined(1),
        offered(1, 'p1'),
        LabQueueSeatTaken.of({ entry_id: 'e1', user_id: 'u1', pod_id: 'p1' }),
      ])
        .when({ type: 'Expire', pod_id: 'p1', expires_at: inMinutes(10), pass_on: [] })
        .thenNothingHappened();
      given([opened, joined(1), offered(1, 'p1', inMinutes(0)), joined(2)])
        .when({ type: 'Expire', pod_id: 'p1', expires_at: inMinutes(-5), pass_on: [] })
        .thenNothingHappened();
    });
    it('given the no-show, then it counts against the player for the ban', () => {
      const state = [opened, noShow(9, daysAgo(2)), noShow(9, daysAgo(1)), joined(9), offered(9, 'p1', inMinutes(0))];
      const expired = given(state)
        .when({ type: 'Expire', pod_id: 'p1', expires_at: inMinutes(0), pass_on: [] })
        .thenEvents((events) => assert.equal(events.length, 1));
      given([...state, ...expired])
        .when(join('u9'))
        .thenThrows(ForbiddenError, reason('no-show-ban'));
    });
  });

  describe('when staff manage the line', () => {
    it('given three in line, then moving the last to first puts them first', () => {
      const moved = given([opened, joined(1), joined(2), joined(3)])
        .when({ type: 'Move', entry_id: 'e3', position: 1 })
        .thenEvents([LabQueueMoved.of({ entry_id: 'e3', user_id: 'u3', position: 1 })]);
      given([opened, joined(1), joined(2), joined(3), ...moved])
        .when({ type: 'Offer', pod_id: 'p1', pod_platforms: [] })
        .thenEvents([offered(3, 'p1')]);
    });
    it('given a position past the end, then the place goes last; to where it is, nothing', () => {
      given([opened, joined(1), joined(2)])
        .when({ type: 'Move', entry_id: 'e1', position: 99 })
        .thenEvents([LabQueueMoved.of({ entry_id: 'e1', user_id: 'u1', position: 2 })]);
      given([opened, joined(1), joined(2)])
        .when({ type: 'Move', entry_id: 'e2', position: 2 })
        .thenNothingHappened();
    });
    it('given a place, then removing it releases any pod it held', () => {
      given([opened, joined(1), offered(1, 'p1')])
        .when({ type: 'Remove', entry_id: 'e1' })
        .thenEvents([LabQueueRemoved.of({ entry_id: 'e1', user_id: 'u1', released_pod_id: 'p1' })]);
    });
    it('given a place, then calling it leaves the line as it was', () => {
      given([opened, joined(1)])
        .when({ type: 'Call', entry_id: 'e1' })
        .thenEvents([LabQueueCalled.of({ entry_id: 'e1', user_id: 'u1' })]);
    });
    it('given no such place, then move, remove and call are 404', () => {
      for (const command of [
        { type: 'Move', entry_id: 'nope', position: 1 },
        { type: 'Remove', entry_id: 'nope' },
        { type: 'Call', entry_id: 'nope' },
      ] as const) {
        given([opened, joined(1)])
          .when(command)
          .thenThrows(NotFoundError);
      }
    });
  });
});

describe('the no-show ban', () => {
  const policy = { count: 3, days: 14, ban_days: 7 };
  it('blocks from the third no-show within 14 days for 7 days, and not after', () => {
    const shows = [daysAgo(13), daysAgo(8), daysAgo(6)];
    assert.equal(bannedUntil(shows, policy, now), new Date(Date.parse(daysAgo(6)) + 7 * 86_400_000).toISOString());
    assert.equal(bannedUntil(shows, policy, new Date(now.getTime() + 2 * 86_400_000)), null);
  });
  it('never blocks with ban_days 0, or with fewer no-shows than the count', () => {
    assert.equal(bannedUntil([daysAgo(1), daysAgo(1), daysAgo(1)], { ...policy, ban_days: 0 }, now), null);
    assert.equal(bannedUntil([daysAgo(1), daysAgo(1)], policy, now), null);
  });
});
