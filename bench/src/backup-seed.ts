// Seeds the backup benchmark's log: a venue's everyday traffic, appended through the
// EventStore (schema-checked envelopes, one event per commit, as services and bridges write
// them), pipelined the way the other suites seed. Plus a few uploads, which a backup carries.

import { createHash, randomBytes } from 'node:crypto';
import { FILE_BUCKETS, GAME_PLATFORM_CODES } from '@gamepod/contracts/catalogues';
import { EventStore } from '@gamepod/event-store';
import {
  type AppendContext,
  ChatMessagePosted,
  ChatReplied,
  catalogue,
  GameLaunchRequested,
  GamePlayEnded,
  GamePlayStarted,
  type NewEvent,
  PodActivityChanged,
  PodGameEnded,
  PodGameStarted,
  SessionEnded,
  SessionStarted,
  type StoreNames,
  uuidv7,
} from '@gamepod/events';
import { FileStore } from '@gamepod/services';
import type { NatsConnection } from '@nats-io/transport-node';
import { pipelined } from './bench-kit.ts';
import { progress } from './progress-line.ts';
import { seededRandom } from './seed-people.ts';

/** In flight at once: with 100 to 1,000 pipelined appends the Node client is the limit. */
const WINDOW = 500;
/** A player's visit: sign-in, a launched game, a chat with staff, the game's end, sign-out, the pod idle. */
const STEPS = 10;
const PODS = 200;
const PLAYERS = 5_000;

const WORDS =
  'the pod game controller stuck again please help screen frozen can I switch to another headset volume'.split(' ');

type Visit = {
  readonly podId: string;
  readonly userId: string;
  readonly sessionId: string;
  readonly launchId: string;
  readonly gameId: string;
  readonly platform: (typeof GAME_PLATFORM_CODES)[number];
  readonly conversationId: string;
  readonly startedAt: Date;
};

/** One step of a visit: where it goes, what it says, who wrote it. */
function step(
  v: Visit,
  n: number,
  random: () => number,
  ids: { clientId: string; labId: string; staffId: string },
): { aggregate: string; id: string; event: NewEvent; context: AppendContext } {
  const player: AppendContext = { actor: { kind: 'user', user_id: v.userId, role: 4 } };
  const station: AppendContext = { actor: { kind: 'pod', pod_id: v.podId } };
  const staff: AppendContext = { actor: { kind: 'user', user_id: ids.staffId, role: 3 } };
  const ended = new Date(v.startedAt.getTime() + 1_800_000);
  const text = () => {
    // chat lines from a few words to a paragraph: the log's sizes vary as a venue's do
    const words = 2 + Math.floor(random() ** 3 * 120);
    return Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  };
  const play = { launch_id: v.launchId, game_id: v.gameId, user_id: v.userId, platform: v.platform };
  switch (n) {
    case 0:
      return {
        aggregate: 'session',
        id: v.sessionId,
        context: player,
        event: SessionStarted.of({
          user_id: v.userId,
          role: 4,
          client_id: ids.clientId,
          pod_id: v.podId,
          expires_at: ended.toISOString(),
          sign_in: 'password',
          cached_credential: false,
          kind: 'pod',
          kiosk_session_hash: null,
        }),
      };
    case 1:
      return {
        aggregate: 'play',
        id: v.podId,
        context: player,
        event: GameLaunchRequested.of({
          ...play,
          client_id: ids.clientId,
          lab_id: ids.labId,
          xd: 'xd1',
          players: 1,
          paid: false,
          via: 'player',
        }),
      };
    case 2:
      return {
        aggregate: 'station',
        id: v.podId,
        context: station,
        event: PodGameStarted.of({ platform: v.platform, game_id: v.gameId }),
      };
    case 3:
      return {
        aggregate: 'play',
        id: v.podId,
        context: player,
        event: GamePlayStarted.of({ ...play, started_at: v.startedAt.toISOString() }),
      };
    case 4:
      return {
        aggregate: 'chat',
        id: v.podId,
        context: player,
        event: ChatMessagePosted.of({
          conversation_id: v.conversationId,
          message_id: uuidv7(),
          pod_id: v.podId,
          client_id: ids.clientId,
          lab_id: ids.labId,
          user_id: v.userId,
          token_hash: v.sessionId,
          text: text(),
        }),
      };
    case 5:
      return {
        aggregate: 'chat',
        id: v.podId,
        context: staff,
        event: ChatReplied.of({
          conversation_id: v.conversationId,
          message_id: uuidv7(),
          pod_id: v.podId,
          client_id: ids.clientId,
          staff_id: ids.staffId,
          staff_name: 'Front Desk',
          text: text(),
        }),
      };
    case 6:
      return { aggregate: 'station', id: v.podId, context: station, event: PodGameEnded.of({ platform: v.platform }) };
    case 7:
      return {
        aggregate: 'play',
        id: v.podId,
        context: player,
        event: GamePlayEnded.of({
          ...play,
          started_at: v.startedAt.toISOString(),
          ended_at: ended.toISOString(),
          seconds: 1_800,
          minutes: 30,
          paid: false,
          reason: 'ended',
        }),
      };
    case 8:
      return { aggregate: 'session', id: v.sessionId, context: player, event: SessionEnded.of({ reason: 'logout' }) };
    default:
      return {
        aggregate: 'station',
        id: v.podId,
        context: station,
        event: PodActivityChanged.of({ activity: 'idle' }),
      };
  }
}

export type SeededLog = { readonly events: number; readonly appendMs: number; readonly files: number };

/**
 * A venue's everyday traffic on 200 pods of one lab, 5,000 players and 50 games: `append(i)`
 * appends the `i`th event (whole visits of ten), with expectedVersion 'any' (the per-subject
 * check is the append suite's subject, not this one's). Events are asked for in order, a few
 * hundred in flight at most.
 */
export function venueTraffic(nc: NatsConnection, names: StoreNames): { append(i: number): Promise<void> } {
  const store = new EventStore({ nc, names, registry: catalogue, foldCacheSize: 0 });
  const random = seededRandom(22);
  const ids = { clientId: uuidv7(), labId: uuidv7(), staffId: uuidv7() };
  const pods = Array.from({ length: PODS }, () => uuidv7());
  const players = Array.from({ length: PLAYERS }, () => uuidv7());
  const games = Array.from({ length: 50 }, () => uuidv7());
  const start = Date.now() - 365 * 86_400_000;
  const visits = new Map<number, Visit>();
  const visitOf = (v: number): Visit => {
    let visit = visits.get(v);
    if (!visit) {
      visit = {
        podId: pods[v % PODS] as string,
        userId: players[Math.floor(random() * PLAYERS)] as string,
        sessionId: createHash('sha256').update(randomBytes(16)).digest('hex'),
        launchId: uuidv7(),
        gameId: games[Math.floor(random() * games.length)] as string,
        platform: GAME_PLATFORM_CODES[v % GAME_PLATFORM_CODES.length] as Visit['platform'],
        conversationId: uuidv7(),
        startedAt: new Date(start + v * 30_000),
      };
      visits.set(v, visit);
    }
    return visit;
  };
  return {
    async append(i) {
      const v = Math.floor(i / STEPS);
      const s = step(visitOf(v), i % STEPS, random, ids);
      if (i % STEPS === STEPS - 1) visits.delete(v);
      await store.append(s.aggregate, s.id, [s.event], { expectedVersion: 'any', context: s.context });
    },
  };
}

/**
 * Appends `count` events of a venue's traffic (`venueTraffic`, the last visit cut short),
 * 500 in flight, and puts a few uploads in the upload buckets.
 */
export async function seedBackupLog(
  nc: NatsConnection,
  names: StoreNames,
  count: number,
  log: (l: string) => void,
): Promise<SeededLog> {
  const traffic = venueTraffic(nc, names);
  const tick = progress(log, 'seeding the log', count);
  const t0 = performance.now();
  await pipelined(count, WINDOW, async (i) => {
    await traffic.append(i);
    tick();
  });
  const appendMs = performance.now() - t0;
  const files = await seedUploads(nc, names);
  return { events: count, appendMs, files };
}

/** A venue's uploads, stored as the upload routes store them: images and audio, 20 kB to 2 MB. */
async function seedUploads(nc: NatsConnection, names: StoreNames): Promise<number> {
  const files = new FileStore(nc, names);
  let count = 0;
  for (const bucket of FILE_BUCKETS) {
    const [type, mime] = bucket === 'audio' ? (['mp3', 'audio/mpeg'] as const) : (['png', 'image/png'] as const);
    for (let k = 0; k < 3; k++) {
      await files.put(bucket, { bytes: randomBytes(20_000 * 10 ** k), type, mime });
      count++;
    }
  }
  return count;
}
