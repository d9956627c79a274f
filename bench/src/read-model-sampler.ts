// How far the read models are behind the log, sampled through a fault: each sample reads every
// read model's checkpoint in one query and each stream's last sequence.
import type { StoreNames } from '@gamepod/events';
import { type Database, liveSchema, type Projection, sourceOf, streamBounds } from '@gamepod/log-runtime';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import type { NatsConnection } from '@nats-io/transport-node';

type Sample = {
  readonly at: number;
  readonly last: ReadonlyMap<string, number>;
  readonly checkpoints: ReadonlyMap<string, number>;
};

/** A read model is "behind" at a sample when it has not applied what its stream held this long before. */
export const BEHIND_MS = 2_000;

export class ReadModelSampler {
  readonly #samples: Sample[] = [];
  readonly #pool: Database['pool'];
  readonly #nc: NatsConnection;
  readonly #names: StoreNames;
  readonly #projections: readonly Projection[];

  constructor(
    pool: Database['pool'],
    nc: NatsConnection,
    names: StoreNames,
    projections: readonly Projection[] = ALL_PROJECTIONS,
  ) {
    this.#pool = pool;
    this.#nc = nc;
    this.#names = names;
    this.#projections = projections;
  }

  /** How many read models it samples. */
  get projectionCount(): number {
    return this.#projections.length;
  }

  /** Every stream's last sequence now, by stream name; throws while NATS cannot say. */
  async lasts(): Promise<Map<string, number>> {
    const streams = [...new Set(this.#projections.map((p) => sourceOf(p, this.#names).stream))];
    const out = new Map<string, number>();
    for (const s of streams) out.set(s, (await streamBounds(this.#nc, s)).last);
    return out;
  }

  /** Every read model's checkpoint, in one query. */
  async checkpoints(): Promise<Map<string, number>> {
    const sql = this.#projections
      .map((p) => `select '${p.name}' as name, seq from ${liveSchema(p.name)}._checkpoint`)
      .join(' union all ');
    const { rows } = await this.#pool.query<{ name: string; seq: number }>(sql);
    return new Map(rows.map((r) => [r.name, Number(r.seq)]));
  }

  /** Whether every read model has applied what its stream held at `target`. */
  reached(target: ReadonlyMap<string, number>, checkpoints: ReadonlyMap<string, number>): boolean {
    return this.#projections.every(
      (p) => (checkpoints.get(p.name) ?? 0) >= (target.get(sourceOf(p, this.#names).stream) ?? 0),
    );
  }

  /** Takes a sample (streams first, then checkpoints); false when either could not be read. */
  async sample(): Promise<boolean> {
    const at = Date.now();
    try {
      const last = await this.lasts();
      const checkpoints = await this.checkpoints();
      this.#samples.push({ at, last, checkpoints });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * How long, between `from` and `to`, the read models were more than `BEHIND_MS` behind the
   * log: the time covered by samples at which some read model had not applied what its stream
   * held `BEHIND_MS` earlier. While NATS cannot answer the stream's state no sample is taken,
   * and the time until the next one counts as the last one did.
   */
  behindMs(from: number, to: number): number {
    const window = this.#samples.filter((s) => s.at >= from && s.at <= to);
    let behind = 0;
    for (const [i, s] of window.entries()) {
      const earlier = [...this.#samples].reverse().find((x) => x.at <= s.at - BEHIND_MS);
      const next = window[i + 1]?.at ?? to;
      if (earlier && !this.reached(earlier.last, s.checkpoints)) behind += next - s.at;
    }
    return behind;
  }

  /** The largest lag any read model showed between `from` and `to`, in commits. */
  maxLag(from: number, to: number): number {
    let max = 0;
    for (const s of this.#samples.filter((x) => x.at >= from && x.at <= to)) {
      for (const p of this.#projections) {
        const lag = (s.last.get(sourceOf(p, this.#names).stream) ?? 0) - (s.checkpoints.get(p.name) ?? 0);
        max = Math.max(max, lag);
      }
    }
    return max;
  }
}
