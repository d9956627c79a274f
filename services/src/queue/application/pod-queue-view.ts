import type { PodQueueHold, QueueSessionLimit } from '@gamepod/contracts/http';
import type { StoredEvent } from '@gamepod/events';
import { findSession, podById } from '@gamepod/projections';
import { holderOf, type LabQueueEvent, type LabQueueState, labQueueDecider } from '../domain/lab-queue-decider.ts';
import { limitEnd } from '../domain/waiting-limit.ts';
import type { QueueDeps } from './queue-deps.ts';
import { readLabQueue } from './queue-service.ts';
import { limitApplies, limitedSessionsOfPod } from './waiting-limit.ts';

const secondsTo = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1_000));

/** The hold on a pod as its kiosk shows it, or null: held for nobody, or the hold ran out. */
export function podHoldOf(state: Pick<LabQueueState, 'entries'>, podId: string, now: Date): PodQueueHold | null {
  const offer = holderOf(state, podId);
  if (!offer?.offer) return null;
  const seconds_left = secondsTo(new Date(offer.offer.expires_at), now);
  if (seconds_left === 0) return null;
  return { pod_id: podId, display_name: offer.display_name, expires_at: offer.offer.expires_at, seconds_left };
}

/** The hold on the kiosk's pod, read when its page loads or its socket reconnects. */
export async function holdOfPod(
  deps: Pick<QueueDeps, 'store' | 'clock'>,
  pod: { readonly id: string; readonly lab_id: string },
): Promise<PodQueueHold | null> {
  return podHoldOf(await readLabQueue(deps, pod.lab_id), pod.id, deps.clock());
}

const NO_LIMIT: QueueSessionLimit = { applies: false, limit_minutes: null, ends_at: null, seconds_left: null };

/** The lab's queue and when its line last went from empty to waiting (null: nobody waits). */
export type LabWaiting = { readonly state: LabQueueState; readonly since: Date | null };

/** The lab's queue and when its line last went from empty to waiting, from one read of its stream. */
export async function waitingSince(deps: Pick<QueueDeps, 'store'>, labId: string): Promise<LabWaiting> {
  const { events } = await deps.store.read(labQueueDecider.aggregate, labId);
  let state = labQueueDecider.initialState();
  let since: Date | null = null;
  for (const e of events as readonly StoredEvent[]) {
    const before = state.entries.length;
    state = labQueueDecider.evolve(state, e as unknown as LabQueueEvent);
    if (state.entries.length === 0) since = null;
    else if (before === 0) since = new Date(e.metadata.occurred_at);
  }
  return { state, since };
}

/**
 * The limit while people wait on one pod session the limit can end (`limitedSessionsOfPod`),
 * given its lab's line: from the session's start, with at least 10 minutes' notice from when
 * it began to apply (the first player joined, or the session started while people waited), as
 * the queue_limit timers end it.
 */
export function limitOfSession(lab: LabWaiting, session: { readonly started_at: Date }, now: Date): QueueSessionLimit {
  const limit = lab.state.policy.limit_minutes;
  if (!limitApplies(lab.state) || limit === null || lab.since === null) return NO_LIMIT;
  const appliesAt = new Date(Math.max(lab.since.getTime(), session.started_at.getTime()));
  const end = limitEnd(session.started_at, appliesAt, limit);
  return { applies: true, limit_minutes: limit, ends_at: end.toISOString(), seconds_left: secondsTo(end, now) };
}

/** The limit while people wait on one open pod session; none in a paid lab. */
async function sessionLimitOf(
  deps: Pick<QueueDeps, 'store' | 'db' | 'clock'>,
  session: { readonly token_hash: string; readonly pod_id: string | null; readonly started_at: Date },
): Promise<QueueSessionLimit> {
  if (session.pod_id === null) return NO_LIMIT;
  const pod = await podById(deps.db, session.pod_id);
  if (!pod) return NO_LIMIT;
  const now = deps.clock();
  const limited = await limitedSessionsOfPod(deps, pod.id, now);
  if (!limited.some((s) => s.token_hash === session.token_hash)) return NO_LIMIT;
  return limitOfSession(await waitingSince(deps, pod.lab_id), session, now);
}

/** The limit on the caller's own pod session (a web or admin session has none). */
export async function myQueueLimit(
  deps: Pick<QueueDeps, 'store' | 'db' | 'clock'>,
  tokenHash: string,
): Promise<QueueSessionLimit> {
  const session = await findSession(deps.db, tokenHash);
  if (session?.kind !== 'pod' || session.ended_at) return NO_LIMIT;
  return sessionLimitOf(deps, session);
}
