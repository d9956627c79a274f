import { launchesGameOn } from '@gamepod/contracts/catalogues';
import { handleCommand } from '@gamepod/event-store';
import type { Actor, AppendContext, EventData, PodCommandIssued } from '@gamepod/events';
import { openPodSessionsOfPod, podById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { FACILITATOR, PLAYER } from '../../domain/roles.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import { now, type PodDeps } from '../../pods/application/pod-deps.ts';
import { isGamePlatform, slotOfPlatform } from '../domain/game-launch-rules.ts';
import { type Launch, type PlayCommand, type PlayEvent, playDecider } from '../domain/play-decider.ts';

/** The commands a pod's play is told (the play reaction builds them from the log). */
export type { PlayCommand };

import { podConsoles } from './pod-consoles.ts';

type Issued = EventData<typeof PodCommandIssued>;
export type PlayDeps = Pick<PodDeps, 'store' | 'db' | 'clock'>;

/** Who asked, as the launch records it: a player, a facilitator, or staff (an admin, or the system). */
const viaOf = (actor: Actor) =>
  actor.kind === 'user' && actor.role === PLAYER
    ? 'player'
    : actor.kind === 'user' && actor.role === FACILITATOR
      ? 'facilitator'
      : 'admin';

/**
 * Whom a launch plays for: the player or facilitator who launched it, or, when staff launched
 * it, the player or facilitator signed in on the pod then (none: nobody's history).
 */
async function playerOf(db: Kysely<unknown>, podId: string, actor: Actor, now: Date): Promise<string | null> {
  if (actor.kind === 'user' && (actor.role === PLAYER || actor.role === FACILITATOR)) return actor.user_id;
  const sessions = await openPodSessionsOfPod(db, podId, now);
  return sessions.find((s) => s.role === PLAYER || s.role === FACILITATOR)?.user_id ?? null;
}

/**
 * The launch a play_game or admin_play_game command carries, with what the pod and its lab
 * say about it; null for a command that launches nothing playable (no game, no platform, a
 * pod that is gone).
 */
export async function launchOfCommand(
  deps: PlayDeps,
  podId: string,
  command: Issued,
  actor: Actor,
): Promise<Launch | null> {
  const { command_value: game_id, command_platform: platform } = command;
  // an admin_play_game sent to another pod opens its pod games there and starts nothing
  if (!launchesGameOn(command, podId) || !game_id || !isGamePlatform(platform)) return null;
  const pod = await podById(deps.db, podId);
  if (!pod) return null;
  const [consoles, lab, user_id] = await Promise.all([
    podConsoles(deps.db, pod),
    readLab(deps.store, pod.lab_id),
    playerOf(deps.db, podId, actor, now(deps)),
  ]);
  return {
    launch_id: command.command_id,
    client_id: pod.client_id,
    lab_id: pod.lab_id,
    user_id,
    game_id,
    platform,
    xd: slotOfPlatform(consoles, platform),
    // one plays unless a group pod asked how many
    players: command.players ?? 1,
    // the lab's paid setting when the launch was recorded: the paid_time meter charges only paid play
    paid: lab?.is_paid ?? false,
    via: viaOf(actor),
  };
}

/** Tells a pod's play what happened, appending what follows (once per `commandId`); returns it. */
export async function recordPlay(
  deps: PlayDeps,
  podId: string,
  command: PlayCommand,
  context: AppendContext,
  commandId: string,
): Promise<readonly PlayEvent[]> {
  const r = await handleCommand(deps.store, playDecider, podId, command, { context, commandId, clock: deps.clock });
  return r.events;
}
