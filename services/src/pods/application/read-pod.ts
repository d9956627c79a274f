import type { EventStore } from '@gamepod/event-store';
import { fold } from '@gamepod/events';
import { podDecider } from '../domain/pod-decider.ts';
import type { PodEvent, PodState } from '../domain/pod-state.ts';

/** A pod as the log has it now. */
export async function readPodState(store: EventStore, podId: string): Promise<PodState> {
  const { events } = await store.read('pod', podId);
  return fold(podDecider, events as unknown as PodEvent[]);
}
