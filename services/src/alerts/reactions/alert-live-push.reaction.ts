import { channelName } from '@gamepod/contracts/realtime';
import { AlertCreated, AlertDeleted, AlertEdited } from '@gamepod/events';
import {
  type AlertTable,
  alertById,
  alertShowing,
  alertsProjection,
  authSessionsProjection,
  openPodSessionsOfPod,
  podsProjection,
  readersOf,
} from '@gamepod/projections';
import { PLAYER } from '../../domain/roles.ts';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { podMessagePayload } from '../../realtime/pod-messages.ts';
import { playerAlert } from '../application/player-alerts-service.ts';
import { podsInReach } from '../application/reach-facts.ts';
import type { AlertReach } from '../domain/alert-access.ts';

/** What an alert's start timer carries. */
type StartAction = { readonly alert_id: string };

const timerKey = (alertId: string) => `alert:${alertId}`;

/**
 * An alert for players reaches the players already signed in when it starts showing: at once
 * when it is saved showing, or at its active_start through a timer that each save sets again
 * (and a delete or a save without a future start cancels). Each pod in its reach where a player
 * who has not ticked it is signed in gets `message-send` 'alert' with it; the kiosk adds it to
 * the Important Alerts overlay. Players who sign in later get it with their login.
 */
export function alertLivePush(deps: Pick<ReactionDeps, 'db' | 'publish'>) {
  const deliver = async (alert: AlertTable, now: Date) => {
    if (!alertShowing(alert, now)) return;
    const player_alert = playerAlert(alert);
    for (const pod of await podsInReach(deps.db, alert as AlertReach)) {
      const players = (await openPodSessionsOfPod(deps.db, pod.id, now)).filter((s) => s.role === PLAYER);
      const read = await readersOf(
        deps.db,
        alert.alert_id,
        players.map((s) => s.user_id),
      );
      if (players.some((s) => !read.has(s.user_id))) {
        deps.publish(channelName('pod', pod.id), 'message-send', podMessagePayload(pod.id, 'alert', { player_alert }));
      }
    }
  };
  return defineReaction({
    name: 'alert_live_push',
    description: 'shows an alert to the players signed in when it starts, at once or at its active_start',
    eventTypes: [AlertCreated.type, AlertEdited.type, AlertDeleted.type],
    aggregate: AlertCreated.aggregate,
    readModels: [alertsProjection.name, podsProjection.name, authSessionsProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        const key = timerKey(e.aggregate_id);
        ctx.timers.cancel(key);
        if (e.type === AlertDeleted.type) continue;
        const alert = await alertById(deps.db, e.aggregate_id);
        if (!alert?.enable) continue;
        if (alert.active_start !== null && alert.active_start > ctx.now) {
          const action: StartAction = { alert_id: alert.alert_id };
          ctx.timers.set(key, alert.active_start, action);
        } else await deliver(alert, ctx.now);
      }
    },
    async fire(timer, ctx) {
      const alert = await alertById(deps.db, (timer.action as StartAction).alert_id);
      if (alert) await deliver(alert, ctx.now);
    },
  });
}
