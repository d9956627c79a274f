import type { AppendContext } from '@gamepod/events';
import { listPods } from '@gamepod/projections';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeKind } from '../../realtime/channels.ts';
import { readLab } from '../pod/lab-facts.ts';
import { type KioskSchedule, kioskSchedule } from '../pod/lab-schedule.ts';
import type { PodActor } from '../pod/pod-access.ts';
import { issueCommands } from '../pod/pod-command-service.ts';
import type { PodDeps } from '../pod/pod-deps.ts';
import { now } from '../pod/pod-deps.ts';

/**
 * The spec's 'pod-command-login' schedule push (kiosk spec §7, "Facilitator"): today's hours
 * of the pod's lab in 'hh:mm AM/PM', tomorrow's opening, and the closed flag.
 */
export type SchedulePush = {
  readonly pod_ids: readonly string[];
  readonly command_type: 'schedule';
  readonly start: string | null;
  readonly end: string | null;
  readonly tomorrow: string | null;
  readonly is_closed: 0 | 1;
};

/** A 'schedule' pod command's value: what the bridge gives the helper and the kiosk its idle line. */
export function scheduleCommandValue(s: KioskSchedule): string {
  return JSON.stringify({
    start: s.schedule_start,
    end: s.schedule_end,
    tomorrow: s.schedule_tomorrow,
    is_closed: s.schedule_closed === true,
  });
}

export type SchedulePushDeps = PodDeps & {
  readonly push: (channel: string, kind: RealtimeKind, payload: unknown) => void;
  readonly log: FastifyBaseLogger;
};

/**
 * Tells the live pods of a lab that its hours changed, so running stations follow without
 * waiting for their next pod session: a 'schedule' pod command to each (an event: the
 * bridge sets the helper's start and sleep times, and an offline bridge runs it on
 * reconnecting unless it expired), and the 'pod-command-login' push the kiosk's idle screen
 * reads. Best effort, like the branding push: the lab change is already saved, and a pod that
 * misses this reads its hours at its next pod session. Returns how many pods were told.
 */
export async function sendLabSchedule(
  deps: SchedulePushDeps,
  labId: string,
  actor: PodActor,
  context: AppendContext,
): Promise<number> {
  try {
    const [lab, pods] = await Promise.all([readLab(deps.store, labId), listPods(deps.db, { labId })]);
    if (!lab || pods.length === 0) return 0;
    const schedule = kioskSchedule(lab, now(deps));
    const commands = await issueCommands(
      deps,
      actor,
      {
        command_type: 'schedule',
        command_value: scheduleCommandValue(schedule),
        command_platform: null,
        request_pod_id: null,
        pod_ids: pods.map((p) => p.id),
      },
      context,
      (channel, kind, payload) => deps.push(channel, kind, payload),
    );
    for (const { pod_id } of commands) {
      const payload: SchedulePush = {
        pod_ids: [pod_id],
        command_type: 'schedule',
        start: schedule.schedule_start,
        end: schedule.schedule_end,
        tomorrow: schedule.schedule_tomorrow,
        is_closed: schedule.schedule_closed === true ? 1 : 0,
      };
      deps.push(`pod.${pod_id}`, 'pod-command-login', payload);
    }
    return commands.length;
  } catch (err) {
    deps.log.warn({ err, labId }, "could not send a lab's new hours to its pods");
    return 0;
  }
}
