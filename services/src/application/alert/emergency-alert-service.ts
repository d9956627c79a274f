import { type AppendContext, handleCommand, uuidv7 } from '@gamepod/events';
import { listPods } from '@gamepod/projections';
import { alertDecider, type EmergencyForm } from '../../domain/alert/emergency-alert-decider.ts';
import type { PodActor } from '../../domain/pod/pod-access.ts';
import { readLab } from '../lab/read-lab.ts';
import type { PodDeps } from '../pod/pod-deps.ts';

/**
 * Raises an emergency alert for a lab; the emergency-alert reaction pushes it to each of the
 * lab's pods, which show '{client} Emergency Alert System'. The lab is read from its events,
 * so a lab deployed a moment ago already counts; the reply counts its pods in the pods read
 * model.
 *
 * @throws NotFoundError for an unknown lab, ForbiddenError for another client's lab.
 */
export async function raiseEmergencyAlert(
  deps: PodDeps,
  actor: PodActor,
  input: { readonly lab_id: string; readonly form: EmergencyForm },
  context: AppendContext,
): Promise<{ alert_id: string; pods: number }> {
  const lab = await readLab(deps.store, input.lab_id);
  const alert_id = uuidv7();
  const { state, seq, appended } = await handleCommand(
    deps.store,
    alertDecider,
    alert_id,
    {
      type: 'RaiseEmergency',
      actor,
      alert_id,
      lab: lab ? { id: lab.id, client_id: lab.client_id } : null,
      form: input.form,
    },
    { context, clock: deps.clock },
  );
  if (state.status !== 'raised' || !lab) return { alert_id, pods: 0 };
  // a kiosk that subscribes once this replies finds the alert in the read model (catch-up)
  if (appended) await deps.checkpoints.waitFor(['emergency_alerts'], seq);
  return { alert_id, pods: (await listPods(deps.db, { labId: lab.id })).length };
}
