// Times one admin list case (endpoint, raw SQL, kysely function) and turns it into result rows.
import { type ExplainDeps, type ListCase, type Pool, runRaw, type Who } from './admin-lists-cases.ts';
import type { BareList } from './bare-list.ts';
import { type BenchResult, oneDecimal } from './bench-kit.ts';
import { type Latency, sampleInterleaved } from './latency-sampler.ts';

const SUITE = 'admin-lists';
const WARMUP = 30;
const ITERATIONS = 300;
/** An endpoint's p99 may be this many times the bare endpoint's (node:http, the same SQL, no framework). */
const TARGET_RATIO = 1.5;

export type MeasureDeps = {
  /** The suite the result rows belong to (admin-lists unless named). */
  readonly suite?: string;
  /** GETs `path` under /api/v1 with `who`'s token; the reply's data (throws on anything but 200). */
  readonly request: (path: string, who: Who) => Promise<unknown>;
  readonly pool: Pool;
  /** The least an HTTP list endpoint can be, in a process of its own (bare-list.ts). */
  readonly bare: BareList;
  readonly explainDeps: ExplainDeps;
  readonly log: (line: string) => void;
  /** Print EXPLAIN (ANALYZE, BUFFERS) of the case's raw statements (GP_BENCH_EXPLAIN=1). */
  readonly explain: boolean;
  /** Rounds left out, then timed, of each side (30 and 300 unless given: slow reports take fewer). */
  readonly samples?: { readonly warmup: number; readonly iterations: number };
};

async function explainRaw(c: ListCase, deps: MeasureDeps): Promise<void> {
  for (const q of c.raw.sql) {
    const { rows } = await deps.pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.text}`, [
      ...q.values,
    ]);
    deps.log(`EXPLAIN ${c.name}:\n${rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

const samplesOf = (deps: MeasureDeps) => deps.samples ?? { warmup: WARMUP, iterations: ITERATIONS };

const count = (n: number | undefined) => (n === undefined ? '' : ` of ${n.toLocaleString('en-US')}`);

/**
 * What any admin GET costs before its own work: HTTP from this process, the session lookup,
 * a constant reply (the pod types). Beside every list's figures it shows the fixed part of
 * the endpoint-to-raw gap, which no query can shrink.
 */
export async function measureFloor(deps: MeasureDeps): Promise<BenchResult> {
  const [floor] = await sampleInterleaved(
    [() => deps.request('/admin/kiosk/pods_type', 'super admin')],
    samplesOf(deps),
  );
  if (!floor) throw new Error('no samples');
  deps.log(
    `HTTP + session floor (GET /admin/kiosk/pods_type): p50 ${floor.p50.toFixed(1)} / p99 ${floor.p99.toFixed(1)} ms`,
  );
  return {
    suite: deps.suite ?? SUITE,
    name: 'HTTP + session check alone (GET /admin/kiosk/pods_type), p99',
    value: oneDecimal(floor.p99),
    unit: 'ms',
    notes: `p50 ${floor.p50.toFixed(1)} ms: the fixed part of every endpoint figure below`,
  };
}

/**
 * Checks the endpoint, the raw SQL and the bare endpoint list the same rows, then times the
 * three interleaved (the target is the endpoint's p99 against the bare endpoint's), then each
 * of the case's explainers interleaved with the raw SQL in a pass of its own.
 */
export async function measureCase(c: ListCase, deps: MeasureDeps): Promise<BenchResult[]> {
  // the same rows in the same order, or the two figures would not compare like with like
  const ours = c.listed(await deps.request(c.path, c.who));
  const raw = await runRaw(deps.pool, c.raw);
  if (ours.ids.length === 0 || ours.ids.join() !== raw.ids.join() || ours.total !== raw.total) {
    throw new Error(
      `${c.name}: the endpoint listed ${ours.ids.length}${count(ours.total)} rows, the raw SQL ${raw.ids.length}${count(raw.total)}, or in another order`,
    );
  }
  if (deps.explain) await explainRaw(c, deps);
  const bare = await deps.bare.run(c.raw);
  if (bare.ids.join() !== raw.ids.join()) throw new Error(`${c.name}: the bare endpoint listed other rows`);
  // the endpoint, the raw SQL and the bare endpoint interleaved, by themselves: an explainer
  // as heavy as a count(*) of 100,000 rows, run between them, slowed whichever came next
  const [endpoint, rawQ, bareQ] = await sampleInterleaved(
    [() => deps.request(c.path, c.who), () => runRaw(deps.pool, c.raw), () => deps.bare.run(c.raw)],
    samplesOf(deps),
  );
  if (!endpoint || !rawQ || !bareQ) throw new Error('no samples');
  // then each explainer beside the raw SQL again, so its ratio compares two figures of one pass
  const explainers = c.explainers ?? [];
  const parts: Array<{ part: Latency; raw: Latency }> = [];
  for (const x of explainers) {
    const [part, rawAgain] = await sampleInterleaved(
      [() => x.run(deps.explainDeps, raw), () => runRaw(deps.pool, c.raw)],
      samplesOf(deps),
    );
    if (!part || !rawAgain) throw new Error('no samples');
    parts.push({ part, raw: rawAgain });
  }
  const ms = (n: number) => n.toFixed(1);
  deps.log(
    `${c.name} (${ours.ids.length} rows${count(ours.total)}): endpoint p50 ${ms(endpoint.p50)} / p99 ${ms(endpoint.p99)} ms, raw SQL p50 ${ms(rawQ.p50)} / p99 ${ms(rawQ.p99)} ms, bare HTTP + raw SQL p50 ${ms(bareQ.p50)} / p99 ${ms(bareQ.p99)} ms` +
      explainers
        .map(
          (x, i) =>
            `; ${x.label} p50 ${ms(parts[i]?.part.p50 ?? Number.NaN)} / p99 ${ms(parts[i]?.part.p99 ?? Number.NaN)} ms (raw SQL beside it p99 ${ms(parts[i]?.raw.p99 ?? Number.NaN)} ms)`,
        )
        .join(''),
  );
  const ratio = endpoint.p99 / bareQ.p99;
  const suite = deps.suite ?? SUITE;
  const rows: BenchResult[] = [
    {
      suite,
      name: `${c.name}, p50`,
      value: oneDecimal(endpoint.p50),
      unit: 'ms',
      baseline: { label: 'bare HTTP + raw SQL p50', value: oneDecimal(bareQ.p50) },
      ratio: endpoint.p50 / bareQ.p50,
      notes: `ratio = endpoint / bare; raw SQL alone p50 ${ms(rawQ.p50)} ms`,
    },
    {
      suite,
      name: `${c.name}, p99`,
      value: oneDecimal(endpoint.p99),
      unit: 'ms',
      baseline: { label: 'bare HTTP + raw SQL p99', value: oneDecimal(bareQ.p99) },
      ratio,
      target: c.target
        ? `p99 ≤ ${c.target.ratio}× bare${c.target.maxMs === undefined ? '' : ` and ≤ ${c.target.maxMs} ms`}`
        : `p99 ≤ ${TARGET_RATIO}× bare`,
      pass: c.target
        ? ratio <= c.target.ratio && endpoint.p99 <= (c.target.maxMs ?? Number.POSITIVE_INFINITY)
        : ratio <= TARGET_RATIO,
      notes: [`ratio = endpoint / bare; raw SQL alone p99 ${ms(rawQ.p99)} ms`, c.note].filter(Boolean).join('; '),
    },
  ];
  rows.push({
    suite,
    name: `${c.name}: bare HTTP + the raw SQL (node:http, no session), p99`,
    value: oneDecimal(bareQ.p99),
    unit: 'ms',
    baseline: { label: 'raw SQL p99', value: oneDecimal(rawQ.p99) },
    ratio: bareQ.p99 / rawQ.p99,
    notes: `p50 ${ms(bareQ.p50)} ms (raw SQL ${ms(rawQ.p50)} ms); what HTTP and one more process alone cost`,
  });
  for (const [i, x] of explainers.entries()) {
    const measured = parts[i];
    if (!measured) continue;
    const { part, raw: beside } = measured;
    rows.push({
      suite,
      name: `${c.name}: ${x.label}, p99`,
      value: oneDecimal(part.p99),
      unit: 'ms',
      baseline: { label: 'raw SQL p99, same pass', value: oneDecimal(beside.p99) },
      ratio: part.p99 / beside.p99,
      notes: `p50 ${ms(part.p50)} ms (raw SQL ${ms(beside.p50)} ms); in the bench process, no HTTP`,
    });
  }
  return rows;
}
