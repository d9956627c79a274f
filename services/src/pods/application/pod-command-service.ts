import type { PodCommandToPod } from '@gamepod/contracts/realtime';
import { handleCommand } from '@gamepod/event-store';
import { type AppendContext, NotFoundError, PodCommandIssued, SYSTEM_ACTOR, ValidationError } from '@gamepod/events';
import { livePodsByIds, podById } from '@gamepod/projections';
import type { Static } from 'typebox';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { assertMayCommand, type PodActor } from '../domain/pod-access.ts';
import { assertCommandInput, type CommandInput, NO_POD_SELECTED } from '../domain/pod-command-rules.ts';
import { podDecider } from '../domain/pod-decider.ts';
import type { PodDeps } from './pod-deps.ts';

/** One command as it went to one pod: the reply and the `pod-command` push carry this. */
export type IssuedCommand = Static<typeof PodCommandToPod>;

/**
 * Sends one command to each of `pod_ids`: one PodCommandIssued per pod, which the pod's
 * bridge reads from its subject (an offline one on reconnecting) and the pod-command
 * reaction pushes to its kiosk. Every pod is checked before any is commanded, so a refused
 * pod means nothing was sent to any. `messageIdFor` gives a follow-up command's appends
 * their message ids, so a redelivered cause commands nothing twice.
 *
 * @throws ValidationError 'no-pod-selected' or naming request_pod_id, NotFoundError, ForbiddenError.
 */
export async function issueCommands(
  deps: PodDeps,
  actor: PodActor,
  input: CommandInput & { readonly pod_ids: readonly string[] },
  context: AppendContext,
  messageIdFor?: (podId: string) => string,
): Promise<IssuedCommand[]> {
  const results = await appendCommands(deps, actor, input, context, messageIdFor);
  // a caller that answers someone shows the commands in the pods list: read your own writes
  await deps.checkpoints.waitFor(['pods'], Math.max(...results.map((r) => r.seq)));
  return results.map((r) => r.command);
}

/**
 * Sends the commands as `issueCommands` does, without waiting for the pods read model: for
 * reactions and timers, which answer nobody, so each one's work ends with its appends.
 */
export async function sendCommands(
  deps: PodDeps,
  actor: PodActor,
  input: CommandInput & { readonly pod_ids: readonly string[] },
  context: AppendContext,
  messageIdFor?: (podId: string) => string,
): Promise<void> {
  await appendCommands(deps, actor, input, context, messageIdFor);
}

async function appendCommands(
  deps: PodDeps,
  actor: PodActor,
  input: CommandInput & { readonly pod_ids: readonly string[] },
  context: AppendContext,
  messageIdFor?: (podId: string) => string,
): Promise<{ readonly seq: number; readonly command: IssuedCommand }[]> {
  const ids = [...new Set(input.pod_ids)];
  if (ids.length === 0) throw new ValidationError(NO_POD_SELECTED, { field: 'pod_ids', msg_key: NO_POD_SELECTED });
  const command: CommandInput = {
    command_type: input.command_type,
    command_value: input.command_value,
    command_platform: input.command_platform,
    request_pod_id: input.request_pod_id,
    players: input.players ?? null,
  };
  assertCommandInput(command);
  // a pod's client never changes, so the read model is a safe place to check tenancy up front
  const pods = new Map((await livePodsByIds(deps.db, ids)).map((p) => [p.id, p]));
  for (const id of ids) {
    const pod = pods.get(id);
    if (!pod)
      throw new NotFoundError('This pod does not exist', { pod_id: id, msg_key: 'admin-pod-not-exist-warning' });
    assertMayCommand(actor, pod.client_id, command.command_type, id);
  }
  await assertRequestPod(deps, actor, command.request_pod_id);
  const results = await Promise.all(
    ids.map(async (id) => {
      const r = await handleCommand(
        deps.store,
        podDecider,
        id,
        { type: 'IssueCommand', actor, pod_id: id, ...command },
        { context, clock: deps.clock, ...(messageIdFor ? { commandId: messageIdFor(id) } : {}) },
      );
      const issued = r.events.find((e) => e.type === PodCommandIssued.type);
      if (issued?.type !== 'PodCommandIssued') throw new Error('the pod decider issued no command');
      return { seq: r.seq, command: { pod_id: id, ...issued.data } };
    }),
  );
  return results;
}

/**
 * The pod a command was sent from must be a live pod of the sender's own client (any, for a
 * super admin or the system): the log never holds a made-up pod id. Another client's pod gets
 * the same answer as none, so the reply tells nothing about pods the sender may not see.
 */
async function assertRequestPod(deps: Pick<PodDeps, 'db'>, actor: PodActor, podId: string | null): Promise<void> {
  if (podId === null) return;
  const pod = await podById(deps.db, podId);
  if (!pod || pod.deleted || !maySendFrom(actor, pod.client_id)) {
    throw new ValidationError('request_pod_id: is not a pod you may send from', { field: 'request_pod_id' });
  }
}

function maySendFrom(actor: PodActor, clientId: string): boolean {
  switch (actor.kind) {
    case 'system':
      return true;
    case 'user':
      return actor.role === SUPER_ADMIN || actor.client_id === clientId;
    case 'player':
      return actor.client_id === clientId;
    case 'pod':
      return false;
    default: {
      const never: never = actor;
      return never;
    }
  }
}

/**
 * A pod command no bridge reported on by its expires_at: appends PodCommandExpired on the
 * pod, once (`commandId` makes a retry append nothing more), so it reads expired instead of
 * issued for ever.
 */
export async function expirePodCommand(
  deps: Pick<PodDeps, 'store' | 'clock'>,
  command: { readonly pod_id: string; readonly command_id: string; readonly expires_at: string },
  commandId: string,
): Promise<void> {
  const { pod_id, command_id, expires_at } = command;
  await handleCommand(
    deps.store,
    podDecider,
    pod_id,
    { type: 'ExpireCommand', command_id, expires_at },
    { context: { actor: SYSTEM_ACTOR }, commandId, clock: deps.clock },
  );
}
