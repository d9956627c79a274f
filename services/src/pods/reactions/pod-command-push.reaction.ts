import { channelName } from '@gamepod/contracts/realtime';
import { type EventData, PodCommandIssued, type StoredEvent } from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { podsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';

type Issued = StoredEvent<string, EventData<typeof PodCommandIssued>>;

/**
 * Each issued pod command goes to its pod's kiosk page as `pod-command` on `pod.<id>`, with
 * the command and `pod_ids`, once the pods read model holds it (the page may read its pod on
 * hearing it: a lockout). An offline pod's bridge still finds the event on its subject.
 */
export function podCommandPush(deps: Pick<ReactionDeps, 'publish'>) {
  return defineReaction({
    name: 'pod_command_push',
    description: "pushes each issued pod command to its pod's kiosk page",
    eventTypes: [PodCommandIssued.type],
    aggregate: PodCommandIssued.aggregate,
    readModels: [podsProjection.name],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      for (const e of events as readonly Issued[]) {
        const pod_id = e.aggregate_id;
        deps.publish(channelName('pod', pod_id), 'pod-command', { pod_id, ...e.data, pod_ids: [pod_id] });
      }
    },
  });
}
