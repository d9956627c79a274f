import type { EventStore } from '@gamepod/event-store';
import { foldLab, type LabFacts } from '../domain/lab-facts.ts';

/**
 * Reads a lab from the log. Cross-aggregate checks read the other aggregate's events, not
 * its read model, so that they see every write; lab streams are short.
 */
export async function readLab(store: EventStore, labId: string): Promise<LabFacts | null> {
  const { events } = await store.read('lab', labId);
  return foldLab(labId, events);
}
