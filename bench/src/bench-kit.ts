/** The monorepo root, with a trailing slash: where benchmarks spawn and build from. */
export const REPO_ROOT = new URL('../..', import.meta.url).pathname;

/** Rounds to one decimal, as the results table and results.json show figures. */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** One measured figure beside its same-run baseline. */
export type BenchResult = {
  readonly suite: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly baseline?: { readonly label: string; readonly value: number };
  /** value / baseline for rates ("higher is better"), baseline / value for latencies. */
  readonly ratio?: number;
  /** e.g. "≥ 70% of raw"; `pass` says whether the figure meets it. */
  readonly target?: string;
  readonly pass?: boolean;
  readonly notes?: string;
  /**
   * The machine's 1-minute load average while the figure's suite ran (sampled every 5 s): on a
   * machine others share, a ratio is read beside what else ran.
   */
  readonly load_average?: { readonly mean: number; readonly max: number };
};

export type BenchContext = {
  readonly natsUrl: string;
  readonly databaseUrl: string;
  readonly log: (line: string) => void;
};

export type BenchSuite = {
  readonly name: string;
  run(ctx: BenchContext): Promise<BenchResult[]>;
};

/** Events (or requests) per second over `ms`. */
export const perSecond = (count: number, ms: number) => (count * 1000) / ms;

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Runs `fn` and returns how long it took in milliseconds. */
export async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/**
 * Runs `count` async jobs keeping at most `window` in flight, in order of index.
 * This is how a service pipelines appends: many requests at once, each awaited.
 */
export async function pipelined(count: number, window: number, job: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      await job(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(window, count) }, lane));
}

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2));

/** The table `npm run bench` prints. */
export function renderTable(results: readonly BenchResult[]): string {
  const rows = results.map((r) => [
    r.suite,
    r.name,
    `${fmt(r.value)} ${r.unit}`,
    r.baseline ? `${fmt(r.baseline.value)} ${r.unit} (${r.baseline.label})` : '',
    r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(0)}%`,
    r.target ?? '',
    r.pass === undefined ? '' : r.pass ? 'PASS' : 'MISS',
  ]);
  const head = ['suite', 'measure', 'ours', 'baseline (same run)', 'ratio', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
