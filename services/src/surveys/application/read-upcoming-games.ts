import type { EventStore } from '@gamepod/event-store';
import { fold } from '@gamepod/events';
import { upcomingGamesDecider } from '../domain/upcoming-games.ts';

/** The ids the survey may pick from, read from the log (cross-aggregate checks read events, not read models). */
export async function upcomingGameIds(store: EventStore, id: string): Promise<ReadonlySet<string>> {
  const { events } = await store.read(upcomingGamesDecider.aggregate, id);
  const state = fold(upcomingGamesDecider, events);
  return new Set(state.status === 'seeded' ? state.games.map((g) => g.game_id) : []);
}
