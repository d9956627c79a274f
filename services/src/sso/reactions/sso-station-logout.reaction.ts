import {
  type AppendContext,
  type EventData,
  SessionEnded,
  SessionStarted,
  type StoredEvent,
  SYSTEM_ACTOR,
} from '@gamepod/events';
import { authSessionsProjection, findSession } from '@gamepod/projections';
import { sendCommands } from '../../pods/application/pod-command-service.ts';
import { SYSTEM_POD_ACTOR } from '../../pods/domain/pod-access.ts';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import type { ProviderSessionStore } from '../adapters/provider-session-store.ts';

type Started = StoredEvent<string, EventData<typeof SessionStarted>>;
type Deps = Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock'> & {
  readonly ssoSessions: ProviderSessionStore;
};

// one timer per SSO session on a pod: its expiry
const timerKey = (tokenHash: string) => `sso_session:${tokenHash}`;

/**
 * Sends the pod `sso_logout` when the provider session its station's browser holds is still
 * the one this session's sign-in left there: the kiosk page then opens the provider's logout.
 */
async function askStation(deps: Deps, podId: string, tokenHash: string, context: AppendContext, messageId: string) {
  const held = await deps.ssoSessions.station(podId);
  if (held?.token_hash !== tokenHash) return;
  await sendCommands(
    deps,
    SYSTEM_POD_ACTOR,
    { command_type: 'sso_logout', command_value: null, command_platform: null, request_pod_id: null, pod_ids: [podId] },
    context,
    () => messageId,
  );
}

/**
 * A single sign-on session made in a station's own browser leaves the provider's session in
 * that browser. However it ends (a logout, staff, a reservation's end, a sign-in elsewhere,
 * the identity provider) or runs out (a timer at its expires_at), the station is sent
 * `sso_logout` if its browser still holds that provider session: the kiosk's logout screen
 * normally ends it first, and then nothing is sent. A sign-in made on a phone leaves nothing
 * on the station, so nothing is sent for it.
 */
export function ssoStationLogout(deps: Deps) {
  return defineReaction({
    name: 'sso_station_logout',
    description: "asks a station to end its browser's identity provider session when the SSO session made there ends",
    eventTypes: [SessionStarted.type, SessionEnded.type],
    readModels: [authSessionsProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        if (e.type === SessionStarted.type) {
          const { sign_in, pod_id, expires_at } = (e as Started).data;
          if (sign_in !== 'sso' || pod_id === null) continue;
          ctx.timers.set(timerKey(e.aggregate_id), new Date(expires_at), { pod_id, token_hash: e.aggregate_id });
          continue;
        }
        ctx.timers.cancel(timerKey(e.aggregate_id));
        const session = await findSession(deps.db, e.aggregate_id);
        if (!session?.pod_id) continue;
        await askStation(deps, session.pod_id, e.aggregate_id, ctx.causedBy(e), ctx.followUpId(e));
      }
    },
    async fire(timer, ctx) {
      const { pod_id, token_hash } = timer.action as { pod_id: string; token_hash: string };
      await askStation(deps, pod_id, token_hash, { actor: SYSTEM_ACTOR }, ctx.messageId);
    },
  });
}
