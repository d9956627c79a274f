import { channelName } from '@gamepod/contracts/realtime';
import {
  CompTimeGranted,
  CompTimeRevoked,
  GamePlayEnded,
  GamePlayStarted,
  PaymentDisputeClosed,
  PaymentDisputed,
  PaymentRefunded,
  PaymentReversed,
  PaymentSucceeded,
  type StoredEvent,
  SYSTEM_ACTOR,
} from '@gamepod/events';
import type { DueTimer } from '@gamepod/log-runtime';
import {
  minutesLeftAt,
  runsOutAt,
  timeBalanceRow,
  timeBalanceRows,
  timeBalancesProjection,
} from '@gamepod/projections';
import { sendCommands } from '../../pods/application/pod-command-service.ts';
import { SYSTEM_POD_ACTOR } from '../../pods/domain/pod-access.ts';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { podMessagePayload } from '../../realtime/pod-messages.ts';

/** The player is warned this long before their paid time runs out. */
export const PAID_TIME_WARNING_MS = 2 * 60_000;

type MeterDeps = Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock' | 'publish'>;

type MeterAction = { readonly user_id: string; readonly pod_id: string; readonly launch_id: string };

const endKey = (userId: string) => `paid:${userId}:end`;
const warnKey = (userId: string) => `paid:${userId}:warn`;

/** Whose meter an event moves. */
function userOf(e: StoredEvent): string | null {
  if (e.type === CompTimeGranted.type || e.type === CompTimeRevoked.type) return e.aggregate_id;
  const { user_id } = e.data as { user_id?: string | null };
  return user_id ?? null;
}

/**
 * Due meter timers, one or a burst of them: the balances read in one statement, and the pods
 * whose time is up sent their resets in one call (appended side by side, each under its
 * timer's message id, so a timer fired again appends nothing new).
 */
async function fireMeters(
  deps: MeterDeps,
  timers: readonly (DueTimer & { readonly messageId: string })[],
  now: Date,
): Promise<void> {
  const due = timers.map((t) => ({ key: t.key, messageId: t.messageId, ...(t.action as MeterAction) }));
  const balances = await timeBalanceRows(deps.db, [...new Set(due.map((d) => d.user_id))]);
  const rows = new Map(balances.map((r) => [r.user_id, r]));
  const resets = new Map<string, string>();
  for (const { key, messageId, user_id, pod_id, launch_id } of due) {
    const row = rows.get(user_id);
    // the session ended, or another began, since the timer was set
    if (row?.playing_launch !== launch_id) continue;
    const left = minutesLeftAt(row, now);
    if (key === warnKey(user_id)) {
      deps.publish(
        channelName('pod', pod_id),
        'message-send',
        podMessagePayload(pod_id, 'paid_time_warning', { minutes_left: left }),
      );
      continue;
    }
    // time bought a moment ago moved the timer; this one is stale
    if (left > 0) continue;
    deps.publish(
      channelName('pod', pod_id),
      'message-send',
      podMessagePayload(pod_id, 'paid_time_up', { minutes_left: 0 }),
    );
    if (!resets.has(pod_id)) resets.set(pod_id, messageId);
  }
  if (resets.size === 0) return;
  await sendCommands(
    deps,
    SYSTEM_POD_ACTOR,
    {
      command_type: 'reset',
      command_value: null,
      command_platform: null,
      request_pod_id: null,
      pod_ids: [...resets.keys()],
    },
    { actor: SYSTEM_ACTOR },
    (podId) => resets.get(podId) ?? '',
  );
}

/**
 * The meter's clock. While a player's paid play session runs, two timers stand: a warning
 * `PAID_TIME_WARNING_MS` before the balance reaches 0 (`message-send` 'paid_time_warning' with
 * the minutes left, on `pod.<id>`), and the end at 0: 'paid_time_up' on the pod, and a
 * `reset` command to it, which stops the game; the station then reports the game over, and
 * the play session ends there. Time bought, given or taken back (a refund, a dispute) during
 * play moves both; the session's end cancels them. Free labs never meter: their launches set nothing.
 */
export function paidTime(deps: MeterDeps) {
  return defineReaction({
    name: 'paid_time',
    description: 'warns a player in a paid lab before their time runs out, and stops the game when it has',
    eventTypes: [
      GamePlayStarted.type,
      GamePlayEnded.type,
      PaymentSucceeded.type,
      PaymentRefunded.type,
      PaymentDisputed.type,
      PaymentDisputeClosed.type,
      PaymentReversed.type,
      CompTimeGranted.type,
      CompTimeRevoked.type,
    ],
    readModels: [timeBalancesProjection.name],
    async handle(events, ctx) {
      const users = new Set(events.map(userOf).filter((u): u is string => u !== null));
      for (const userId of users) {
        const row = await timeBalanceRow(deps.db, userId);
        const due = runsOutAt(row);
        if (!row?.playing_launch || !row.playing_pod || !due) {
          ctx.timers.cancel(endKey(userId));
          ctx.timers.cancel(warnKey(userId));
          continue;
        }
        const action: MeterAction = { user_id: userId, pod_id: row.playing_pod, launch_id: row.playing_launch };
        ctx.timers.set(endKey(userId), due, action);
        const warnAt = new Date(due.getTime() - PAID_TIME_WARNING_MS);
        if (warnAt.getTime() > ctx.now.getTime()) ctx.timers.set(warnKey(userId), warnAt, action);
        else ctx.timers.cancel(warnKey(userId));
      }
    },
    fire: (timer, ctx) => fireMeters(deps, [{ ...timer, messageId: ctx.messageId }], ctx.now),
    fireMany: (timers, ctx) => fireMeters(deps, timers, ctx.now),
  });
}
