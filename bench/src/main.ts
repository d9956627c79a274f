// `npm run bench`: every suite against servers started for the run; one table; bench/results.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { startInfra } from '@gamepod/devkit';
import { adminListsSuite } from './admin-lists.bench.ts';
import { appendSuite } from './append.bench.ts';
import { backupSuite } from './backup.bench.ts';
import { type BenchResult, type BenchSuite, renderTable } from './bench-kit.ts';
import { facilitatorSuite } from './facilitator.bench.ts';
import { fanoutSuite } from './fanout.bench.ts';
import { faultsSuite } from './faults.bench.ts';
import { gameListSuite } from './game-list.bench.ts';
import { ingestSuite } from './ingest.bench.ts';
import { librarySignInSuite } from './library-sign-in.bench.ts';
import { loginSuite } from './login.bench.ts';
import { meterSuite } from './meter.bench.ts';
import { projectionSuite } from './projection.bench.ts';
import { queueSuite } from './queue.bench.ts';
import { rebuildSuite } from './rebuild.bench.ts';
import { reportsSuite } from './reports.bench.ts';
import { ssoSuite } from './sso.bench.ts';
import { webhooksSuite } from './webhooks.bench.ts';

const ALL: BenchSuite[] = [
  appendSuite,
  projectionSuite,
  fanoutSuite,
  loginSuite,
  adminListsSuite,
  gameListSuite,
  meterSuite,
  facilitatorSuite,
  backupSuite,
  rebuildSuite,
  ingestSuite,
  reportsSuite,
  ssoSuite,
  librarySignInSuite,
  webhooksSuite,
  queueSuite,
  faultsSuite,
];
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const suites = filters.length ? ALL.filter((s) => filters.some((f) => s.name.includes(f))) : ALL;
const root = new URL('../..', import.meta.url).pathname;

const infra = await startInfra({ log: (l) => console.log(`  ${l}`) });
const results: BenchResult[] = [];
try {
  for (const suite of suites) {
    console.log(`\n== ${suite.name}`);
    const loads = [loadavg()[0] ?? 0];
    const sampler = setInterval(() => loads.push(loadavg()[0] ?? 0), 5_000).unref();
    const figures = await suite.run({
      natsUrl: infra.natsUrl,
      databaseUrl: infra.databaseUrl,
      log: (l) => console.log(`  ${l} (load ${(loadavg()[0] ?? 0).toFixed(1)})`),
    });
    clearInterval(sampler);
    loads.push(loadavg()[0] ?? 0);
    const round = (n: number) => Math.round(n * 10) / 10;
    const load_average = {
      mean: round(loads.reduce((a, b) => a + b, 0) / loads.length),
      max: round(Math.max(...loads)),
    };
    console.log(`  load average while ${suite.name} ran: mean ${load_average.mean}, max ${load_average.max}`);
    results.push(...figures.map((r) => ({ ...r, load_average })));
  }
} finally {
  await infra.stop();
}
console.log(`\n${renderTable(results)}\n`);
const machine = {
  cpus: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memory_gb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};
// a filtered run replaces only its own suites' figures, so results.json stays complete
const file = `${root}bench/results.json`;
type Previous = { results?: BenchResult[]; measured_at_by_suite?: Record<string, string> };
const previous: Previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Previous) : {};
const ran = new Set(suites.map((s) => s.name));
const now = new Date().toISOString();
const merged = [...(previous.results ?? []).filter((r) => !ran.has(r.suite)), ...results];
const bySuite = { ...previous.measured_at_by_suite, ...Object.fromEntries([...ran].map((s) => [s, now])) };
writeFileSync(
  file,
  `${JSON.stringify({ measured_at: now, measured_at_by_suite: bySuite, machine, results: merged }, null, 2)}\n`,
);
const missed = results.filter((r) => r.pass === false);
console.log(missed.length ? `${missed.length} target(s) missed` : 'all targets met');
process.exit(missed.length ? 1 : 0);
