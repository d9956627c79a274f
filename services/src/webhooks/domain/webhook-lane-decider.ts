import {
  type Decider,
  NotFoundError,
  WebhookDeliveryAttempted,
  WebhookDeliveryQueued,
  WebhookDeliveryRequeued,
  WebhookDeliverySetAside,
} from '@gamepod/events';
import { nextAttemptAt } from './retry-schedule.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;
export type WebhookLaneEvent =
  | Of<typeof WebhookDeliveryQueued>
  | Of<typeof WebhookDeliveryAttempted>
  | Of<typeof WebhookDeliverySetAside>
  | Of<typeof WebhookDeliveryRequeued>;

type QueuedEvent = Of<typeof WebhookDeliveryQueued>['data']['event'];

/** A delivery waiting in its lane: the head is the one being sent. */
export type PendingDelivery = {
  readonly delivery_id: string;
  readonly endpoint_id: string;
  readonly event: QueuedEvent;
  readonly attempts: number;
  readonly first_attempt_at: string | null;
};

/** One endpoint's deliveries about one pod (or reservation, payment), oldest first. */
export type WebhookLaneState = {
  readonly pending: readonly PendingDelivery[];
  /** Set-aside deliveries, kept so staff can send them again. */
  readonly set_aside: Readonly<Record<string, Omit<PendingDelivery, 'attempts' | 'first_attempt_at'>>>;
};

/** What came of sending the head of a lane. */
export type AttemptOutcome = {
  readonly ok: boolean;
  readonly status_code: number | null;
  readonly error: string | null;
};

export type WebhookLaneCommand =
  | {
      readonly type: 'Queue';
      readonly delivery_id: string;
      readonly endpoint_id: string;
      readonly client_id: string;
      readonly event: QueuedEvent;
    }
  | { readonly type: 'RecordAttempt'; readonly delivery_id: string; readonly outcome: AttemptOutcome }
  | { readonly type: 'Resend'; readonly delivery_id: string };

const without = <T>(record: Readonly<Record<string, T>>, key: string) => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

/**
 * A webhook lane (gp.evt.webhook_lane.<endpoint id>.<order key>): deliveries leave it in the
 * order they joined. Only the head is sent; a failure keeps it at the head and says when to
 * try again (10 s, doubling to an hour apart) until a day has passed since its first attempt,
 * when it is set aside and the lane moves on. A set-aside delivery sent again joins the back.
 */
export const webhookLaneDecider: Decider<WebhookLaneCommand, WebhookLaneState, WebhookLaneEvent> = {
  aggregate: 'webhook_lane',
  initialState: () => ({ pending: [], set_aside: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'WebhookDeliveryQueued': {
        const { delivery_id, endpoint_id, event: payload } = event.data;
        const queued = { delivery_id, endpoint_id, event: payload, attempts: 0, first_attempt_at: null };
        return { ...state, pending: [...state.pending, queued] };
      }
      case 'WebhookDeliveryAttempted': {
        const [head, ...rest] = state.pending;
        if (!head || head.delivery_id !== event.data.delivery_id) return state;
        if (event.data.ok) return { ...state, pending: rest };
        const first_attempt_at = head.first_attempt_at ?? event.data.attempted_at;
        return { ...state, pending: [{ ...head, attempts: event.data.attempt, first_attempt_at }, ...rest] };
      }
      case 'WebhookDeliverySetAside': {
        const [head, ...rest] = state.pending;
        if (!head || head.delivery_id !== event.data.delivery_id) return state;
        const { delivery_id, endpoint_id, event: payload } = head;
        return {
          pending: rest,
          set_aside: { ...state.set_aside, [delivery_id]: { delivery_id, endpoint_id, event: payload } },
        };
      }
      case 'WebhookDeliveryRequeued': {
        const aside = state.set_aside[event.data.delivery_id];
        if (!aside) return state;
        return {
          pending: [...state.pending, { ...aside, attempts: 0, first_attempt_at: null }],
          set_aside: without(state.set_aside, aside.delivery_id),
        };
      }
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'Queue': {
        const known =
          state.pending.some((d) => d.delivery_id === command.delivery_id) || command.delivery_id in state.set_aside;
        if (known) return [];
        const { delivery_id, endpoint_id, client_id, event } = command;
        const first_in_line = state.pending.length === 0;
        return [WebhookDeliveryQueued.of({ delivery_id, endpoint_id, client_id, event, first_in_line })];
      }
      case 'RecordAttempt': {
        const head = state.pending[0];
        // a repeat of an attempt already recorded, or a lane that moved on: nothing to record
        if (!head || head.delivery_id !== command.delivery_id) return [];
        const attempt = head.attempts + 1;
        const { ok, status_code, error } = command.outcome;
        if (ok) {
          return [
            WebhookDeliveryAttempted.of({
              delivery_id: head.delivery_id,
              attempt,
              attempted_at: now.toISOString(),
              ok,
              status_code,
              error: null,
              next_attempt_at: null,
            }),
          ];
        }
        const first = head.first_attempt_at ? new Date(head.first_attempt_at) : now;
        const next = nextAttemptAt(first, now, attempt);
        const attempted = WebhookDeliveryAttempted.of({
          delivery_id: head.delivery_id,
          attempt,
          attempted_at: now.toISOString(),
          ok,
          status_code,
          error: error?.slice(0, 300) ?? null,
          next_attempt_at: next?.toISOString() ?? null,
        });
        return next
          ? [attempted]
          : [attempted, WebhookDeliverySetAside.of({ delivery_id: head.delivery_id, attempts: attempt })];
      }
      case 'Resend': {
        if (!(command.delivery_id in state.set_aside)) throw new NotFoundError('No set-aside delivery with this id');
        return [
          WebhookDeliveryRequeued.of({ delivery_id: command.delivery_id, first_in_line: state.pending.length === 0 }),
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
