/** One aggregate's folded state and the sequence of the last commit folded into it. */
export type CachedFold = { readonly state: unknown; readonly version: number };

/**
 * The folded state of recently commanded aggregates, so a command reads only the commits
 * appended since the last one it saw (a pod's subject grows with every command it gets).
 * Events never change, so a cached fold is never wrong, only behind; the command handler
 * always reads forward from it, and a conflict still reloads. Least recently used entries
 * go first once `max` is reached. Keyed by decider as well as id: two deciders may fold
 * the same subject into different states.
 */
export class FoldCache {
  readonly #max: number;
  readonly #entries = new Map<string, CachedFold>();
  readonly #deciderKeys = new WeakMap<object, number>();
  #nextDecider = 0;

  constructor(max = 10_000) {
    this.#max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(decider: object, id: string): CachedFold | undefined {
    const key = this.#key(decider, id);
    const hit = this.#entries.get(key);
    if (hit) {
      // re-insert: a Map iterates in insertion order, so the first key is the least recent
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(decider: object, id: string, fold: CachedFold): void {
    if (this.#max <= 0) return;
    const key = this.#key(decider, id);
    this.#entries.delete(key);
    this.#entries.set(key, fold);
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  delete(decider: object, id: string): void {
    this.#entries.delete(this.#key(decider, id));
  }

  #key(decider: object, id: string): string {
    let n = this.#deciderKeys.get(decider);
    if (n === undefined) {
      n = this.#nextDecider++;
      this.#deciderKeys.set(decider, n);
    }
    return `${n}\u0000${id}`;
  }
}
