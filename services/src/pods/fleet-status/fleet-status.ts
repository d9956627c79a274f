import type { StoreNames } from '@gamepod/events';
import { orWhenMissing, whenMissing } from '@gamepod/log-runtime';
import {
  gamesByIds,
  labsByIds,
  listPods,
  listPodsWithFacts,
  namesOfUsers,
  type PodFloorFacts,
  type PodListFilter,
  type PodLiveFacts,
  type PodLiveFilter,
  type PodTable,
  podFloorFacts,
  podLiveFacts,
  type TimeBalanceTable,
  timeBalanceRows,
  type UserName,
} from '@gamepod/projections';
import type { NatsConnection } from '@nats-io/nats-core';
import type { Kysely } from 'kysely';
import { MISSING_AFTER_MS } from './pod-live-status.ts';
import { ScreenshotStore } from './screenshot-store.ts';

export type FleetStatusOptions = {
  /** Silence after which a pod is MISSING (default 30 s); tests shorten it. */
  readonly missingAfterMs?: number;
  /** How often the push monitor looks for pods whose heartbeat just went stale (default 5 s). */
  readonly tickMs?: number;
};

type Log = { warn(obj: object, msg: string): void };

/**
 * A pod of the pods lists, with its live facts (none while the status read models are not built),
 * who is signed in on it (null when nobody is, or the users read model does not know them yet)
 * and the title of the game it runs (null when none, or the games read model does not know it).
 */
export type ListedPod = {
  readonly pod: PodTable;
  readonly facts: PodLiveFacts | undefined;
  readonly user?: UserName | null;
  readonly gameTitle?: string | null;
  /** The floor view's facts (the floor view, Manage Your Pods and the status report read them alike). */
  readonly floor?: FloorExtras;
};

/** What the floor adds to a listed pod: its running play, its player's balance, its next reservation. */
export type FloorExtras = {
  readonly facts: PodFloorFacts | undefined;
  /** The title of the game of the running play session, when the games read model knows it. */
  readonly playTitle: string | null;
  readonly labPaid: boolean;
  /** The signed-in player's time balance row (undefined: none, or nobody signed in). */
  readonly balance: TimeBalanceTable | undefined;
};

/**
 * The live fleet status as the pods list and the push monitor read it: the pods, pod_status
 * and pod_presence read models joined, judged against this instance's clock, plus the
 * screenshots in KV.
 */
export class FleetStatus {
  readonly clock: () => Date;
  readonly missingAfterMs: number;
  readonly screenshots: ScreenshotStore;
  readonly #db: Kysely<unknown>;
  readonly #log: Log | undefined;

  constructor(opts: {
    db: Kysely<unknown>;
    nc: NatsConnection;
    names: StoreNames;
    clock: () => Date;
    missingAfterMs?: number;
    log?: Log;
  }) {
    this.#db = opts.db;
    this.#log = opts.log;
    this.clock = opts.clock;
    this.missingAfterMs = opts.missingAfterMs ?? MISSING_AFTER_MS;
    this.screenshots = new ScreenshotStore(opts.nc, opts.names, { clock: opts.clock, log: opts.log });
  }

  /**
   * The facts of the live pods the filter names (every live pod without one), by pod id. Empty
   * while a status read model has not been created yet: every pod then reads as never
   * connected, which is what it is.
   */
  async facts(filter: PodLiveFilter = {}): Promise<Map<string, PodLiveFacts>> {
    const rows = await orWhenMissing(podLiveFacts(this.#db, filter), []);
    return new Map(rows.map((r) => [r.pod_id, r]));
  }

  /**
   * The pods lists' pods (listPods' filter and order), each with its facts, in one query.
   * While a status read model has not been created yet, the pods alone, without facts: every
   * pod then reads as never connected, as `facts` has it.
   */
  async list(filter: PodListFilter): Promise<ListedPod[]> {
    const listed = await whenMissing<ListedPod[]>(
      listPodsWithFacts(this.#db, { ...filter, now: this.clock() }),
      async () => (await listPods(this.#db, filter)).map((pod) => ({ pod, facts: undefined })),
    );
    const now = this.clock();
    const podIds = listed.map((l) => l.pod.id);
    const labIds = [...new Set(listed.map((l) => l.pod.lab_id))];
    const floorFacts = new Map(
      (await orWhenMissing(podFloorFacts(this.#db, podIds, now), [])).map((f) => [f.pod_id, f]),
    );
    const ids = [...new Set(listed.flatMap((l) => (l.facts?.session_user_id ? [l.facts.session_user_id] : [])))];
    const gameIds = [
      ...new Set([
        ...listed.flatMap((l) => (l.facts?.game_id ? [l.facts.game_id] : [])),
        ...[...floorFacts.values()].flatMap((f) => (f.play_game_id ? [f.play_game_id] : [])),
      ]),
    ];
    const [names, games, labs, balances] = await Promise.all([
      orWhenMissing(namesOfUsers(this.#db, ids), new Map<string, UserName>()),
      orWhenMissing(gamesByIds(this.#db, gameIds), []),
      orWhenMissing(labsByIds(this.#db, labIds), []),
      orWhenMissing(timeBalanceRows(this.#db, ids), []),
    ]);
    const titles = new Map(games.map((g) => [g.id, g.title]));
    const paid = new Set(labs.flatMap((l) => (l.is_paid ? [l.id] : [])));
    const balanceOf = new Map(balances.map((b) => [b.user_id, b]));
    return listed.map((l) => {
      const id = l.facts?.session_user_id;
      const gameId = l.facts?.game_id;
      const facts = floorFacts.get(l.pod.id);
      const playId = facts?.play_game_id;
      return {
        ...l,
        user: id ? (names.get(id) ?? null) : null,
        gameTitle: gameId ? (titles.get(gameId) ?? null) : null,
        floor: {
          facts,
          playTitle: playId ? (titles.get(playId) ?? null) : null,
          labPaid: paid.has(l.pod.lab_id),
          balance: id ? balanceOf.get(id) : undefined,
        },
      };
    });
  }

  /** When each pod last sent a screenshot; a KV failure reads as "no screenshot" rather than failing a list. */
  async screenshotTimes(podIds: readonly string[]): Promise<Map<string, Date | null>> {
    try {
      return await this.screenshots.timesOf(podIds);
    } catch (err) {
      this.#log?.warn({ err }, 'could not read the pod screenshot times');
      return new Map();
    }
  }

  /** Stops following the screenshots bucket. */
  close(): void {
    this.screenshots.close();
  }
}
