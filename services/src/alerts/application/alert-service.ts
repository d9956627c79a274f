import { handleCommand } from '@gamepod/event-store';
import { type AppendContext, uuidv7 } from '@gamepod/events';
import { userById } from '@gamepod/projections';
import { caughtUp } from '../../application/caught-up.ts';
import type { PodDeps } from '../../pods/application/pod-deps.ts';
import type { AlertActor } from '../domain/alert-access.ts';
import { type AlertForm, noticeAlertDecider } from '../domain/alert-decider.ts';
import { readReachFacts } from './reach-facts.ts';

/**
 * The staff member behind a session, as an alert names its owner: their email from the users
 * read model (a session without an account, a single sign-on one, is named by its user id).
 */
export async function alertActorOf(
  deps: Pick<PodDeps, 'store' | 'db' | 'checkpoints'>,
  session: { readonly user_id: string; readonly role: number; readonly client_id: string | null },
): Promise<AlertActor> {
  // an account made a moment ago: the read model may not have it yet
  await caughtUp(deps, ['users'], 'user', session.user_id);
  const user = await userById(deps.db, session.user_id);
  return {
    user_id: session.user_id,
    role: session.role,
    client_id: session.client_id,
    email: user?.email ?? session.user_id,
  };
}

/**
 * Creates an alert, or edits the one `editId` names, once the ownership rules allow it; then
 * waits until the alerts read model holds it, so the list shows it at once.
 *
 * @returns the alert's id
 * @throws what the alert decider throws: 400/404/403 on who it reaches, 403 or the overwrite
 *   warning (409) on someone else's alert, 404 for an alert that does not exist.
 */
export async function saveAlert(
  deps: PodDeps,
  actor: AlertActor,
  input: { readonly editId: string | null; readonly form: AlertForm; readonly overwrite: string | null },
  context: AppendContext,
): Promise<string> {
  const facts = await readReachFacts(deps.store, input.form);
  const alertId = input.editId ?? uuidv7();
  const command = input.editId
    ? ({ type: 'Edit', actor, form: input.form, facts, overwrite: input.overwrite } as const)
    : ({ type: 'Create', actor, alert_id: alertId, form: input.form, facts } as const);
  const { seq, appended } = await handleCommand(deps.store, noticeAlertDecider, alertId, command, {
    context,
    clock: deps.clock,
  });
  if (appended) await deps.checkpoints.waitFor(['alerts'], seq);
  return alertId;
}

/**
 * Deletes an alert once the ownership rules allow it, then waits until the list no longer shows it.
 *
 * @throws 404 for no such alert, 403 or the delete warning (409) on someone else's alert.
 */
export async function deleteAlert(
  deps: PodDeps,
  actor: AlertActor,
  input: { readonly id: string; readonly overwrite: string | null },
  context: AppendContext,
): Promise<void> {
  const { seq, appended } = await handleCommand(
    deps.store,
    noticeAlertDecider,
    input.id,
    { type: 'Delete', actor, overwrite: input.overwrite },
    { context, clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['alerts'], seq);
}
