import type { AdminCommandBody } from '@gamepod/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { AppDeps } from '../../app-deps.ts';
import { sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { assertPlayCommand } from '../../games/application/game-launch-service.ts';
import { ok } from '../../schemas/reply.ts';
import { issueCommands } from '../application/pod-command-service.ts';
import { userActor } from '../domain/pod-access.ts';
import { assertPodsSelected, blankToNull, commandValueText } from '../domain/pod-command-rules.ts';

// What the admin's and the facilitator's command calls share: they differ in who may call them
// and which command types they take.

/** After the role guard and before the schema: an empty selection is 'no-pod-selected' whatever else the body holds. */
export const podsSelected = async (request: FastifyRequest) => assertPodsSelected(request.body);

const PLAY_COMMANDS: ReadonlySet<string> = new Set(['play_game', 'admin_play_game']);

/** The admin's command body; the facilitator's is the same with fewer command types. */
type CommandBody = Static<typeof AdminCommandBody>;

/**
 * One PodCommandIssued per selected pod, which the pod-command reaction pushes to each pod's
 * channel as `pod-command`; the reply lists the commands as issued.
 */
export async function runPodCommands(deps: AppDeps, request: FastifyRequest, body: CommandBody) {
  const actor = userActor(sessionOf(request));
  const input = {
    command_type: body.command_type,
    command_value: commandValueText(body.command_value),
    command_platform: blankToNull(body.command_platform),
    request_pod_id: blankToNull(body.request_pod_id),
    pod_ids: body.pod_ids,
  };
  // a game launch names a game the pods have, on a platform it runs on
  if (PLAY_COMMANDS.has(input.command_type)) await assertPlayCommand(deps, actor, input, input.pod_ids);
  const commands = await issueCommands(deps, actor, input, appendContext(request));
  return ok({ commands }, commands.length === 1 ? 'Command sent' : `Command sent to ${commands.length} pods`);
}
