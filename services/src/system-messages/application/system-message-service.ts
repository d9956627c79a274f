import type { EventStore } from '@gamepod/event-store';
import { claimUnique, handleCommand, releaseUnique } from '@gamepod/event-store';
import { type AppendContext, ConflictError, fold, NotFoundError, uuidv7 } from '@gamepod/events';
import type { ReadModelWatcher } from '@gamepod/projections';
import {
  type SystemMessageEvent,
  type SystemMessageState,
  systemMessageDecider,
} from '../domain/system-message-decider.ts';
import type { SystemMessageForm } from '../domain/system-message-form.ts';

export type SystemMessageDeps = {
  readonly store: EventStore;
  readonly checkpoints: ReadModelWatcher;
  readonly clock?: () => Date;
};

/** The claim that keeps one message per key: get_fe lays messages over the catalogue by key. */
export const MSG_KEY_KIND = 'msg_key';
export const MSG_KEY_TAKEN = 'A message with this msg_key exists already: edit that one';

const owner = (id: string) => ({ aggregate: 'system_message', id });

async function claimKey(deps: SystemMessageDeps, key: string, id: string, context: AppendContext): Promise<void> {
  try {
    await claimUnique(deps.store, MSG_KEY_KIND, key, owner(id), context, MSG_KEY_TAKEN);
  } catch (err) {
    throw err instanceof ConflictError ? new ConflictError(MSG_KEY_TAKEN, { field: 'msg_key' }) : err;
  }
}

async function stateOf(deps: SystemMessageDeps, id: string): Promise<SystemMessageState> {
  const { events } = await deps.store.read('system_message', id);
  return fold(systemMessageDecider, events as unknown as SystemMessageEvent[]);
}

/**
 * Saves a system message: a new one (its key claimed first), or the one `editId` names (a new
 * key claimed before the append and the old one released after). Waits until the
 * system_messages read model holds it, so get_fe and the list answer with it at once.
 *
 * @returns the message's id
 * @throws ConflictError naming msg_key when another message holds the key, NotFoundError for
 *   an unknown edit_id.
 */
export async function saveSystemMessage(
  deps: SystemMessageDeps,
  actor: { readonly role: number },
  input: { readonly editId: string | null; readonly form: SystemMessageForm },
  context: AppendContext,
): Promise<string> {
  const id = input.editId ?? uuidv7();
  const before = input.editId ? await stateOf(deps, id) : ({ status: 'none' } as const);
  if (input.editId && before.status === 'none') {
    throw new NotFoundError('This message does not exist', { field: 'edit_id' });
  }
  const oldKey = before.status === 'saved' ? before.message.msg_key : null;
  const newKey = oldKey !== input.form.msg_key;
  if (newKey) await claimKey(deps, input.form.msg_key, id, context);
  try {
    const command = input.editId
      ? ({ type: 'Edit', actor, form: input.form } as const)
      : ({ type: 'Create', actor, message_id: id, form: input.form } as const);
    const { seq, appended } = await handleCommand(deps.store, systemMessageDecider, id, command, {
      context,
      clock: deps.clock,
    });
    if (appended) await deps.checkpoints.waitFor(['system_messages'], seq);
  } catch (err) {
    if (newKey)
      await releaseUnique(deps.store, MSG_KEY_KIND, input.form.msg_key, owner(id), context).catch(() => undefined);
    throw err;
  }
  if (newKey && oldKey) await releaseUnique(deps.store, MSG_KEY_KIND, oldKey, owner(id), context);
  return id;
}
