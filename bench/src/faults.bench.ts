import { DEMO_PASSWORD } from '@gamepod/services';
import { readLogCensus, startWriteLoad } from '@gamepod/testbed';
import type { BenchResult, BenchSuite } from './bench-kit.ts';
import { countDuplicates, totalDuplicates } from './fault-checks.ts';
import { runScenario, type ScenarioReport } from './fault-run.ts';
import { SCENARIOS } from './fault-scenarios.ts';
import { startFaultStack } from './fault-stack.ts';

const SUITE = 'faults';
// GP_BENCH_FAULTS=nats,postgres runs only the scenarios whose key contains one of these (baseline always runs)
const ONLY = (process.env.GP_BENCH_FAULTS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const list = (counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || 'none';

/** The figures of one scenario, as rows of the results table. */
function resultsOf(r: ScenarioReport): BenchResult[] {
  const name = (what: string) => `${r.key}: ${what}`;
  const failures = Object.entries(r.requests.failedByReason)
    .map(([why, n]) => `${n}× ${why}`)
    .join('; ');
  const requests = `${r.requests.acknowledged} requests acknowledged (${list(r.requests.acknowledgedByKind)}), ${r.requests.failed} failed${failures ? `: ${failures}` : ''}`;
  const dup = totalDuplicates(r.duplicated);
  return [
    {
      suite: SUITE,
      name: name('acknowledged events lost'),
      value: r.lost,
      unit: 'events',
      target: '0',
      pass: r.lost === 0,
      notes: `${r.title}: ${r.what}. ${requests}${r.lost ? `; lost: ${r.lostExamples.join(', ')}` : ''}`,
    },
    {
      suite: SUITE,
      name: name('events duplicated'),
      value: dup,
      unit: 'events',
      target: '0',
      pass: dup === 0,
      notes: `by kind: ${list(r.duplicated)}`,
    },
    {
      suite: SUITE,
      name: name('until every instance is healthy'),
      value: r.healthyS ?? -1,
      unit: 's',
      ...(r.healthyS === null ? { pass: false, target: 'within 180 s' } : {}),
      notes: `from the part being back, ${r.downS} s after the fault (${r.healthyS === null ? '—' : Math.round((r.downS + r.healthyS) * 10) / 10} s from the fault)`,
    },
    {
      suite: SUITE,
      name: name('until every read model caught up'),
      value: r.lagZeroS ?? -1,
      unit: 's',
      ...(r.lagZeroS === null ? { pass: false, target: 'within 180 s' } : {}),
      notes: `from the part being back until every read model applied all its stream held then (${r.lagZeroS === null ? '—' : Math.round((r.downS + r.lagZeroS) * 10) / 10} s from the fault); max lag ${r.maxLag} commits`,
    },
    {
      suite: SUITE,
      name: name('read models more than 2 s behind'),
      value: r.behindS,
      unit: 's',
      notes:
        'from the fault until caught up: time during which some read model had not applied what the log held 2 s before',
    },
    {
      suite: SUITE,
      name: name('slowest pod command to its outcome'),
      value: r.commandToOutcomeS.max,
      unit: 's',
      notes: `from the request to the station's outcome in the log; median ${r.commandToOutcomeS.p50} s; the slowest was sent ${r.commandToOutcomeS.slowestSentS} s after the fault`,
    },
    {
      suite: SUITE,
      name: name('read models equal to a rebuild'),
      value: r.verify.equal,
      unit: `of ${r.verify.total}`,
      target: 'all',
      pass: r.verify.equal === r.verify.total,
      ...(r.verify.differing.length ? { notes: `differ: ${r.verify.differing.join('; ')}` } : {}),
    },
    {
      suite: SUITE,
      name: name('due timers fired once'),
      value: r.timers.firedOnce,
      unit: `of ${r.timers.due}`,
      target: 'all',
      pass: r.timers.firedOnce === r.timers.due && r.commandsWithoutOutcome === 0,
      notes: `paid_time ends and pod command expiries that fell due${r.timers.notFired.length ? `; not fired: ${r.timers.notFired.join(', ')}` : ''}${r.timers.firedTwice.length ? `; fired twice: ${r.timers.firedTwice.join(', ')}` : ''}; pod commands to stations without an outcome: ${r.commandsWithoutOutcome}`,
    },
  ];
}

/**
 * Faults on production's topology under a steady load of real HTTP traffic (admin logins,
 * pod commands to simulated stations, paid-time purchases through the local gateway, admin
 * writes): each scenario breaks one part, brings it back, and reports what was acknowledged and
 * lost or duplicated, how long health and the read models took to recover, whether every read
 * model equals a rebuild, and whether the timers that fell due fired once. It starts its own
 * cluster; the run's shared servers are not used.
 */
export const faultsSuite: BenchSuite = {
  name: SUITE,
  async run(ctx) {
    const log = ctx.log;
    log('starting the cluster: 3 NATS nodes, Postgres, 2 services, 2 projection workers, the proxy…');
    // GP_BENCH_FAULTS_DIR=<dir> keeps the cluster's data and each process's log there
    const dataDir = process.env.GP_BENCH_FAULTS_DIR;
    const stack = await startFaultStack({
      stations: 2,
      buyers: 20,
      timerPods: 3 * SCENARIOS.length,
      log,
      ...(dataDir ? { dataDir } : {}),
    });
    const load = startWriteLoad({
      api: stack.product.api,
      login: { everyMs: 2_000, username: 'super@demo.test', password: DEMO_PASSWORD },
      podCommand: { everyMs: 500, podIds: stack.stationPods },
      // each buyer about every 2 min: a player may ask for 10 intents in 15 minutes
      purchase: { everyMs: 6_000, buyers: stack.buyers },
      adminWrite: { everyMs: 1_000, clientId: stack.product.clientId },
    });
    const results: BenchResult[] = [];
    try {
      let since = Date.now();
      let duplicates = countDuplicates(await readLogCensus(stack.product.nc, stack.product.names));
      for (const scenario of SCENARIOS) {
        if (ONLY.length && scenario.key !== 'baseline' && !ONLY.some((o) => scenario.key.includes(o))) continue;
        const ran = await runScenario(stack, scenario, load, since, duplicates, log);
        since = ran.windowEnd;
        duplicates = ran.duplicates;
        const r = ran.report;
        log(
          `  ${r.requests.acknowledged} acknowledged, ${r.requests.failed} failed (${list(r.requests.failedByCode)}); lost ${r.lost}; duplicated ${totalDuplicates(r.duplicated)}; timers ${r.timers.firedOnce}/${r.timers.due}; equal to a rebuild ${r.verify.equal}/${r.verify.total}`,
        );
        results.push(...resultsOf(r));
      }
    } finally {
      await load.stop();
      await stack.stop();
    }
    return results;
  },
};
