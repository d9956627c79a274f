import { channelName, FLOOR_POD_KIND, POD_STATUS_KIND, type PodStatusPush } from '@gamepod/contracts/realtime';
import type { ReadModelName, ReadModelWatcher } from '@gamepod/projections';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import { floorKey } from '../floor/floor-pod.ts';
import { floorPods } from '../floor/floor-read.ts';
import type { FleetStatus } from './fleet-status.ts';
import { pushKey, statusPush } from './pod-live-status.ts';

/** The read models a pod's pushed status and floor tile are made of. */
export const STATUS_READ_MODELS: ReadonlySet<string> = new Set<ReadModelName>([
  'pods',
  'pod_status',
  'pod_presence',
  'auth_sessions',
  'play_sessions',
  'time_balances',
  'reservations',
  'users',
]);

type Log = { warn(obj: object, msg: string): void };

/**
 * Pushes a pod's status to `client.<client id>` when it changes. It re-reads the fleet when
 * a status read model commits a batch (the checkpoint NOTIFY: the read model already holds
 * the change, unlike a raw NATS message that may arrive before it is applied) and every
 * tick, which is what catches a heartbeat going stale: silence commits nothing.
 *
 * Every services instance runs one and delivers to its own sockets only: all instances read
 * the same read models, so each socket gets each change once, with no leader to elect. Each
 * reads only the pods of the clients its own sockets watch.
 */
export class FleetStatusMonitor {
  readonly #fleet: FleetStatus;
  readonly #hub: RealtimeHub;
  readonly #checkpoints: ReadModelWatcher;
  readonly #tickMs: number;
  readonly #log: Log | undefined;
  /** What each pod's sockets were last told, by pod id. */
  readonly #sent = new Map<string, string>();
  /** What each pod's floor tile last showed, by pod id. */
  readonly #tiles = new Map<string, string>();
  #timer: NodeJS.Timeout | undefined;
  #stopWatching: (() => void) | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  #pending: NodeJS.Timeout | undefined;
  #lastRead = 0;
  readonly #minGapMs: number;

  constructor(opts: {
    fleet: FleetStatus;
    hub: RealtimeHub;
    checkpoints: ReadModelWatcher;
    tickMs?: number;
    /** Least time between reads caused by read-model changes: heartbeats move a checkpoint many times a second. */
    minGapMs?: number;
    log?: Log;
  }) {
    this.#minGapMs = opts.minGapMs ?? 1_000;
    this.#fleet = opts.fleet;
    this.#hub = opts.hub;
    this.#checkpoints = opts.checkpoints;
    this.#tickMs = opts.tickMs ?? 5_000;
    this.#log = opts.log;
  }

  /** Learns the current statuses without pushing them, then watches for changes. */
  async start(): Promise<void> {
    await this.#refresh(false).catch((err: unknown) => this.#log?.warn({ err }, 'fleet status: first read failed'));
    this.#stopWatching = this.#checkpoints.onAdvance((name) => {
      if (STATUS_READ_MODELS.has(name)) this.#soon();
    });
    this.#timer = setInterval(() => void this.refresh(), this.#tickMs);
    this.#timer.unref();
  }

  /** A read-model change: read now, or once the minimum gap since the last read has passed. */
  #soon(): void {
    if (this.#pending || this.#stopped) return;
    const wait = Math.max(0, this.#lastRead + this.#minGapMs - Date.now());
    this.#pending = setTimeout(() => {
      this.#pending = undefined;
      void this.refresh();
    }, wait);
    this.#pending.unref();
  }

  /**
   * Re-reads the fleet and pushes what changed. Calls during a read are folded into one more
   * read after it: a busy fleet (a heartbeat batch every few ms) costs one query at a time.
   */
  refresh(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.#refresh(true).catch((err: unknown) => this.#log?.warn({ err }, 'fleet status: read failed'));
        } while (this.#again && !this.#stopped);
      } finally {
        this.#running = undefined;
      }
    })();
    return this.#running;
  }

  /**
   * Reads the pods of the clients this instance's sockets watch, no others: with no admin
   * page open it reads nothing. A client watched for the first time has its pods' statuses
   * pushed once, so a change between its page's list load and this read is not lost.
   */
  async #refresh(push: boolean): Promise<void> {
    this.#lastRead = Date.now();
    const now = this.#fleet.clock();
    const facts = await this.#fleet.facts({ clientIds: this.#hub.listenedIds('client'), now });
    for (const f of facts.values()) {
      const status = statusPush(f, now, this.#fleet.missingAfterMs);
      const key = pushKey(status);
      if (this.#sent.get(f.pod_id) === key) continue;
      this.#sent.set(f.pod_id, key);
      if (push && !this.#stopped) this.#push(f.client_id, status);
    }
    // deleted pods, and those of clients nobody here watches any more, leave the list; forget them
    for (const id of this.#sent.keys()) if (!facts.has(id)) this.#sent.delete(id);
    await this.#refreshFloor(push);
  }

  /**
   * The floor tiles of the watched clients' pods (the floor view's read): each tile whose
   * contents changed is pushed as `status.floor` on its client's channel.
   */
  async #refreshFloor(push: boolean): Promise<void> {
    const seen = new Set<string>();
    for (const clientId of this.#hub.listenedIds('client')) {
      for (const tile of await floorPods(this.#fleet, { clientId })) {
        seen.add(tile.pod_id);
        const key = floorKey(tile);
        if (this.#tiles.get(tile.pod_id) === key) continue;
        this.#tiles.set(tile.pod_id, key);
        if (push && !this.#stopped) {
          this.#deliver(tile.pod_id, () =>
            this.#hub.deliverLocal(channelName('client', clientId), FLOOR_POD_KIND, tile),
          );
        }
      }
    }
    for (const id of this.#tiles.keys()) if (!seen.has(id)) this.#tiles.delete(id);
  }

  #push(clientId: string, status: PodStatusPush): void {
    this.#deliver(status.pod_id, () =>
      this.#hub.deliverLocal(channelName('client', clientId), POD_STATUS_KIND, status),
    );
  }

  #deliver(podId: string, send: () => void): void {
    try {
      send();
    } catch (err) {
      this.#log?.warn({ err, pod_id: podId }, 'fleet status: push failed');
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopWatching?.();
    if (this.#timer) clearInterval(this.#timer);
    if (this.#pending) clearTimeout(this.#pending);
    await this.#running;
  }
}
