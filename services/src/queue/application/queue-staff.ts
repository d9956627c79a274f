import type { LabQueueView, QueuePolicy } from '@gamepod/contracts/http';
import { type AppendContext, ForbiddenError, fold, type StoredEvent } from '@gamepod/events';
import { emailsOfUsers } from '@gamepod/projections';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { CLIENT_ADMIN, FACILITATOR, SUPER_ADMIN } from '../../domain/roles.ts';
import { type LabQueueCommand, type LabQueueEvent, labQueueDecider } from '../domain/lab-queue-decider.ts';
import { labFor } from './lab-facts.ts';
import type { QueueDeps } from './queue-deps.ts';
import { commandLabQueue, offerView } from './queue-service.ts';

/** The lab's queue, and when each place joined (the time its `LabQueueJoined` was recorded), from one read. */
export async function queueWithJoinTimes(deps: Pick<QueueDeps, 'store'>, labId: string) {
  const { events } = await deps.store.read(labQueueDecider.aggregate, labId);
  const joined = new Map<string, string>();
  for (const e of events) {
    if (e.type === 'LabQueueJoined') joined.set((e.data as { entry_id: string }).entry_id, e.metadata.occurred_at);
  }
  const state = fold(labQueueDecider, events as readonly StoredEvent[] as unknown as LabQueueEvent[]);
  return { state, joined };
}

/** Who may read a lab's queue and call a player: its client's admins and facilitators, and super admins. */
export const QUEUE_READERS = [FACILITATOR, CLIENT_ADMIN, SUPER_ADMIN] as const;
/** Who may move and remove places and set the policy: its client's admins, and super admins. */
export const QUEUE_MANAGERS = [CLIENT_ADMIN, SUPER_ADMIN] as const;

const staffContext = (session: SessionInfo): AppendContext => ({
  actor: { kind: 'user', user_id: session.user_id, role: session.role },
});

/** A lab of the staff member's client (any for a super admin) that their role may act on this way. */
async function staffLab(deps: QueueDeps, session: SessionInfo, labId: string, roles: readonly number[]) {
  if (!roles.includes(session.role)) throw new ForbiddenError();
  return labFor(deps.db, session, labId);
}

/** The lab's queue as staff see it: the policy and the line in order, with each player's email. */
export async function listLabQueue(deps: QueueDeps, session: SessionInfo, labId: string): Promise<LabQueueView> {
  await staffLab(deps, session, labId, QUEUE_READERS);
  return labQueueView(deps, labId);
}

async function labQueueView(deps: QueueDeps, labId: string): Promise<LabQueueView> {
  const { state, joined } = await queueWithJoinTimes(deps, labId);
  const emails = await emailsOfUsers(
    deps.db,
    state.entries.map((e) => e.user_id),
  );
  const entries = await Promise.all(
    state.entries.map(async (e, i) => ({
      entry_id: e.entry_id,
      user_id: e.user_id,
      ticket: e.ticket,
      position: i + 1,
      joined_at: joined.get(e.entry_id) ?? null,
      display_name: e.display_name,
      email: emails.get(e.user_id) ?? null,
      platform: e.platform,
      offer: e.offer ? await offerView(deps, e.offer) : null,
    })),
  );
  return { lab_id: labId, policy: state.policy, entries };
}

/** Move, remove or call a place: the command is decided on the whole line. */
export async function manageLabQueue(
  deps: QueueDeps,
  session: SessionInfo,
  labId: string,
  command: Extract<LabQueueCommand, { type: 'Move' | 'Remove' | 'Call' }>,
): Promise<LabQueueView> {
  await staffLab(deps, session, labId, command.type === 'Call' ? QUEUE_READERS : QUEUE_MANAGERS);
  await commandLabQueue(deps, labId, command, staffContext(session));
  return labQueueView(deps, labId);
}

/** Saves the lab's queue policy. */
export async function saveQueuePolicy(
  deps: QueueDeps,
  session: SessionInfo,
  labId: string,
  policy: QueuePolicy,
): Promise<QueuePolicy> {
  await staffLab(deps, session, labId, QUEUE_MANAGERS);
  const { state } = await commandLabQueue(deps, labId, { type: 'SavePolicy', policy }, staffContext(session));
  return state.policy;
}
