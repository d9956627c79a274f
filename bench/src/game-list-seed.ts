// The game list benchmark's catalogue: games deployed, assigned to every client and played,
// appended to the log as the catalogue's own events, for the real workers to project.
import { createHash } from 'node:crypto';
import { GAME_ESRB, GAME_GENRES, GAME_PLATFORM_CODES } from '@gamepod/contracts/catalogues';
import type { EventStore } from '@gamepod/event-store';
import { GameDeployed, GamePlayStarted, GamesAssigned, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { pipelined } from './bench-kit.ts';
import { seededRandom } from './seed-people.ts';

export type GameSeedPlan = {
  readonly games: number;
  /** Local games each client has, assigned client-wide. */
  readonly perClient: number;
  /** Play sessions started, spread over the games (the Popular sort's counts). */
  readonly plays: number;
};

const WORDS = [
  'Star',
  'Iron',
  'Neon',
  'Shadow',
  'Crystal',
  'Rogue',
  'Thunder',
  'Pixel',
  'Ember',
  'Frost',
  'Quest',
  'Racers',
  'Arena',
  'Legends',
  'Tactics',
  'Drift',
  'Kingdom',
  'Raiders',
  'League',
  'Odyssey',
];

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

/** A poster reference: the read model stores it as it is; no file is served in the bench. */
function poster(i: number) {
  const sha256 = createHash('sha256').update(`bench poster ${i}`).digest('hex');
  return { bucket: 'game_images' as const, id: sha256, content_type: 'image/png', size: 4_096, sha256 };
}

/**
 * Appends `plan.games` games (one in ten cloud), `plan.perClient` local games assigned to
 * each of `clientIds`, and `plan.plays` play starts on `podId`. Returns the games' ids.
 */
export async function seedGameCatalogue(
  store: EventStore,
  plan: GameSeedPlan,
  clientIds: readonly string[],
  podId: string,
): Promise<string[]> {
  const r = seededRandom(16);
  const context = { actor: SYSTEM_ACTOR };
  const ids = Array.from({ length: plan.games }, () => uuidv7());
  const local: string[] = [];
  await pipelined(plan.games, 200, async (i) => {
    const title = `${pick(WORDS, r)} ${pick(WORDS, r)} ${i + 1}`;
    const cloud = i % 10 === 0;
    if (!cloud) local.push(ids[i] as string);
    const platforms = GAME_PLATFORM_CODES.filter((_, k) => k === i % 4 || r() < 0.4);
    const released = new Date(Date.UTC(2015 + (i % 11), i % 12, 1 + (i % 28))).toISOString().slice(0, 10);
    await store.append(
      'game',
      ids[i] as string,
      [
        GameDeployed.of({
          key: `bench-game-${i + 1}`,
          title,
          search_title: title.toLowerCase(),
          platforms,
          esrb: pick(GAME_ESRB, r),
          genre: pick(GAME_GENRES, r),
          type: cloud ? 'cloud' : 'local',
          status: i % 25 === 0 ? 'inactive' : 'active',
          released,
          expired: null,
          install_size_gb: 1 + (i % 120),
          is_survey_only: i % 50 === 0,
          image: poster(i),
        }),
      ],
      { expectedVersion: 0, context },
    );
  });
  await pipelined(clientIds.length, 50, async (c) => {
    const chosen = new Set<string>();
    while (chosen.size < Math.min(plan.perClient, local.length)) chosen.add(pick(local, r));
    const all = [...chosen];
    const events = [];
    for (let k = 0; k < all.length; k += 500) {
      events.push(GamesAssigned.of({ scope: 'client', lab_id: null, pod_id: null, game_ids: all.slice(k, k + 500) }));
    }
    await store.append('game_assignment', clientIds[c] as string, events, { expectedVersion: 'any', context });
  });
  // play starts skewed toward a few favourites, in commits of 100
  const started = new Date().toISOString();
  await pipelined(Math.ceil(plan.plays / 100), 20, async () => {
    const events = Array.from({ length: 100 }, () =>
      GamePlayStarted.of({
        launch_id: uuidv7(),
        game_id: ids[Math.floor(r() ** 3 * ids.length)] as string,
        user_id: null,
        platform: 'xb',
        started_at: started,
      }),
    );
    await store.append('play', podId, events, { expectedVersion: 'any', context });
  });
  return ids;
}
