import { type GamePlatform, GROUP_POD_TYPES, podTypeById } from '@gamepod/contracts/catalogues';
import { type AppendContext, ConflictError, ForbiddenError, ValidationError } from '@gamepod/events';
import { gameById, gameOnPod, labById, livePodsByIds, type PodTable, podsWithGame } from '@gamepod/projections';
import { FACILITATOR, PLAYER } from '../../domain/roles.ts';
import { assertPaidTimeLeft } from '../../payments/application/paid-time-left.ts';
import { type IssuedCommand, issueCommands } from '../../pods/application/pod-command-service.ts';
import { now, type PodDeps } from '../../pods/application/pod-deps.ts';
import { assertMayCommand, type PodActor } from '../../pods/domain/pod-access.ts';
import type { CommandInput } from '../../pods/domain/pod-command-rules.ts';
import { REQUIRED_MESSAGE } from '../../users/domain/user-form.ts';
import {
  assertGameLaunchable,
  isGamePlatform,
  type LaunchableGame,
  playablePlatformOn,
} from '../domain/game-launch-rules.ts';
import { podConsoles, podTargets } from './pod-consoles.ts';

/** Whether the pod is a group pod (gp_duo, gp_arc), where a launch says how many play. */
export const isGroupPod = (pod: Pick<PodTable, 'pod_type_id'>) =>
  GROUP_POD_TYPES.includes(podTypeById(pod.pod_type_id)?.code ?? '');

async function launchable(
  deps: Pick<PodDeps, 'db'>,
  gameId: string,
  pod: PodTable,
): Promise<LaunchableGame | undefined> {
  const [game, onPod] = await Promise.all([gameById(deps.db, gameId), gameOnPod(deps.db, gameId, podTargets(pod))]);
  return game && { ...game, platforms: game.platforms.split(','), on_pod: onPod };
}

export type PlayerLaunch = {
  readonly game_id: string;
  readonly xd: 'xd1' | 'xd2';
  /** How many play, on a group pod; ignored elsewhere. */
  readonly players: number | null;
};

export type Launched = { readonly command: IssuedCommand; readonly platform: GamePlatform; readonly title: string };

/** Who may launch from the kiosk: the player or facilitator signed in on that very pod. */
const LAUNCHING_ROLES: readonly number[] = [PLAYER, FACILITATOR];

/**
 * The player signed in on `pod` launches a game on the console of `xd`: judged against the
 * catalogue, the pod's games and its consoles now, then sent as a play_game pod command,
 * which the pod's bridge carries to its helper's game_start. The play reaction records the
 * launch from that command.
 *
 * @throws ForbiddenError (not a session signed in on that pod), ValidationError (the game,
 * the players, no console on xd or its platform switched off), RuleViolationError (422
 * no_paid_time: a paid lab's player with no time left), ConflictError (the pod
 * disabled or locked out).
 */
export async function launchForPlayer(
  deps: PodDeps,
  session: { readonly role: number; readonly pod_id: string | null; readonly user_id: string },
  pod: PodTable,
  input: PlayerLaunch,
  context: AppendContext,
): Promise<Launched> {
  if (!LAUNCHING_ROLES.includes(session.role) || session.pod_id !== pod.id) throw new ForbiddenError();
  const group = isGroupPod(pod);
  if (group && input.players === null) throw new ValidationError(REQUIRED_MESSAGE, { field: 'players' });
  const platform = playablePlatformOn(await podConsoles(deps.db, pod), input.xd);
  if (pod.lock_out) throw new ConflictError('You have been locked out by Admin. Please wait...');
  const game = await launchable(deps, input.game_id, pod);
  assertGameLaunchable(game, platform);
  // a paid lab's player with no time left goes to Buy Time instead (422 no_paid_time)
  const lab = await labById(deps.db, pod.lab_id);
  await assertPaidTimeLeft(deps.db, { userId: session.user_id, labIsPaid: lab?.is_paid ?? false, now: now(deps) });
  const [command] = await issueCommands(
    deps,
    { kind: 'player', client_id: pod.client_id, pod_id: pod.id },
    {
      command_type: 'play_game',
      command_value: input.game_id,
      command_platform: platform,
      request_pod_id: null,
      players: group ? input.players : null,
      pod_ids: [pod.id],
    },
    context,
  );
  if (!command) throw new Error('the pod was sent no command');
  return { command, platform, title: game?.title ?? '' };
}

/**
 * Staff's play_game and admin_play_game (Manage Event, pod games): the game must be one
 * players may play, on that platform, and every pod commanded must have it. Each pod's
 * tenancy is judged first, so a refusal never names another client's pod.
 *
 * @throws ForbiddenError, ValidationError naming game_id.
 */
export async function assertPlayCommand(
  deps: Pick<PodDeps, 'db'>,
  actor: PodActor,
  command: Pick<CommandInput, 'command_type' | 'command_value' | 'command_platform'>,
  podIds: readonly string[],
): Promise<void> {
  const { command_value: gameId, command_platform: platform } = command;
  // without a game or a platform the command rules answer
  if (gameId === null || !isGamePlatform(platform)) return;
  const pods = await livePodsByIds(deps.db, podIds);
  for (const pod of pods) assertMayCommand(actor, pod.client_id, command.command_type, pod.id);
  const places = pods.map((p) => ({ pod_id: p.id, lab_id: p.lab_id, client_id: p.client_id }));
  const [game, withGame] = await Promise.all([gameById(deps.db, gameId), podsWithGame(deps.db, gameId, places)]);
  const without = pods.filter((p) => !withGame.has(p.id));
  const facts = game && { ...game, platforms: game.platforms.split(','), on_pod: true };
  assertGameLaunchable(facts, platform);
  if (without.length > 0) {
    const names = without.map((p) => p.license ?? p.id).join(', ');
    throw new ValidationError(`game_id: ${game?.title ?? gameId} is not available on ${names}`, { field: 'game_id' });
  }
}
