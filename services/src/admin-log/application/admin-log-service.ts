import { type EventStore, handleCommand } from '@gamepod/event-store';
import { type AppendContext, uuidv7 } from '@gamepod/events';
import type { ReadModelWatcher } from '@gamepod/projections';
import { type AdminLogActor, type AdminLogPod, adminLogDecider } from '../domain/admin-log-decider.ts';

export type AdminLogDeps = {
  readonly store: EventStore;
  readonly checkpoints: ReadModelWatcher;
  readonly clock?: () => Date;
};

/**
 * Writes an entry in `pod`'s admin log, or rewrites the one `editId` names, and waits until
 * the admin_logs read model holds it, so the next list shows it.
 *
 * @returns the entry's id
 * @throws ForbiddenError for another client's pod, NotFoundError naming edit_id for an entry
 *   that is not this pod's.
 */
export async function saveAdminLog(
  deps: AdminLogDeps,
  actor: AdminLogActor,
  input: { readonly pod: AdminLogPod; readonly editId: string | null; readonly message: string },
  context: AppendContext,
): Promise<string> {
  const id = input.editId ?? uuidv7();
  const command = input.editId
    ? ({ type: 'Edit', actor, pod: input.pod, message: input.message } as const)
    : ({ type: 'Write', actor, entry_id: id, pod: input.pod, message: input.message } as const);
  const { seq, appended } = await handleCommand(deps.store, adminLogDecider, id, command, {
    context,
    clock: deps.clock,
  });
  if (appended) await deps.checkpoints.waitFor(['admin_logs'], seq);
  return id;
}
