// `npm test`: lint, type check every project, check the layering rules, build the UIs, start one nats-server and one Postgres for
// the whole run, then run every test file (each isolates itself: its own database, its own
// streams) in parallel. Extra arguments filter test files by path: `npm test -- events/`.
import { buildUisIfStale, runCommand, startInfra } from '@gamepod/devkit';
import { findTestFiles } from './find-tests.ts';
import { depcruise, lint, typecheckAll } from './static-checks.ts';

/** Runs an in-process step and reports it the way runCommand does. */
async function timed(label: string, step: () => Promise<void>) {
  const t0 = Date.now();
  try {
    await step();
    return { label, code: 0, ms: Date.now() - t0, output: '' };
  } catch (err) {
    return { label, code: 1, ms: Date.now() - t0, output: err instanceof Error ? err.message : String(err) };
  }
}

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const started = Date.now();

const checks = await Promise.all([
  lint(root),
  ...typecheckAll(root),
  depcruise(root),
  timed('build UIs', () => buildUisIfStale(root, () => undefined)),
]);
for (const c of checks) {
  console.log(`${c.code === 0 ? 'ok  ' : 'FAIL'} ${c.label} (${(c.ms / 1000).toFixed(1)} s)`);
  if (c.code !== 0) console.log(c.output.trim());
}

const files = findTestFiles(root, filters);
if (files.length === 0) {
  console.error(`no test files match ${filters.join(' ')}`);
  process.exit(1);
}
const infra = await startInfra({ log: (l) => console.log(`     ${l}`) });
let testCode = 1;
try {
  const env = { ...process.env, NATS_URL: infra.natsUrl, DATABASE_URL: infra.databaseUrl, GP_TEST_RUN: '1' };
  // Browser files run after the rest and fewer at a time: each drives Chromium against a whole
  // product, and on 2 cores three of them beside other suites outlast their waits.
  const browser = files.filter((f) => f.includes('.browser.test.'));
  const phases = [
    {
      label: 'tests',
      files: files.filter((f) => !browser.includes(f)),
      concurrency: process.env.TEST_CONCURRENCY ?? 3,
    },
    { label: 'browser tests', files: browser, concurrency: process.env.TEST_BROWSER_CONCURRENCY ?? 2 },
  ];
  testCode = 0;
  for (const phase of phases) {
    if (phase.files.length === 0) continue;
    const result = await runCommand(
      phase.label,
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        `--test-concurrency=${phase.concurrency}`,
        '--test-timeout=180000',
        ...phase.files,
      ],
      { cwd: root, env },
    );
    if (result.code !== 0) testCode = result.code;
  }
} finally {
  await infra.stop();
}
const failedChecks = checks.filter((c) => c.code !== 0).map((c) => c.label);
console.log(
  `\n${files.length} test files, ${((Date.now() - started) / 1000).toFixed(0)} s; checks ${failedChecks.length ? `failed: ${failedChecks.join(', ')}` : 'passed'}`,
);
process.exit(testCode !== 0 || failedChecks.length > 0 ? 1 : 0);
