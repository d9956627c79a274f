/** One helper call as the simulator saw it. `status` is 0 when the simulator was offline and dropped it. */
export type RecordedCall = {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
};

/** The newest `capacity` helper calls, oldest first; older ones drop off so a long run stays bounded. */
export class CallLog {
  private readonly ring: (RecordedCall | undefined)[];
  private next = 0;
  private count = 0;

  constructor(readonly capacity = 5000) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be a positive integer');
    this.ring = new Array(capacity);
  }

  record(call: RecordedCall): void {
    this.ring[this.next] = call;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  get size(): number {
    return this.count;
  }

  all(): RecordedCall[] {
    const out: RecordedCall[] = [];
    const first = (this.next - this.count + this.capacity) % this.capacity;
    for (let i = 0; i < this.count; i++) {
      const call = this.ring[(first + i) % this.capacity];
      if (call) out.push(call);
    }
    return out;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
    this.count = 0;
  }
}

/** Calls strictly after `since` (ISO 8601). */
export function callsSince(calls: readonly RecordedCall[], since: string): RecordedCall[] {
  const t = Date.parse(since);
  if (Number.isNaN(t)) throw new Error('since must be an ISO 8601 date-time');
  return calls.filter((c) => Date.parse(c.at) > t);
}
