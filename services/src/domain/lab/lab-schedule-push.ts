import type { AppendContext, ScheduleValue } from '@gamepod/events';
import { listPods } from '@gamepod/projections';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeKind } from '../../realtime/channels.ts';
import type { LabFacts } from '../pod/lab-facts.ts';
import { kioskSchedule } from '../pod/lab-schedule.ts';
import type { PodActor } from '../pod/pod-access.ts';
import { issueCommands } from '../pod/pod-command-service.ts';
import type { PodDeps } from '../pod/pod-deps.ts';
import { now } from '../pod/pod-deps.ts';

/**
 * The spec's 'pod-command-login' schedule push (kiosk spec §7, "Facilitator"): the hours, with
 * the closed flag as 1/0, and the lab's time zone they are in (ours: a kiosk reads its hours,
 * and the turn of its day, in that zone, and an edit of the lab may have changed it).
 */
export type SchedulePush = Omit<ScheduleValue, 'is_closed'> & {
  readonly pod_ids: readonly string[];
  readonly command_type: 'schedule';
  readonly is_closed: 0 | 1;
  readonly timezone: string;
};

export type SchedulePushDeps = PodDeps & {
  readonly push: (channel: string, kind: RealtimeKind, payload: unknown) => void;
  readonly log: FastifyBaseLogger;
};

/**
 * Tells the live pods of a lab (as the command that changed its hours left it) that its hours
 * changed, so running stations follow without waiting for their next pod session: a
 * 'schedule' pod command to each (an event: the bridge sets the helper's start and sleep
 * times, and an offline bridge runs it on reconnecting unless it expired), and the
 * 'pod-command-login' push the kiosk's idle screen reads. Best effort, like the branding
 * push: the lab change is already saved, and a pod that misses this reads its hours at its
 * next pod session. Returns how many pods were told.
 */
export async function sendLabSchedule(
  deps: SchedulePushDeps,
  lab: LabFacts,
  actor: PodActor,
  context: AppendContext,
): Promise<number> {
  try {
    const pods = await listPods(deps.db, { labId: lab.id });
    if (pods.length === 0) return 0;
    const s = kioskSchedule(lab, now(deps));
    const hours: ScheduleValue = {
      start: s.schedule_start,
      end: s.schedule_end,
      tomorrow: s.schedule_tomorrow,
      is_closed: s.schedule_closed === true,
    };
    // the command's value is what the bridge gives the helper (core/command-plan.ts scheduleCall);
    // a day with no hours at all (no week, no override) has no start and sleep to give it
    if (hours.is_closed || hours.start !== null)
      await issueCommands(
        deps,
        actor,
        {
          command_type: 'schedule',
          command_value: JSON.stringify(hours),
          command_platform: null,
          request_pod_id: null,
          pod_ids: pods.map((p) => p.id),
        },
        context,
        deps.push,
      );
    for (const { id: pod_id } of pods) {
      const payload: SchedulePush = {
        pod_ids: [pod_id],
        command_type: 'schedule',
        ...hours,
        is_closed: hours.is_closed ? 1 : 0,
        timezone: lab.timezone,
      };
      deps.push(`pod.${pod_id}`, 'pod-command-login', payload);
    }
    return pods.length;
  } catch (err) {
    deps.log.warn({ err, labId: lab.id }, "could not send a lab's new hours to its pods");
    return 0;
  }
}
