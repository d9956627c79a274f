// The meter benchmark's players: comp minutes for each, and for most a paid play session running
// on a pod of its own, appended to the log as the product appends them, for the real workers
// to project and the paid_time reaction to set its timers from.

import type { EventStore } from '@gamepod/event-store';
import { CompTimeGranted, GameLaunchRequested, GamePlayStarted, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { pipelined } from './bench-kit.ts';

export type MeterPod = { readonly id: string; readonly client_id: string; readonly lab_id: string };

const context = { actor: SYSTEM_ACTOR };

/** Gives `userId` `minutes` of comp time. */
export function grantComp(store: EventStore, userId: string, minutes: number) {
  return store.append('user', userId, [CompTimeGranted.of({ comp_id: uuidv7(), minutes, note: null })], {
    expectedVersion: 'any',
    context,
  });
}

/**
 * One player per pod of `pods`, each with `minutes` of comp time and a paid game that began at
 * `startedAt` on that pod: every balance runs out at `startedAt` + `minutes`. Returns the players.
 */
export async function seedPaidPlayers(
  store: EventStore,
  pods: readonly MeterPod[],
  opts: { minutes: number; startedAt: Date },
): Promise<string[]> {
  const players = pods.map(() => uuidv7());
  await pipelined(pods.length, 200, async (i) => {
    const pod = pods[i] as MeterPod;
    const user_id = players[i] as string;
    await grantComp(store, user_id, opts.minutes);
    const game = { launch_id: uuidv7(), game_id: uuidv7(), user_id, platform: 'xb' as const };
    await store.append(
      'play',
      pod.id,
      [
        GameLaunchRequested.of({
          ...game,
          client_id: pod.client_id,
          lab_id: pod.lab_id,
          xd: 'xd1',
          players: null,
          paid: true,
          via: 'player',
        }),
        GamePlayStarted.of({ ...game, started_at: opts.startedAt.toISOString() }),
      ],
      { expectedVersion: 'any', context },
    );
  });
  return players;
}
