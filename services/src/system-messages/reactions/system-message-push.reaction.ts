import { channelName } from '@gamepod/contracts/realtime';
import { type EventData, type StoredEvent, SystemMessageCreated, SystemMessageEdited } from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { listPods, podsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { podMessagePayload } from '../../realtime/pod-messages.ts';

type Saved = StoredEvent<string, EventData<typeof SystemMessageCreated> | EventData<typeof SystemMessageEdited>>;

/**
 * A system message saved by a super admin reaches every running kiosk as `message-send`
 * 'system_message' on `pod.<id>`: the kiosk lays the text over its catalogue by msg_key at
 * once, and a key the message no longer holds (`removed_key`) reads its built-in text again.
 * A kiosk that misses it reads the catalogue again when it next starts.
 */
export function systemMessagePush(deps: Pick<ReactionDeps, 'db' | 'publish'>) {
  return defineReaction({
    name: 'system_message_push',
    description: 'tells every running kiosk that a text it looks up by key changed',
    eventTypes: [SystemMessageCreated.type, SystemMessageEdited.type],
    aggregate: SystemMessageCreated.aggregate,
    readModels: [podsProjection.name],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      const pods = await listPods(deps.db, {});
      for (const e of events as readonly Saved[]) {
        const { msg_key, type, text_head, text_sub } = e.data;
        const previous = 'previous_key' in e.data ? e.data.previous_key : null;
        const removed_key = previous && previous !== msg_key ? previous : null;
        const extra = { message: { msg_key, type, text_head, text_sub }, removed_key };
        for (const pod of pods) {
          deps.publish(channelName('pod', pod.id), 'message-send', podMessagePayload(pod.id, 'system_message', extra));
        }
      }
    },
  });
}
