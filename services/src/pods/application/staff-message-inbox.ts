import type { UnreadStaffMessages } from '@gamepod/contracts/http';
import { type EventStore, handleCommand } from '@gamepod/event-store';
import { type AppendContext, fold, NotFoundError } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import { staffMessageDecider } from '../domain/staff-message-decider.ts';
import { unreadStaffMessages } from '../domain/staff-message-unread.ts';

type InboxDeps = { readonly store: EventStore };

/** The pod's staff messages as sent (text and time) and how far its kiosk acknowledged them. */
async function readInbox(deps: InboxDeps, podId: string) {
  const { events } = await deps.store.read(staffMessageDecider.aggregate, podId);
  const sent = events.flatMap((e) =>
    e.type === 'StaffMessageSent'
      ? [{ text: (e.data as { message: string }).message, sent_at: e.metadata.occurred_at }]
      : [],
  );
  const state = fold(staffMessageDecider, events);
  return { sent, acknowledged_through: state.acknowledged_through };
}

/** The staff messages the pod's kiosk has still to show (see `unreadStaffMessages`). */
export async function staffMessagesToShow(deps: InboxDeps, podId: string, now: Date): Promise<UnreadStaffMessages> {
  const inbox = await readInbox(deps, podId);
  return { messages: unreadStaffMessages(inbox.sent, inbox.acknowledged_through, now) };
}

/**
 * The pod's kiosk is done with its staff messages up to the one sent at `sentAt`: a time no
 * message to this pod was sent at is 404 and appends nothing. The event names the pod as the
 * actor. Replies with the messages still to show.
 */
export async function acknowledgeStaffMessages(
  deps: InboxDeps,
  pod: Pick<PodTable, 'id' | 'client_id'>,
  sentAt: string,
  now: Date,
): Promise<UnreadStaffMessages> {
  const inbox = await readInbox(deps, pod.id);
  const named = inbox.sent.find((m) => Date.parse(m.sent_at) === Date.parse(sentAt));
  if (!named) throw new NotFoundError('Message not found', { field: 'sent_at' });
  const context: AppendContext = { actor: { kind: 'pod', pod_id: pod.id } };
  await handleCommand(
    deps.store,
    staffMessageDecider,
    pod.id,
    { type: 'Acknowledge', client_id: pod.client_id, sent_at: named.sent_at },
    { context },
  );
  return staffMessagesToShow(deps, pod.id, now);
}
