import { type CommandType, FACILITATOR_COMMAND_TYPES } from '@gamepod/contracts/catalogues';
import { ForbiddenError } from '@gamepod/events';
import { administers, FACILITATOR } from '../../domain/roles.ts';

/**
 * Who asks the pod decider for something: a signed-in user (with the tenant from their
 * session, never from the request), the station itself, authenticated by its pod_id_key
 * (the kiosk page) and later by its bridge credentials, or the system: a reaction's
 * follow-up command to a change someone was allowed to make (a lab's new hours).
 */
export type PodActor =
  | { readonly kind: 'user'; readonly role: number; readonly client_id: string | null }
  /** A player signed in on a pod: they may launch a game on that pod, and nothing else. */
  | { readonly kind: 'player'; readonly client_id: string; readonly pod_id: string }
  | { readonly kind: 'pod' }
  | { readonly kind: 'system' };

/** The actor of a reaction's follow-up pod commands. */
export const SYSTEM_POD_ACTOR: PodActor = { kind: 'system' };

const facilitatorTypes: ReadonlySet<string> = new Set(FACILITATOR_COMMAND_TYPES);

/** True when the user may manage pods of `clientId`: a super admin, or that client's admin. */
export function mayAdminister(actor: PodActor, clientId: string): boolean {
  return actor.kind === 'user' && administers(actor, clientId);
}

/** 403 unless the user may deploy, edit or delete pods of `clientId`. */
export function assertMayAdminister(actor: PodActor, clientId: string): void {
  if (!mayAdminister(actor, clientId)) throw new ForbiddenError();
}

/**
 * 403 unless the actor may send `type` to a pod of `clientId`: admins anything on their
 * pods, a facilitator only mute, play_game, led1, led2 and reset on their own client's pods,
 * the system what follows a change (judged when the change was made), and a player a game
 * or their streaming on the pod they are signed in on (`podId`, the pod commanded).
 */
export function assertMayCommand(actor: PodActor, clientId: string, type: CommandType, podId?: string): void {
  if (actor.kind === 'system' || mayAdminister(actor, clientId)) return;
  const playerOwn = type === 'play_game' || type === 'streaming';
  if (actor.kind === 'player' && playerOwn && actor.client_id === clientId && actor.pod_id === podId) {
    return;
  }
  if (
    actor.kind === 'user' &&
    actor.role === FACILITATOR &&
    actor.client_id === clientId &&
    facilitatorTypes.has(type)
  ) {
    return;
  }
  throw new ForbiddenError();
}

/** 403 unless the station itself is asking. */
export function assertIsPod(actor: PodActor): void {
  if (actor.kind !== 'pod') throw new ForbiddenError();
}

/** The decider's actor for a signed-in user: role and tenant from the session only. */
export function userActor(session: { readonly role: number; readonly client_id: string | null }): PodActor {
  return { kind: 'user', role: session.role, client_id: session.client_id };
}
