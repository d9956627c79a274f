import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import type { QueueOffer, QueuePlace } from '@gamepod/contracts/http';
import { handleCommand } from '@gamepod/event-store';
import { type Actor, type AppendContext, fold, type StoredEvent } from '@gamepod/events';
import { livePodsByIds, type PodTable, podById, userById } from '@gamepod/projections';
import type { SessionInfo } from '../../auth/authenticate.ts';
import {
  type LabQueueCommand,
  type LabQueueEvent,
  type LabQueueState,
  labQueueDecider,
} from '../domain/lab-queue-decider.ts';
import { waitEstimate } from '../domain/wait-estimate.ts';
import { labFor, platformsOf, podsNow, reservedSoon } from './lab-facts.ts';
import type { QueueDeps } from './queue-deps.ts';

/** The lab's queue as its stream holds it now. */
export async function readLabQueue(deps: Pick<QueueDeps, 'store'>, labId: string): Promise<LabQueueState> {
  const { events } = await deps.store.read(labQueueDecider.aggregate, labId);
  return fold(labQueueDecider, events as readonly StoredEvent[] as unknown as LabQueueEvent[]);
}

/** Decides a command on the lab's queue and appends what it decided, expecting the subject's last sequence. */
export async function commandLabQueue(
  deps: Pick<QueueDeps, 'store' | 'clock'>,
  labId: string,
  command: LabQueueCommand,
  context: AppendContext,
  commandId?: string,
) {
  return handleCommand(deps.store, labQueueDecider, labId, command, { context, clock: deps.clock, commandId });
}

const actorOf = (session: Pick<SessionInfo, 'user_id' | 'role'>): Actor => ({
  kind: 'user',
  user_id: session.user_id,
  role: session.role,
});

/**
 * First name and last initial: all the signage and the line ever show of a player. An account
 * made on Create User keeps its whole name as the first name and none as the last, so with no
 * last name the first word is the first name and the last word gives the initial.
 *
 * @example displayName({ first_name: 'Cy Young', last_name: null }) // 'Cy Y.'
 */
export function displayName(user: { readonly first_name: string; readonly last_name: string | null }): string {
  const words = user.first_name.trim().split(/\s+/);
  const last = user.last_name?.trim() || (words.length > 1 ? words.at(-1) : '');
  const first = user.last_name?.trim() ? user.first_name.trim() : (words[0] ?? '');
  const initial = last?.charAt(0);
  return `${first}${initial ? ` ${initial.toUpperCase()}.` : ''}`.slice(0, 80);
}

/**
 * Joins the lab's queue for the signed-in player: the lab must be their client's; the decider
 * refuses a second place, a player on a pod of the lab, a ban, a queue that is off and a lab
 * with a seat free (a pod in service, on no session, held for nobody and reserved by nobody
 * within the hold time; of the platform asked for, when one is).
 */
export async function joinQueue(
  deps: QueueDeps,
  session: SessionInfo,
  input: { readonly lab_id: string; readonly platform: QueuePlatform | null },
): Promise<QueuePlace> {
  await labFor(deps.db, session, input.lab_id);
  const now = deps.clock();
  const [state, pods, user] = await Promise.all([
    readLabQueue(deps, input.lab_id),
    podsNow(deps.db, input.lab_id, now),
    userById(deps.db, session.user_id),
  ]);
  const held = new Set(state.entries.flatMap((e) => (e.offer ? [e.offer.pod_id] : [])));
  let free = 0;
  for (const { pod, sessions } of pods) {
    if (sessions.length > 0 || held.has(pod.id)) continue;
    if (input.platform !== null && !platformsOf(pod).includes(input.platform)) continue;
    if (await reservedSoon(deps.db, pod.id, now, state.policy.hold_minutes)) continue;
    free++;
  }
  const onPod = pods.some(({ sessions }) => sessions.some((s) => s.user_id === session.user_id));
  await commandLabQueue(
    deps,
    input.lab_id,
    {
      type: 'Join',
      user_id: session.user_id,
      display_name: user ? displayName(user) : 'Player',
      platform: input.platform,
      on_pod_in_lab: onPod,
      free_pods: free,
    },
    { actor: actorOf(session) },
  );
  return placeOf(deps, session, input.lab_id);
}

/** The player leaves the lab's queue; a seat held for them passes on (the queue_seats reaction). */
export async function leaveQueue(deps: QueueDeps, session: SessionInfo, labId: string): Promise<void> {
  await labFor(deps.db, session, labId);
  await commandLabQueue(deps, labId, { type: 'Leave', user_id: session.user_id }, { actor: actorOf(session) });
}

/**
 * Minutes until a seat frees for each busy pod of the lab: its session's end, or the lab's
 * limit from the session's start when that comes first.
 */
export async function remainingMinutes(deps: QueueDeps, labId: string, limit: number | null, now: Date) {
  const remaining: number[] = [];
  for (const { sessions } of await podsNow(deps.db, labId, now)) {
    if (sessions.length === 0) continue;
    const ends = sessions.map((s) => {
      const byLimit = limit === null ? Number.POSITIVE_INFINITY : s.started_at.getTime() + limit * 60_000;
      return Math.min(s.expires_at.getTime(), byLimit);
    });
    remaining.push((Math.max(...ends) - now.getTime()) / 60_000);
  }
  return remaining;
}

/** The player's place in the lab's queue: its position, ticket, wait estimate and any seat held for them. */
export async function placeOf(deps: QueueDeps, session: SessionInfo, labId: string): Promise<QueuePlace> {
  await labFor(deps.db, session, labId);
  return placeOfUser(deps, await readLabQueue(deps, labId), labId, session.user_id);
}

/** What placing users in one state of the queue reads: the lab's running sessions, and the held pods' names. */
export type PlaceReads = {
  remaining(): Promise<number[]>;
  offer(offer: { pod_id: string; expires_at: string }): Promise<QueueOffer>;
};

/**
 * The reads behind places in `state`, each done once however many places ask: a push to
 * everyone in line estimates every place from the same sessions and names every held pod
 * from one read of the held pods.
 */
export function placeReads(deps: QueueDeps, state: LabQueueState, labId: string): PlaceReads {
  let remaining: Promise<number[]> | undefined;
  let held: Promise<Map<string, PodTable>> | undefined;
  const heldIds = state.entries.flatMap((e) => (e.offer ? [e.offer.pod_id] : []));
  return {
    remaining() {
      remaining ??= remainingMinutes(deps, labId, state.policy.limit_minutes, deps.clock());
      return remaining;
    },
    async offer(offer) {
      held ??= livePodsByIds(deps.db, heldIds).then((pods) => new Map(pods.map((p) => [p.id, p])));
      return offerOf((await held).get(offer.pod_id), offer);
    },
  };
}

/** A user's place in a lab's queue in `state`, as their phone page shows it. */
export async function placeOfUser(
  deps: QueueDeps,
  state: LabQueueState,
  labId: string,
  userId: string,
  reads: PlaceReads = placeReads(deps, state, labId),
): Promise<QueuePlace> {
  const index = state.entries.findIndex((e) => e.user_id === userId);
  const entry = state.entries[index];
  const none = { lab_id: labId, queued: false, entry_id: null, ticket: null, position: null, platform: null };
  if (!entry) return { ...none, estimate_minutes: null, offer: null };
  const offer = entry.offer ? await reads.offer(entry.offer) : null;
  const waitingAhead = state.entries.slice(0, index + 1).filter((e) => e.offer === null).length;
  const estimate = offer ? 0 : waitEstimate(waitingAhead, await reads.remaining(), state.policy.limit_minutes);
  return {
    lab_id: labId,
    queued: true,
    entry_id: entry.entry_id,
    ticket: entry.ticket,
    position: index + 1,
    platform: entry.platform,
    estimate_minutes: estimate,
    offer,
  };
}

/** A held seat as the player and staff see it: with the pod's name. */
export async function offerView(deps: Pick<QueueDeps, 'db'>, offer: { pod_id: string; expires_at: string }) {
  return offerOf(await podById(deps.db, offer.pod_id), offer);
}

/** A held seat with the name of its pod (the pod's id when the pod is gone). */
const offerOf = (pod: PodTable | undefined, offer: { pod_id: string; expires_at: string }): QueueOffer => ({
  pod_id: offer.pod_id,
  nav_id: pod?.license ?? pod?.nav_id ?? offer.pod_id,
  expires_at: offer.expires_at,
});
