// The reports benchmark's history: a month of play sessions on a client's pods, appended
// through the log as the product records them (launch requested, play started, play ended on
// the pod's play subject), each commit stamped with the time its first session started; and
// what the fleet status shows for every pod now (the station's activity and game, a heartbeat).

import { EventStore } from '@gamepod/event-store';
import { catalogue, PodActivityChanged, PodGameStarted, STATION_AGGREGATE, telemetrySubject } from '@gamepod/events';
import { playedEvents } from '@gamepod/events/testing';
import { jetstream } from '@nats-io/jetstream';
import { pipelined } from './bench-kit.ts';
import { seededRandom } from './seed-people.ts';

const DAY = 86_400_000;
/** A play session's events: launch requested, play started, play ended. */
export const EVENTS_PER_SESSION = 3;
/** A pod's sessions appended in one commit, in the order they were played. */
const SESSIONS_PER_COMMIT = 10;
const PLATFORMS = ['xb', 'ps', 'pc', 'sw'] as const;

export type HistoryPlan = {
  readonly clientId: string;
  readonly pods: readonly { readonly id: string; readonly lab_id: string }[];
  /** Players of the client; about a third of the sessions are walk-ins (no player). */
  readonly players: readonly string[];
  readonly games: readonly string[];
  /** Sessions, spread evenly over the pods. */
  readonly sessions: number;
  /** The history runs `days` days up to `end`. */
  readonly days: number;
  readonly end: Date;
};

/**
 * Appends `plan.sessions` play sessions of 10 to 120 minutes, each pod's one after another over
 * the days, the games skewed toward a few favourites; `window` commits in flight. Returns the
 * commits appended.
 */
export async function seedPlayHistory(
  nc: EventStore['nc'],
  names: EventStore['names'],
  plan: HistoryPlan,
  window = 200,
): Promise<number> {
  // the store stamps occurred_at from its clock as append() starts, before its first await
  let stamp = new Date();
  const store = new EventStore({ nc, names, registry: catalogue, clock: () => stamp, foldCacheSize: 0 });
  const r = seededRandom(21);
  const perPod = Math.ceil(plan.sessions / plan.pods.length);
  const slot = (plan.days * DAY) / perPod;
  const first = plan.end.getTime() - plan.days * DAY;
  type Commit = { podId: string; at: Date; events: ReturnType<typeof playedEvents> };
  const commits: Commit[] = [];
  let made = 0;
  for (const pod of plan.pods) {
    let pending: Commit | undefined;
    for (let k = 0; k < perPod && made < plan.sessions; k++, made++) {
      const start = new Date(first + k * slot + r() * slot * 0.4);
      const seconds = Math.round(Math.min(slot * 0.5, (10 + r() * 110) * 60_000) / 1000);
      const events = playedEvents({
        client_id: plan.clientId,
        lab_id: pod.lab_id,
        game_id: plan.games[Math.floor(r() ** 3 * plan.games.length)] as string,
        platform: PLATFORMS[Math.floor(r() * PLATFORMS.length)] as string,
        user_id:
          r() < 0.65 && plan.players.length > 0
            ? (plan.players[Math.floor(r() * plan.players.length)] as string)
            : null,
        start,
        seconds,
        players: r() < 0.2 ? 2 : 1,
      });
      pending ??= { podId: pod.id, at: start, events: [] };
      pending.events.push(...events);
      if (pending.events.length >= SESSIONS_PER_COMMIT * EVENTS_PER_SESSION) {
        commits.push(pending);
        pending = undefined;
      }
    }
    if (pending) commits.push(pending);
  }
  const context = { actor: { kind: 'system' as const, name: 'bench' } };
  await pipelined(commits.length, window, (i) => {
    const c = commits[i] as Commit;
    stamp = c.at;
    return store.append('play', c.podId, c.events, { expectedVersion: 'any', context });
  });
  return commits.length;
}

/**
 * What every pod's station reports now, as its bridge would: its activity (most active, some
 * idle or asleep), the game a third of them are playing, and a heartbeat on the telemetry
 * stream. Returns the pods playing a game.
 */
export async function seedFleetStatus(
  store: EventStore,
  pods: readonly { readonly id: string }[],
  games: readonly string[],
): Promise<number> {
  const r = seededRandom(5);
  const js = jetstream(store.nc);
  let playing = 0;
  await pipelined(pods.length, 200, async (i) => {
    const pod = pods[i] as { id: string };
    const roll = r();
    const activity = roll < 0.7 ? 'active' : roll < 0.9 ? 'idle' : 'asleep';
    const game = activity === 'active' && r() < 0.45 ? (games[Math.floor(r() * games.length)] as string) : null;
    if (game) playing++;
    const events = [
      PodActivityChanged.of({ activity }),
      ...(game ? [PodGameStarted.of({ platform: 'xb', game_id: game })] : []),
    ];
    const context = { actor: { kind: 'pod' as const, pod_id: pod.id } };
    await store.append(STATION_AGGREGATE, pod.id, events, { expectedVersion: 'any', context });
    const heartbeat = { at: new Date().toISOString(), helper_ok: true, uptime_s: 3_600, buffered: 0, dropped: 0 };
    await js.publish(telemetrySubject(store.names, 'heartbeat', pod.id), JSON.stringify(heartbeat));
  });
  return playing;
}
