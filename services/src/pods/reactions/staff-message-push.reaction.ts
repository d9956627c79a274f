import { channelName } from '@gamepod/contracts/realtime';
import { type EventData, StaffMessageSent, type StoredEvent } from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { podMessagePayload } from '../../realtime/pod-messages.ts';

type Sent = StoredEvent<string, EventData<typeof StaffMessageSent>>;

/**
 * A message staff sent a pod from the floor view reaches its kiosk as `message-send`
 * 'staff_message' on `pod.<id>`, with the text and when it was sent; the kiosk shows it in a
 * dialog. A kiosk that is not running then reads it when it connects (`GET /pod/staff_messages`).
 */
export function staffMessagePush(deps: Pick<ReactionDeps, 'publish'>) {
  return defineReaction({
    name: 'staff_message_push',
    description: "shows a staff member's message from the floor view on the pod's kiosk",
    eventTypes: [StaffMessageSent.type],
    aggregate: StaffMessageSent.aggregate,
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      for (const e of events as readonly Sent[]) {
        const pod = e.aggregate_id;
        const staff_message = { text: e.data.message, sent_at: e.metadata.occurred_at };
        deps.publish(
          channelName('pod', pod),
          'message-send',
          podMessagePayload(pod, 'staff_message', { staff_message }),
        );
      }
    },
  });
}
