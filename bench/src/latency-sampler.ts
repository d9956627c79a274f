import { percentile, timeIt } from './bench-kit.ts';

/** One thing to time: a request, a query. */
export type Subject = () => Promise<unknown>;

export type Latency = { readonly p50: number; readonly p99: number; readonly samples: readonly number[] };

/**
 * Times `subjects` one call at a time, interleaved (A, B, C, A, B, C…), `warmup` rounds
 * unrecorded and then `iterations` recorded. Interleaving matters on a shared 2-core
 * machine: a burst of someone else's work lands on every subject alike instead of on
 * whichever one happened to be running, so their ratio stays fair.
 */
export async function sampleInterleaved(
  subjects: readonly Subject[],
  opts: { readonly warmup: number; readonly iterations: number },
): Promise<Latency[]> {
  const samples = subjects.map(() => [] as number[]);
  for (let round = 0; round < opts.warmup + opts.iterations; round++) {
    for (const [i, run] of subjects.entries()) {
      const ms = await timeIt(run);
      if (round >= opts.warmup) samples[i]?.push(ms);
    }
  }
  return samples.map((s) => ({ p50: percentile(s, 50), p99: percentile(s, 99), samples: s }));
}
