import type { AlertType } from '@gamepod/contracts/catalogues';
import type { PlayerAlert } from '@gamepod/contracts/http';
import { handleCommand } from '@gamepod/event-store';
import type { AppendContext } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import { alertById, alertShowing, type PodTable, podById, unreadAlertsFor } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { PodDeps } from '../../pods/application/pod-deps.ts';
import { playerAlertsDecider } from '../domain/player-alerts-decider.ts';

/** The Important Alerts overlay shows the first 7; a login brings at most this many. */
const LOGIN_ALERTS_MAX = 50;

export const playerAlert = (a: {
  alert_id: string;
  type: string;
  text_head: string;
  text_sub: string;
}): PlayerAlert => ({
  id: a.alert_id,
  type: a.type as AlertType,
  text_head: a.text_head,
  text_sub: a.text_sub,
});

/** Whether an alert reaches a pod: everyone's, the pod's client's, or the pod's lab's. */
export function reachesPod(
  a: { scope: string; client_id: string | null; lab_id: string | null },
  pod: Pick<PodTable, 'client_id' | 'lab_id'>,
): boolean {
  if (a.scope === 'global') return true;
  if (a.scope === 'client') return a.client_id === pod.client_id;
  return a.scope === 'lab' && a.lab_id === pod.lab_id;
}

/**
 * The alerts a player signing in on `podId` has to read: those reaching the pod's lab, its
 * client or everyone, showing now and not yet read by this player, newest window first. A
 * read model not built yet reads as none.
 */
export async function alertsForLogin(
  db: Kysely<unknown>,
  userId: string,
  podId: string,
  now: Date,
): Promise<PlayerAlert[]> {
  const pod = await podById(db, podId);
  if (!pod) return [];
  const rows = await orWhenMissing(
    unreadAlertsFor(db, userId, { clientId: pod.client_id, labId: pod.lab_id }, now, LOGIN_ALERTS_MAX),
    [],
  );
  return rows.map(playerAlert);
}

/**
 * Records the player's tick on an alert (AlertRead on their own player_alerts stream), once:
 * the player's next logins leave it out. The alert must reach the pod the player is on and be
 * showing; ticking one already read does nothing.
 *
 * @throws NotFoundError when the alert does not exist (any more) or does not reach this pod.
 */
export async function markAlertRead(
  deps: PodDeps,
  input: { readonly userId: string; readonly podId: string; readonly alertId: string; readonly now: Date },
  context: AppendContext,
): Promise<void> {
  const [alert, pod] = await Promise.all([alertById(deps.db, input.alertId), podById(deps.db, input.podId)]);
  const applies = !!alert && !!pod && reachesPod(alert, pod) && alertShowing(alert, input.now);
  const { seq, appended } = await handleCommand(
    deps.store,
    playerAlertsDecider,
    input.userId,
    { type: 'MarkRead', alert_id: input.alertId, pod_id: input.podId, applies },
    { context, clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['alerts'], seq);
}
