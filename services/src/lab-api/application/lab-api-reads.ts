import type { EventStore } from '@gamepod/event-store';
import { listPods, podLiveFacts, podSessionsByTime, upcomingReservationsOfLab } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { queueWithJoinTimes } from '../../queue/application/queue-staff.ts';
import { sessionRef } from '../../webhooks/application/public-event-scope.ts';
import { publicPodStatus } from '../domain/pod-public-status.ts';
import { cursorAfter, decodeCursor, encodeCursor } from '../domain/session-cursor.ts';
import type { LabKeyScope } from './lab-key-auth.ts';

const DAY = 24 * 60 * 60_000;
const ROLE_NAMES: Record<number, 'player' | 'facilitator'> = { 1: 'player', 2: 'facilitator' };

/** The lab's live pods with their public status. */
export async function labPods(db: Kysely<unknown>, scope: LabKeyScope, now: Date) {
  const pods = await listPods(db, { clientId: scope.client_id, labId: scope.lab_id });
  const facts = new Map(
    (await podLiveFacts(db, { clientId: scope.client_id, labId: scope.lab_id, now }).catch(() => [])).map((f) => [
      f.pod_id,
      f,
    ]),
  );
  return {
    lab_id: scope.lab_id,
    pods: pods.map((p) => {
      const f = facts.get(p.id);
      return {
        pod_id: p.id,
        seat: p.seat,
        license: p.license,
        status: publicPodStatus(
          { lock_out: p.lock_out, in_use: f?.in_use ?? false, last_heartbeat_at: f?.last_heartbeat_at ?? null },
          now,
        ),
      };
    }),
  };
}

/** Sessions on the lab's pods, newest first, by time; `next` continues where the page ended. */
export async function labSessions(
  db: Kysely<unknown>,
  scope: LabKeyScope,
  now: Date,
  q: { from?: string; to?: string; limit?: number; cursor?: string },
) {
  const limit = q.limit ?? 100;
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const from = q.from ? new Date(q.from) : new Date(now.getTime() - 30 * DAY);
  const to = cursor ? new Date(cursor.t) : q.to ? new Date(q.to) : now;
  const podIds = (await listPods(db, { clientId: scope.client_id, labId: scope.lab_id })).map((p) => p.id);
  const rows = await podSessionsByTime(db, {
    podIds,
    from,
    to,
    inclusiveTo: cursor !== null,
    skip: cursor?.skip ?? 0,
    limit,
  });
  const next =
    rows.length === limit
      ? cursorAfter(
          rows.map((r) => r.started_at),
          cursor,
        )
      : null;
  return {
    sessions: rows.map((r) => ({
      session_id: sessionRef(r.token_hash),
      pod_id: r.pod_id ?? '',
      role: ROLE_NAMES[r.role] ?? ('admin' as const),
      started_at: r.started_at.toISOString(),
      ended_at: r.ended_at?.toISOString() ?? null,
      end_reason: r.end_reason,
    })),
    next: next ? encodeCursor(next) : null,
  };
}

/** The lab's reservations that have not ended, soonest first (never the guests' emails). */
export async function labReservations(db: Kysely<unknown>, scope: LabKeyScope, now: Date, limit = 100) {
  const rows = await upcomingReservationsOfLab(db, scope.lab_id, now, limit);
  return {
    reservations: rows
      .filter((r) => r.client_id === scope.client_id)
      .map((r) => ({
        reservation_id: r.id,
        pod_ids: r.pod_ids,
        start_at: r.start_at.toISOString(),
        end_at: r.end_at.toISOString(),
        group_name: r.group_name,
      })),
  };
}

/**
 * The lab's queue, from its stream in the log as the queue decides on it: whether it is on,
 * and each place in line by ticket, platform, when it joined and the pod held for it. Never a
 * name, email or user id.
 */
export async function labQueue(store: EventStore, scope: LabKeyScope) {
  const { state, joined } = await queueWithJoinTimes({ store }, scope.lab_id);
  return {
    lab_id: scope.lab_id,
    enabled: state.policy.enabled,
    places: state.entries.map((e, i) => ({
      ticket: e.ticket,
      position: i + 1,
      platform: e.platform,
      // every place in the fold came from a join in the same read, so its time is there
      waiting_since: joined.get(e.entry_id) ?? new Date(0).toISOString(),
      offer: e.offer ? { pod_id: e.offer.pod_id, expires_at: e.offer.expires_at } : null,
    })),
  };
}
