import { channelName } from '@gamepod/contracts/realtime';
import { EmergencyAlertRaised, type EventData, type StoredEvent } from '@gamepod/events';
import { defineReaction, emergencyAlertsProjection, listPods, PUSH_FRESH_FOR_MS } from '@gamepod/projections';
import { readClient } from '../application/client/read-client.ts';
import { podMessagePayload } from '../realtime/pod-messages.ts';
import type { ReactionDeps } from './reaction-deps.ts';

type Raised = StoredEvent<string, EventData<typeof EmergencyAlertRaised>>;

/**
 * An emergency alert goes to each live pod of its lab as `message-send` 'emergency_alert',
 * titled by the client's name, once the emergency_alerts read model holds it (so a kiosk
 * subscribing meanwhile gets it from the socket's catch-up instead). Only fresh alerts are
 * pushed: a kiosk that subscribes later catches up on what is still on.
 */
export function emergencyAlertPush(deps: Pick<ReactionDeps, 'store' | 'db' | 'publish'>) {
  return defineReaction({
    name: 'emergency_alert_push',
    description: "pushes an emergency alert to its lab's pods",
    eventTypes: [EmergencyAlertRaised.type],
    aggregate: EmergencyAlertRaised.aggregate,
    readModels: [emergencyAlertsProjection.name],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      for (const e of events as readonly Raised[]) {
        const { alert_id, client_id, lab_id, title, content, expire } = e.data;
        const [client, pods] = await Promise.all([
          readClient(deps.store, client_id),
          listPods(deps.db, { labId: lab_id }),
        ]);
        const alert = { id: alert_id, title, content, expire, client: client?.name ?? '' };
        for (const pod of pods)
          deps.publish(
            channelName('pod', pod.id),
            'message-send',
            podMessagePayload(pod.id, 'emergency_alert', { alert }),
          );
      }
    },
  });
}
