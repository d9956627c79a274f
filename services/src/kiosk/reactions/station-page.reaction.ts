import { type EventData, PodKioskPageOpened, SessionStarted, type StoredEvent } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import {
  authSessionsProjection,
  podSessionsNotHeldBy,
  podStatusProjection,
  vouchedKioskPage,
} from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import {
  endSessionNotHeld,
  KIOSK_PAGE_RESTARTED,
  SIGNED_IN_ON_STATION_PAGE,
} from '../application/station-page-sessions.ts';

type Opened = StoredEvent<string, EventData<typeof PodKioskPageOpened>>;
type Started = StoredEvent<string, EventData<typeof SessionStarted>>;

/**
 * The station is trusted for what it observes, and it vouches for its kiosk page: a pod login
 * signed in on another kiosk page of the pod is not one the station holds. When the station
 * vouches for a new page (the page restarted: a browser crash, a power cut, a reload on
 * network loss), every pod login of the pod signed in on another known page ends with 'The kiosk
 * page restarted'; when someone signs in on the page the station vouches for, the pod logins
 * of other pages that started before end with 'Someone signed in on the kiosk page'. A sign-in on
 * any other kiosk session (a pod-key holder's own) ends nothing, and a login whose page is
 * unknown (signed in before sign-ins named their page) is left to staff. Ending is idempotent:
 * an ended session appends nothing, and follow-ups carry ids derived from their cause.
 */
export function stationPage(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock'>) {
  return defineReaction({
    name: 'station_page',
    description: "ends a pod's logins that its station's kiosk page no longer holds",
    eventTypes: [PodKioskPageOpened.type, SessionStarted.type],
    readModels: [authSessionsProjection.name, podStatusProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        let podId: string;
        let page: string;
        let reason: string;
        let before: { started_at: Date; token_hash: string } | undefined;
        if (e.type === PodKioskPageOpened.type) {
          podId = e.aggregate_id;
          page = (e as Opened).data.kiosk_session_hash;
          reason = KIOSK_PAGE_RESTARTED;
        } else {
          const { pod_id, kiosk_session_hash } = (e as Started).data;
          if (pod_id === null || kiosk_session_hash === null) continue;
          // only a sign-in on the page the station vouches for speaks for the station
          // (a deployment without the pod_status read model has no vouched page)
          const vouched = await orWhenMissing(vouchedKioskPage(deps.db, pod_id), null);
          if (vouched !== kiosk_session_hash) continue;
          podId = pod_id;
          page = kiosk_session_hash;
          reason = SIGNED_IN_ON_STATION_PAGE;
          before = { started_at: new Date(e.metadata.occurred_at), token_hash: e.aggregate_id };
        }
        const context = { ...ctx.causedBy(e), actor: { kind: 'pod' as const, pod_id: podId } };
        for (const s of await podSessionsNotHeldBy(deps.db, podId, page, deps.clock(), before)) {
          await endSessionNotHeld(deps, s, reason, context, ctx.followUpId(e, s.token_hash));
        }
      }
    },
  });
}
