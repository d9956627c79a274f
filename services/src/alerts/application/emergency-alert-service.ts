import { handleCommand } from '@gamepod/event-store';
import { type AppendContext, uuidv7 } from '@gamepod/events';
import type { PodDeps } from '../../pods/application/pod-deps.ts';
import type { AskedScope } from '../domain/alert-access.ts';
import { type EmergencyActor, type EmergencyForm, emergencyAlertDecider } from '../domain/emergency-alert-decider.ts';
import { podsInReach, readReachFacts } from './reach-facts.ts';

/**
 * Raises an emergency alert for everyone, a client or a lab; the emergency-alert reaction
 * pushes it to each pod in scope, which shows '{client} Emergency Alert System'. The client
 * and lab are read from their events, so one deployed a moment ago already counts; the reply
 * counts the pods it reaches in the pods read model.
 *
 * @throws ValidationError for a scope without its client or lab, NotFoundError for an unknown
 *   one, ForbiddenError beyond the admin's reach.
 */
export async function raiseEmergencyAlert(
  deps: PodDeps,
  actor: EmergencyActor,
  input: { readonly scope: AskedScope; readonly form: EmergencyForm },
  context: AppendContext,
): Promise<{ alert_id: string; pods: number }> {
  const facts = await readReachFacts(deps.store, input.scope);
  const alert_id = uuidv7();
  const { events, seq, appended } = await handleCommand(
    deps.store,
    emergencyAlertDecider,
    alert_id,
    { type: 'RaiseEmergency', actor, alert_id, scope: input.scope, facts, form: input.form },
    { context, clock: deps.clock },
  );
  const raised = events[0];
  if (raised?.type !== 'EmergencyAlertRaised') return { alert_id, pods: 0 };
  // a kiosk that subscribes once this replies finds the alert in the read model (catch-up)
  if (appended) await deps.checkpoints.waitFor(['emergency_alerts'], seq);
  return { alert_id, pods: (await podsInReach(deps.db, raised.data)).length };
}

/**
 * Ends an emergency alert before it expires; the reaction tells the pods in its scope to take it
 * off the screen. Ending one that has ended already does nothing.
 *
 * @throws NotFoundError for an unknown alert, ForbiddenError for another client's (or, for a
 *   client admin, a global) alert.
 */
export async function endEmergencyAlert(
  deps: PodDeps,
  actor: EmergencyActor,
  alertId: string,
  context: AppendContext,
): Promise<void> {
  const { seq, appended } = await handleCommand(
    deps.store,
    emergencyAlertDecider,
    alertId,
    { type: 'EndEmergency', actor, alert_id: alertId },
    { context, clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['emergency_alerts'], seq);
}
