import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { labFacts } from '../../domain/lab/lab-facts.ts';
import { sendLabSchedule } from '../../domain/lab/lab-schedule-push.ts';
import type { LabState } from '../../domain/lab/lab-state.ts';
import { userActor } from '../../domain/pod/pod-access.ts';
import type { RealtimeKind } from '../../realtime/channels.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { FleetDeps } from '../clients/fleet-command.ts';

/** What a lab command left: whether it appended, and the lab as it stands after. */
type SavedLab = { readonly appended: boolean; readonly state: LabState };

/**
 * Tells a lab's running stations its hours (sendLabSchedule) after a write that moved them: new
 * weekly hours, an override added or removed, or another time zone. Works from the lab as the
 * command left it; a command that appended nothing tells nobody.
 */
export function labHoursTeller(
  deps: FleetDeps,
  realtime: Pick<RealtimeHub, 'publish'>,
): (request: FastifyRequest, labId: string, saved: SavedLab) => Promise<void> {
  const push = (channel: string, kind: RealtimeKind, payload: unknown) => realtime.publish(channel, kind, payload);
  return async (request, labId, saved) => {
    const lab = saved.appended ? labFacts(labId, saved.state) : null;
    if (!lab) return;
    await sendLabSchedule(
      { ...deps, push, log: request.log },
      lab,
      userActor(sessionOf(request)),
      appendContext(request),
    );
  };
}
