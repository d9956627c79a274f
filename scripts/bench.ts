// `npm run bench`: every suite against servers started for the run; one table; bench/results.json.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { startInfra } from '@gamepod/devkit';
import { appendSuite } from '../bench/src/append.bench.ts';
import { type BenchResult, type BenchSuite, renderTable } from '../bench/src/bench-kit.ts';
import { projectionSuite } from '../bench/src/projection.bench.ts';

const ALL: BenchSuite[] = [appendSuite, projectionSuite];
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const suites = filters.length ? ALL.filter((s) => filters.some((f) => s.name.includes(f))) : ALL;
const root = new URL('..', import.meta.url).pathname;

const infra = await startInfra({ log: (l) => console.log(`  ${l}`) });
const results: BenchResult[] = [];
try {
  for (const suite of suites) {
    console.log(`\n== ${suite.name}`);
    results.push(
      ...(await suite.run({
        natsUrl: infra.natsUrl,
        databaseUrl: infra.databaseUrl,
        log: (l) => console.log(`  ${l}`),
      })),
    );
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
writeFileSync(
  `${root}bench/results.json`,
  `${JSON.stringify({ measured_at: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
const missed = results.filter((r) => r.pass === false);
console.log(missed.length ? `${missed.length} target(s) missed` : 'all targets met');
process.exit(missed.length ? 1 : 0);
