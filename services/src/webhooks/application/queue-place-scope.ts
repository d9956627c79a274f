import type { PublicQueuePlace } from '@gamepod/contracts/public-events';
import type { EventStore } from '@gamepod/event-store';
import { type EventData, fold, type LabQueueJoined, type StoredEvent } from '@gamepod/events';
import { type LabQueueEvent, labQueueDecider } from '../../queue/domain/lab-queue-decider.ts';

/** Whether `a` was appended no later than `b` (the same commit: no later in it). */
const notAfter = (a: StoredEvent, b: StoredEvent) => a.seq < b.seq || (a.seq === b.seq && a.index <= b.index);

/**
 * A lab queue event's place as `queue.advanced` tells it: the ticket and platform its
 * `LabQueueJoined` gave, and the line's length with the lab's queue folded up to this event
 * and no further, so a redelivered or late event says what that event did, not what the line
 * is now. Undefined when the lab's stream holds no join for the place.
 */
export async function queuePlaceScope(store: EventStore, e: StoredEvent): Promise<PublicQueuePlace | undefined> {
  const entryId = (e.data as { entry_id?: string }).entry_id;
  const { events } = await store.read(labQueueDecider.aggregate, e.aggregate_id);
  const upTo = events.filter((x) => notAfter(x, e));
  const joined = upTo.find((x) => x.type === 'LabQueueJoined' && (x.data as { entry_id: string }).entry_id === entryId)
    ?.data as EventData<typeof LabQueueJoined> | undefined;
  if (!joined) return undefined;
  const state = fold(labQueueDecider, upTo as readonly StoredEvent[] as unknown as LabQueueEvent[]);
  return { ticket: joined.ticket, platform: joined.platform, line_length: state.entries.length };
}
