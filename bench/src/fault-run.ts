// One fault scenario under the running load: break the part, leave it broken, bring it back,
// time the recovery, then ask the log and the read models what it cost.
import { allCaughtUp, type LoadOp, readLogCensus, verifyAll, writesInLog } from '@gamepod/testbed';
import { countDuplicates, type Duplicates, newDuplicates, type TimerCheck, timersFired } from './fault-checks.ts';
import type { FaultScenario } from './fault-scenarios.ts';
import type { FaultStack } from './fault-stack.ts';
import { BEHIND_MS, ReadModelSampler } from './read-model-sampler.ts';

/** Timers seeded to fall due in each scenario, this long after the fault. */
const TIMERS_PER_SCENARIO = 3;
const TIMERS_DUE_AFTER_MS = 2_000;
/** How long a part may take to come back before the scenario counts it as not recovered. */
const RECOVERY_LIMIT_MS = 180_000;

export type ScenarioReport = {
  readonly key: string;
  readonly title: string;
  readonly what: string;
  /** From the fault until the part was back (its restart done), in seconds; 0 for a fault with nothing to undo. */
  readonly downS: number;
  /**
   * From the part being back (the fault itself when there is nothing to bring back, the end of
   * the quiet spell for the baseline) until every services instance and worker answered its
   * health with 200; null: not within the limit.
   */
  readonly healthyS: number | null;
  /**
   * From the part being back until every read model had applied all its stream held when the
   * part came back (lag 0 against that point, whatever was written since); null: not within the limit.
   */
  readonly lagZeroS: number | null;
  /** How long, from the fault until then, some read model was more than `BEHIND_MS` behind the log. */
  readonly behindS: number;
  readonly maxLag: number;
  readonly requests: {
    readonly acknowledged: number;
    readonly failed: number;
    /** Failed requests by HTTP status (0: no answer). */
    readonly failedByCode: Readonly<Record<string, number>>;
    readonly acknowledgedByKind: Readonly<Record<string, number>>;
    /** Failed requests by what they were and what the reply said. */
    readonly failedByReason: Readonly<Record<string, number>>;
  };
  readonly lost: number;
  readonly lostExamples: readonly string[];
  readonly duplicated: Duplicates;
  /** Acknowledged pod commands to stations with no outcome recorded. */
  readonly commandsWithoutOutcome: number;
  /**
   * From a pod command's request to its station's outcome, in seconds: the median and the
   * slowest, and when the slowest was sent (seconds after the fault; negative: before it).
   */
  readonly commandToOutcomeS: { readonly p50: number; readonly max: number; readonly slowestSentS: number };
  readonly timers: TimerCheck;
  readonly verify: { readonly equal: number; readonly total: number; readonly differing: readonly string[] };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it holds or `limitMs` passes; returns when it first held, or null. */
async function firstTime(check: () => Promise<boolean>, limitMs: number, everyMs = 250): Promise<number | null> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return Date.now();
    await sleep(everyMs);
  }
  return null;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Runs one scenario while the load goes on. `ops` is the load's record; `since` is where the
 * previous scenario's window ended, so every request counts in exactly one scenario.
 */
export async function runScenario(
  stack: FaultStack,
  scenario: FaultScenario,
  load: { readonly ops: readonly LoadOp[] },
  since: number,
  before: Duplicates,
  log: (line: string) => void,
): Promise<{ report: ScenarioReport; duplicates: Duplicates; windowEnd: number }> {
  const { product, database } = stack;
  const db = database.db;
  const sampler = new ReadModelSampler(database.pool, product.nc, product.names);
  let sampling = true;
  const samples = (async () => {
    while (sampling) {
      await Promise.race([sampler.sample(), sleep(3_000)]);
      await sleep(250);
    }
  })();
  const dueAt = new Date(Date.now() + 15_000);
  // the timers are seeded before the fault (seeding appends to the log), due just after it
  const players = await stack.seedDueTimers(TIMERS_PER_SCENARIO, dueAt);
  await sleep(Math.max(0, dueAt.getTime() - TIMERS_DUE_AFTER_MS - Date.now()));

  const t0 = Date.now();
  log(`${scenario.key}: ${scenario.title}`);
  const injected = await scenario.inject(stack);
  log(`  broke ${injected.what}; holding ${seconds(injected.holdMs)} s`);
  await sleep(Math.max(0, t0 + injected.holdMs - Date.now()));
  try {
    await injected.restore?.();
  } catch (err) {
    log(`  bringing it back failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const back = Date.now();
  // health and catching up, timed side by side from the same moment
  const caughtUp = async () => {
    // what the streams held when the part came back (asked again until NATS answers)
    let target: Map<string, number> | undefined;
    await firstTime(async () => {
      target = await sampler.lasts();
      return true;
    }, RECOVERY_LIMIT_MS);
    const reached = target;
    if (!reached) return null;
    return firstTime(async () => sampler.reached(reached, await sampler.checkpoints()), RECOVERY_LIMIT_MS);
  };
  const [healthy, lagZero] = await Promise.all([firstTime(() => product.allHealthy(), RECOVERY_LIMIT_MS), caughtUp()]);
  const recovered = lagZero ?? Date.now();
  await sleep(BEHIND_MS);
  sampling = false;
  await samples;
  const behindS = seconds(sampler.behindMs(t0, recovered));
  const maxLag = sampler.maxLag(t0, recovered);
  log(
    `  back after ${seconds(back - t0)} s; then healthy after ${healthy ? seconds(healthy - back) : '—'} s, caught up after ${lagZero ? seconds(lagZero - back) : '—'} s; read models behind ${behindS} s (max lag ${maxLag})`,
  );

  // the timers that fell due fire, and the commands sent to stations get their outcomes
  const stationCommands = (to: number) =>
    load.ops
      .filter((o) => o.kind === 'pod_command' && o.acknowledged && o.startedAt >= since && o.startedAt < to)
      .flatMap((o) => o.promises.map((p) => p.key));
  const windowEnd = Date.now();
  const commands = stationCommands(windowEnd);
  let census = await readLogCensus(product.nc, product.names);
  const settled = (c: typeof census) => {
    const outcomes = new Set(
      ['PodCommandCompleted', 'PodCommandFailed', 'PodCommandExpired'].flatMap((t) =>
        c.ofType(t).map((e) => String(e.data.command_id)),
      ),
    );
    return timersFired(c, players, since, windowEnd).notFired.length === 0 && commands.every((id) => outcomes.has(id));
  };
  const settleBy = Date.now() + 60_000;
  while (!settled(census) && Date.now() < settleBy) {
    await sleep(1_000);
    census = await readLogCensus(product.nc, product.names);
  }
  await firstTime(() => allCaughtUp(db, product.nc, product.names), 60_000);
  census = await readLogCensus(product.nc, product.names);

  const ops = load.ops.filter((o) => o.startedAt >= since && o.startedAt < windowEnd);
  const written = writesInLog(ops, census);
  const counts = countDuplicates(census);
  const outcomeAt = new Map<string, number>();
  for (const t of ['PodCommandCompleted', 'PodCommandFailed', 'PodCommandExpired'])
    for (const e of census.ofType(t)) outcomeAt.set(String(e.data.command_id), e.occurredAt);
  const outcomes = new Set(outcomeAt.keys());
  const waits = ops
    .filter((o) => o.kind === 'pod_command' && o.acknowledged)
    .flatMap((o) =>
      o.promises.map((p) => ({ ms: (outcomeAt.get(p.key) ?? Number.NaN) - o.startedAt, sent: o.startedAt })),
    )
    .filter((w) => Number.isFinite(w.ms))
    .sort((x, y) => x.ms - y.ms);
  const failedByCode: Record<string, number> = {};
  const acknowledgedByKind: Record<string, number> = {};
  const failedByReason: Record<string, number> = {};
  for (const o of ops) {
    if (o.acknowledged) acknowledgedByKind[o.kind] = (acknowledgedByKind[o.kind] ?? 0) + 1;
    else {
      failedByCode[String(o.code)] = (failedByCode[String(o.code)] ?? 0) + 1;
      const reason = `${o.kind} ${o.code} ${o.message ?? ''}`.trim();
      failedByReason[reason] = (failedByReason[reason] ?? 0) + 1;
    }
  }
  log('  verifying every read model against a rebuild…');
  const verified = await verifyAll(db, product.nc, product.names);
  const differing = verified
    .filter((r) => r.status !== 'equal')
    .map(
      (r) =>
        `${r.projection} ${r.status} (${r.tables
          .filter((t) => !t.equal)
          .map((t) => t.table)
          .join(', ')})`,
    );
  const report: ScenarioReport = {
    key: scenario.key,
    title: scenario.title,
    what: injected.what,
    downS: injected.restore ? seconds(back - t0) : 0,
    healthyS: healthy === null ? null : seconds(healthy - back),
    lagZeroS: lagZero === null ? null : seconds(lagZero - back),
    behindS,
    maxLag,
    requests: {
      acknowledged: ops.filter((o) => o.acknowledged).length,
      failed: ops.filter((o) => !o.acknowledged).length,
      failedByCode,
      acknowledgedByKind,
      failedByReason,
    },
    lost: written.lost.length,
    lostExamples: written.lost.slice(0, 5).map((p) => `${p.type} ${p.key}`),
    duplicated: {
      ...newDuplicates(before, counts),
    },
    commandsWithoutOutcome: commands.filter((id) => !outcomes.has(id)).length,
    commandToOutcomeS: {
      p50: seconds(Math.max(0, waits[Math.floor(waits.length / 2)]?.ms ?? 0)),
      max: seconds(Math.max(0, waits.at(-1)?.ms ?? 0)),
      slowestSentS: seconds((waits.at(-1)?.sent ?? t0) - t0),
    },
    timers: timersFired(census, players, since, windowEnd),
    verify: { equal: verified.filter((r) => r.status === 'equal').length, total: verified.length, differing },
  };
  // the checks and the verify took a while; the next window starts where this one's requests end
  return { report, duplicates: counts, windowEnd };
}
