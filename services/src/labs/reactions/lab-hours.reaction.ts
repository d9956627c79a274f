import { channelName } from '@gamepod/contracts/realtime';
import {
  LabScheduleOverrideAdded,
  LabScheduleOverrideRemoved,
  LabScheduleSaved,
  LabUpdated,
  type StoredEvent,
} from '@gamepod/events';
import { listPods } from '@gamepod/projections';
import { sendCommands } from '../../pods/application/pod-command-service.ts';
import { SYSTEM_POD_ACTOR } from '../../pods/domain/pod-access.ts';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { foldLab, type LabFacts } from '../domain/lab-facts.ts';
import { helperNeedsSchedule, schedulePush, todaysHours } from '../domain/lab-schedule-push.ts';

/**
 * The lab before and after the commit of `first` (a lab's stream is short): what a change of
 * its hours is judged on, whenever the reaction reads it.
 */
async function labAround(deps: Pick<ReactionDeps, 'store'>, first: StoredEvent) {
  const { events } = await deps.store.read('lab', first.aggregate_id);
  return {
    before: foldLab(
      first.aggregate_id,
      events.filter((e) => e.seq < first.seq),
    ),
    after: foldLab(
      first.aggregate_id,
      events.filter((e) => e.seq <= first.seq),
    ),
  };
}

/** Whether the commit moved the lab's hours: a new week, an override added or removed, another zone. */
function hoursMoved(events: readonly StoredEvent[], before: LabFacts | null, after: LabFacts): boolean {
  if (events.some((e) => e.type !== LabUpdated.type)) return true;
  // the hours are wall-clock times in the lab's zone: in another zone, its stations' day moved
  return before?.timezone !== after.timezone;
}

/**
 * A lab's running stations follow its hours without waiting for their next pod session.
 * When a commit moves them, each live pod of the lab gets a `schedule` pod command (the
 * bridge sets the helper's start and sleep times; its value is today's hours in the lab's
 * zone) and the kiosk's `pod-command-login` push. The commands carry message ids derived
 * from the event and the pod, so a redelivery commands nothing twice.
 */
export function labHours(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock' | 'publish'>) {
  return defineReaction({
    name: 'lab_hours',
    description: "tells a lab's running stations and kiosks its hours when they move",
    eventTypes: [
      LabScheduleSaved.type,
      LabScheduleOverrideAdded.type,
      LabScheduleOverrideRemoved.type,
      LabUpdated.type,
    ],
    aggregate: LabScheduleSaved.aggregate,
    async handle(events, ctx) {
      const [first] = events;
      if (!first) return;
      const { before, after } = await labAround(deps, first);
      if (!after || !hoursMoved(events, before, after)) return;
      const pods = await listPods(deps.db, { labId: after.id });
      if (pods.length === 0) return;
      const hours = todaysHours(after, ctx.now);
      if (helperNeedsSchedule(hours))
        await sendCommands(
          deps,
          SYSTEM_POD_ACTOR,
          {
            command_type: 'schedule',
            command_value: JSON.stringify(hours),
            command_platform: null,
            request_pod_id: null,
            pod_ids: pods.map((p) => p.id),
          },
          ctx.causedBy(first),
          (podId) => ctx.followUpId(first, podId),
        );
      for (const { id } of pods)
        deps.publish(channelName('pod', id), 'pod-command-login', schedulePush(id, hours, after.timezone));
    },
  });
}
