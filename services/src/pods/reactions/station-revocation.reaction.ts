import { PodDeleted, PodStationEnrolmentReopened, PodUpdated } from '@gamepod/events';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { revokeLostStation } from '../application/station-revocation.ts';

/**
 * A station loses its right to NATS when its pod is deleted or deactivated, or its enrolment
 * is reopened: its NATS user is revoked (its connection closes, its creds are refused). Runs
 * off the log, not inside the admin's request; without NATS auth there is nothing to revoke.
 */
export function stationRevocation(deps: Pick<ReactionDeps, 'store' | 'clock' | 'revokeStation'>) {
  return defineReaction({
    name: 'station_revocation',
    description: 'revokes the NATS user of a station whose pod was deleted, deactivated or re-enrolled',
    eventTypes: [PodDeleted.type, PodUpdated.type, PodStationEnrolmentReopened.type],
    aggregate: PodDeleted.aggregate,
    async handle(events) {
      for (const e of events) await revokeLostStation(deps, e);
    },
  });
}
