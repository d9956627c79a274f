import { DEFAULT_QUEUE_POLICY as CATALOGUE_DEFAULT_POLICY, type QueuePlatform } from '@gamepod/contracts/catalogues';
import {
  ConflictError,
  type Decider,
  type EventData,
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
import { bannedUntil } from './no-show-ban.ts';

export type QueuePolicy = EventData<typeof LabQueuePolicySaved>;

/** A lab that never saved a policy: the queue is off; turned on, a seat is held 10 minutes, 3 no-shows in 14 days block a week. */
export const DEFAULT_QUEUE_POLICY: QueuePolicy = CATALOGUE_DEFAULT_POLICY;

export type LabQueueEvent =
  | ReturnType<typeof LabQueuePolicySaved.of>
  | ReturnType<typeof LabQueueJoined.of>
  | ReturnType<typeof LabQueueLeft.of>
  | ReturnType<typeof LabQueueSeatOffered.of>
  | ReturnType<typeof LabQueueSeatTaken.of>
  | ReturnType<typeof LabQueueOfferExpired.of>
  | ReturnType<typeof LabQueueMoved.of>
  | ReturnType<typeof LabQueueRemoved.of>
  | ReturnType<typeof LabQueueCalled.of>;

/** A seat held for a place in line. */
export type QueueOffer = { readonly pod_id: string; readonly expires_at: string };

/** One place in line. */
export type QueueEntry = {
  readonly entry_id: string;
  readonly user_id: string;
  readonly ticket: number;
  readonly display_name: string;
  readonly platform: QueuePlatform | null;
  readonly offer: QueueOffer | null;
};

/** The lab's queue: its policy, the line in order, and each player's no-shows (their expiry times). */
export type LabQueueState = {
  readonly policy: QueuePolicy;
  readonly last_ticket: number;
  readonly entries: readonly QueueEntry[];
  readonly no_shows: ReadonlyMap<string, readonly string[]>;
};

export type LabQueueCommand =
  | { readonly type: 'SavePolicy'; readonly policy: QueuePolicy }
  | {
      readonly type: 'Join';
      readonly user_id: string;
      readonly display_name: string;
      readonly platform: QueuePlatform | null;
      /** Whether the player has an open session on a pod of this lab. */
      readonly on_pod_in_lab: boolean;
      /** Pods of the lab (of the platform asked for) that are free, on no session, held for nobody, reserved by nobody. */
      readonly free_pods: number;
    }
  | { readonly type: 'Leave'; readonly user_id: string }
  | { readonly type: 'Offer'; readonly pod_id: string; readonly pod_platforms: readonly QueuePlatform[] }
  | { readonly type: 'Take'; readonly pod_id: string; readonly user_id: string }
  | {
      readonly type: 'Expire';
      readonly pod_id: string;
      readonly expires_at: string;
      /** The pod's platforms when it may pass to the next in line; null when it may not (a reservation starts). */
      readonly pass_on: readonly QueuePlatform[] | null;
    }
  | { readonly type: 'Move'; readonly entry_id: string; readonly position: number }
  | { readonly type: 'Remove'; readonly entry_id: string }
  | { readonly type: 'Call'; readonly entry_id: string };

/** Errors a player or staff member sees; each has a stable `reason` in its data. */
export const queueOff = () => new ConflictError('The queue is not open in this lab', { reason: 'queue-off' });
export const platformQueueOff = () =>
  new ConflictError('This lab has no queue for that platform', { field: 'platform', reason: 'platform-queue-off' });
export const alreadyQueued = () =>
  new ConflictError('You are already in the queue for this lab', { reason: 'already-queued' });
export const onPodInLab = () =>
  new ConflictError('You are signed in on a pod in this lab: you cannot queue here', { reason: 'on-pod' });
export const seatIsFree = () => new ConflictError('A seat is free: just sign in', { reason: 'seat-free' });
export const bannedFromQueue = (until: string) =>
  new ForbiddenError('Too many missed seats: you cannot join this queue until the ban ends', {
    reason: 'no-show-ban',
    until,
  });
export const notQueued = () => new NotFoundError('You are not in the queue for this lab', { reason: 'not-queued' });
export const noSuchEntry = () => new NotFoundError('No such place in this queue', { field: 'entry_id' });
/** Someone else signing in on a pod held for the next in line: refused like a login on a reserved pod. */
export const podHeldForQueue = (expires_at: string) =>
  new ForbiddenError('held', { msg_key: 'login-queue-held-error-message', reason: 'held-for-queue', expires_at });

const addMinutes = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

/** The first place in line that a pod serving `platforms` may be offered to: waiting, and of no platform or one it serves. */
export function firstInLineFor(
  state: Pick<LabQueueState, 'entries'>,
  platforms: readonly QueuePlatform[],
): QueueEntry | undefined {
  return state.entries.find((e) => e.offer === null && (e.platform === null || platforms.includes(e.platform)));
}

/** The place a pod is held for, if any. */
export const holderOf = (state: Pick<LabQueueState, 'entries'>, podId: string) =>
  state.entries.find((e) => e.offer?.pod_id === podId);

function offerTo(state: LabQueueState, podId: string, platforms: readonly QueuePlatform[], now: Date) {
  if (!state.policy.enabled || holderOf(state, podId)) return [];
  const first = firstInLineFor(state, platforms);
  if (!first) return [];
  const expires_at = addMinutes(now, state.policy.hold_minutes);
  return [LabQueueSeatOffered.of({ entry_id: first.entry_id, user_id: first.user_id, pod_id: podId, expires_at })];
}

const without = (entries: readonly QueueEntry[], entryId: string) => entries.filter((e) => e.entry_id !== entryId);
const withOffer = (entries: readonly QueueEntry[], entryId: string, offer: QueueOffer | null) =>
  entries.map((e) => (e.entry_id === entryId ? { ...e, offer } : e));

/**
 * A lab's fair queue (`gp.evt.lab_queue.<lab id>`). A player joins once per lab, never while on
 * a pod of the lab, banned by the no-show policy, with the queue off, or while a seat is free.
 * A freed pod is offered to the first in line it serves (a platform's place only to a pod of
 * that platform) and held for the lab's hold time; only that player takes it. A hold that runs
 * out is a no-show: the place leaves the line, counts against its player, and the pod goes to
 * the next. Every command is decided on the whole lab's line, and appends expect the subject's
 * last sequence, so concurrent ones are decided one after the other.
 */
export const labQueueDecider: Decider<LabQueueCommand, LabQueueState, LabQueueEvent> = {
  aggregate: 'lab_queue',
  initialState: () => ({ policy: DEFAULT_QUEUE_POLICY, last_ticket: 0, entries: [], no_shows: new Map() }),
  evolve(state, event) {
    switch (event.type) {
      case 'LabQueuePolicySaved':
        return { ...state, policy: event.data };
      case 'LabQueueJoined': {
        const { entry_id, user_id, ticket, display_name, platform } = event.data;
        const entry = { entry_id, user_id, ticket, display_name, platform, offer: null };
        return { ...state, last_ticket: Math.max(state.last_ticket, ticket), entries: [...state.entries, entry] };
      }
      case 'LabQueueSeatOffered': {
        const { pod_id, expires_at } = event.data;
        return { ...state, entries: withOffer(state.entries, event.data.entry_id, { pod_id, expires_at }) };
      }
      case 'LabQueueOfferExpired': {
        const no_shows = new Map(state.no_shows);
        no_shows.set(event.data.user_id, [...(state.no_shows.get(event.data.user_id) ?? []), event.data.expires_at]);
        return { ...state, entries: without(state.entries, event.data.entry_id), no_shows };
      }
      case 'LabQueueLeft':
      case 'LabQueueSeatTaken':
      case 'LabQueueRemoved':
        return { ...state, entries: without(state.entries, event.data.entry_id) };
      case 'LabQueueMoved': {
        const moving = state.entries.find((e) => e.entry_id === event.data.entry_id);
        if (!moving) return state;
        const rest = without(state.entries, moving.entry_id);
        const at = Math.min(event.data.position, rest.length + 1) - 1;
        return { ...state, entries: [...rest.slice(0, at), moving, ...rest.slice(at)] };
      }
      case 'LabQueueCalled':
        return state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, { now, newId }) {
    switch (command.type) {
      case 'SavePolicy':
        return [LabQueuePolicySaved.of(command.policy)];
      case 'Join': {
        const { user_id, display_name, platform } = command;
        if (!state.policy.enabled) throw queueOff();
        if (platform !== null && !state.policy.platforms[platform]) throw platformQueueOff();
        if (state.entries.some((e) => e.user_id === user_id)) throw alreadyQueued();
        if (command.on_pod_in_lab) throw onPodInLab();
        const until = bannedUntil(state.no_shows.get(user_id) ?? [], state.policy.no_show, now);
        if (until) throw bannedFromQueue(until);
        if (command.free_pods > 0) throw seatIsFree();
        const ticket = state.last_ticket + 1;
        return [LabQueueJoined.of({ entry_id: newId(), user_id, ticket, display_name, platform })];
      }
      case 'Leave': {
        const entry = state.entries.find((e) => e.user_id === command.user_id);
        if (!entry) throw notQueued();
        const { entry_id, user_id } = entry;
        return [LabQueueLeft.of({ entry_id, user_id, released_pod_id: entry.offer?.pod_id ?? null })];
      }
      case 'Offer':
        return offerTo(state, command.pod_id, command.pod_platforms, now);
      case 'Take': {
        const holder = holderOf(state, command.pod_id);
        if (!holder?.offer) return [];
        if (holder.user_id !== command.user_id) throw podHeldForQueue(holder.offer.expires_at);
        const { entry_id, user_id } = holder;
        return [LabQueueSeatTaken.of({ entry_id, user_id, pod_id: command.pod_id })];
      }
      case 'Expire': {
        const holder = holderOf(state, command.pod_id);
        if (!holder?.offer || holder.offer.expires_at !== command.expires_at) return [];
        const { entry_id, user_id } = holder;
        const expired = LabQueueOfferExpired.of({
          entry_id,
          user_id,
          pod_id: command.pod_id,
          expires_at: command.expires_at,
        });
        if (command.pass_on === null) return [expired];
        const after = labQueueDecider.evolve(state, expired);
        return [expired, ...offerTo(after, command.pod_id, command.pass_on, now)];
      }
      case 'Move': {
        const index = state.entries.findIndex((e) => e.entry_id === command.entry_id);
        const entry = state.entries[index];
        if (!entry) throw noSuchEntry();
        const position = Math.min(command.position, state.entries.length);
        if (position === index + 1) return [];
        return [LabQueueMoved.of({ entry_id: entry.entry_id, user_id: entry.user_id, position })];
      }
      case 'Remove': {
        const entry = state.entries.find((e) => e.entry_id === command.entry_id);
        if (!entry) throw noSuchEntry();
        const { entry_id, user_id } = entry;
        return [LabQueueRemoved.of({ entry_id, user_id, released_pod_id: entry.offer?.pod_id ?? null })];
      }
      case 'Call': {
        const entry = state.entries.find((e) => e.entry_id === command.entry_id);
        if (!entry) throw noSuchEntry();
        return [LabQueueCalled.of({ entry_id: entry.entry_id, user_id: entry.user_id })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
