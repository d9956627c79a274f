import { parseChannel } from '@gamepod/contracts/realtime';
import { orWhenMissing } from '@gamepod/log-runtime';
import { activeAlertsOfPod, clientById, podById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { podMessagePayload } from '../../realtime/pod-messages.ts';
import type { RealtimePush } from '../../realtime/realtime-hub.ts';
import type { CatchUp } from '../../realtime/socket-session.ts';

/**
 * A kiosk that subscribes to its pod's channel gets the emergency alerts reaching it (everyone's,
 * its client's, its lab's) that are still on, counting down from what is left of them: a pod
 * that was restarting, reconnecting or still starting when the alert was pushed shows it all
 * the same.
 */
export function emergencyCatchUp(db: Kysely<unknown>, clock: () => Date): CatchUp {
  return async (channel) => {
    const parsed = parseChannel(channel);
    if (parsed?.scope !== 'pod') return [];
    const pod = await podById(db, parsed.id);
    if (!pod) return [];
    const now = clock();
    // a read model not built yet (its table missing) reads as empty: no alert, no name
    const alerts = await orWhenMissing(activeAlertsOfPod(db, { clientId: pod.client_id, labId: pod.lab_id }, now), []);
    if (alerts.length === 0) return [];
    const client = await orWhenMissing(clientById(db, pod.client_id), undefined);
    return alerts.map(
      (a): RealtimePush => ({
        channel,
        kind: 'message-send',
        payload: podMessagePayload(pod.id, 'emergency_alert', {
          alert: {
            id: a.alert_id,
            title: a.title,
            content: a.content,
            expire: Math.max(1, Math.ceil((a.ends_at.getTime() - now.getTime()) / 1000)),
            client: client?.name ?? '',
          },
        }),
      }),
    );
  };
}
