import type { Flag } from '@gamepod/contracts/http';
import { type AppendContext, ForbiddenError } from '@gamepod/events';
import { type PodTable, userById } from '@gamepod/projections';
import { FACILITATOR, PLAYER } from '../../domain/roles.ts';
import { issueCommands } from '../../pods/application/pod-command-service.ts';
import type { PodDeps } from '../../pods/application/pod-deps.ts';

export type StreamingSet = { readonly is_streaming: Flag; readonly stream_default: Flag; readonly command_id: string };

/**
 * Turns the station's streaming on or off for the player (or facilitator) signed in on
 * `pod`: as asked, or, when nothing is asked, as their stream_default says. It goes to the
 * pod as a `streaming` command, which the bridge carries to the helper's is_streaming.
 *
 * @throws ForbiddenError unless the session is a player's or facilitator's on that pod.
 */
export async function setStreaming(
  deps: PodDeps,
  session: { readonly user_id: string; readonly role: number; readonly pod_id: string | null },
  pod: PodTable,
  wanted: Flag | undefined,
  context: AppendContext,
): Promise<StreamingSet> {
  if ((session.role !== PLAYER && session.role !== FACILITATOR) || session.pod_id !== pod.id) {
    throw new ForbiddenError();
  }
  const stream_default: Flag = (await userById(deps.db, session.user_id))?.stream_default ? 1 : 0;
  const is_streaming = wanted ?? stream_default;
  const [command] = await issueCommands(
    deps,
    { kind: 'player', client_id: pod.client_id, pod_id: pod.id },
    {
      command_type: 'streaming',
      command_value: String(is_streaming),
      command_platform: null,
      request_pod_id: null,
      players: null,
      pod_ids: [pod.id],
    },
    context,
  );
  if (!command) throw new Error('the pod was sent no command');
  return { is_streaming, stream_default, command_id: command.command_id };
}
