import { LabUpdated } from '@gamepod/events';
import { labsProjection, listPods, podsProjection } from '@gamepod/projections';
import { sendCommands } from '../../pods/application/pod-command-service.ts';
import { SYSTEM_POD_ACTOR } from '../../pods/domain/pod-access.ts';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { foldLab } from '../domain/lab-facts.ts';

/**
 * A lab switched between free and paid tells each of its live pods with a `modechange` pod
 * command (value 'paid' or 'free'): the station re-reads its mode and the player's time balance
 * at once, not at its next pod session. An edit that keeps the mode commands nothing; the
 * commands carry message ids derived from the event and the pod, so a redelivery commands
 * nothing twice. The command waits for the labs read model to hold the switch: the station's
 * re-read of its mode reads it there, and would otherwise find the mode before the switch.
 */
export function labMode(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock' | 'publish'>) {
  return defineReaction({
    name: 'lab_mode',
    description: "tells a lab's running stations when it switches between free and paid",
    eventTypes: [LabUpdated.type],
    aggregate: LabUpdated.aggregate,
    readModels: [labsProjection.name, podsProjection.name],
    async handle(events, ctx) {
      for (const event of events) {
        const { events: history } = await deps.store.read('lab', event.aggregate_id);
        const before = foldLab(
          event.aggregate_id,
          history.filter((e) => e.seq < event.seq),
        );
        const after = foldLab(
          event.aggregate_id,
          history.filter((e) => e.seq <= event.seq),
        );
        if (!before || !after || before.is_paid === after.is_paid) continue;
        const pods = await listPods(deps.db, { labId: after.id });
        if (pods.length === 0) continue;
        await sendCommands(
          deps,
          SYSTEM_POD_ACTOR,
          {
            command_type: 'modechange',
            command_value: after.is_paid ? 'paid' : 'free',
            command_platform: null,
            request_pod_id: null,
            pod_ids: pods.map((p) => p.id),
          },
          ctx.causedBy(event),
          (podId) => ctx.followUpId(event, podId),
        );
      }
    },
  });
}
