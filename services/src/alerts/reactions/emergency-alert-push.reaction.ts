import { channelName } from '@gamepod/contracts/realtime';
import { EmergencyAlertEnded, EmergencyAlertRaised, type EventData, type StoredEvent } from '@gamepod/events';
import { orWhenMissing, PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import {
  clientById,
  clientsProjection,
  emergencyAlertById,
  emergencyAlertsProjection,
  podsProjection,
} from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { type PodMessageExtra, podMessagePayload } from '../../realtime/pod-messages.ts';
import { podsInReach } from '../application/reach-facts.ts';
import type { AlertReach } from '../domain/alert-access.ts';

type Raised = StoredEvent<string, EventData<typeof EmergencyAlertRaised>>;
type Ended = StoredEvent<string, EventData<typeof EmergencyAlertEnded>>;

/**
 * An emergency alert goes to each live pod in its scope (everyone's, a client's or a lab's) as
 * `message-send` 'emergency_alert', titled by the name of each pod's own client, once the
 * emergency_alerts read model holds it (so a kiosk subscribing meanwhile gets it from the
 * socket's catch-up instead). Ending it early sends 'emergency_alert_ended' to the same pods.
 * Only fresh events are pushed: a kiosk that subscribes later catches up on what is still on.
 */
export function emergencyAlertPush(deps: Pick<ReactionDeps, 'db' | 'publish'>) {
  const send = async (
    reach: AlertReach,
    message: 'emergency_alert' | 'emergency_alert_ended',
    extraOf: (clientName: string) => PodMessageExtra,
  ) => {
    const pods = await podsInReach(deps.db, reach);
    const names = new Map<string, string>();
    for (const clientId of new Set(pods.map((p) => p.client_id))) {
      names.set(clientId, (await orWhenMissing(clientById(deps.db, clientId), undefined))?.name ?? '');
    }
    for (const pod of pods) {
      const extra = extraOf(names.get(pod.client_id) ?? '');
      deps.publish(channelName('pod', pod.id), 'message-send', podMessagePayload(pod.id, message, extra));
    }
  };
  return defineReaction({
    name: 'emergency_alert_push',
    description: 'pushes an emergency alert, and its early end, to the pods in its scope',
    eventTypes: [EmergencyAlertRaised.type, EmergencyAlertEnded.type],
    aggregate: EmergencyAlertRaised.aggregate,
    readModels: [emergencyAlertsProjection.name, podsProjection.name, clientsProjection.name],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      for (const e of events) {
        if (e.type === EmergencyAlertRaised.type) {
          const { alert_id, title, content, expire } = (e as Raised).data;
          await send((e as Raised).data, 'emergency_alert', (client) => ({
            alert: { id: alert_id, title, content, expire, client },
          }));
        } else {
          const { alert_id } = (e as Ended).data;
          const row = await emergencyAlertById(deps.db, alert_id);
          if (row) await send(row as AlertReach, 'emergency_alert_ended', () => ({ alert_id }));
        }
      }
    },
  });
}
