// `npm run typecheck` / `npm run depcruise`: the same checks `npm test` runs, on their own.
import { depcruise, typecheckAll } from './static-checks.ts';

const root = new URL('..', import.meta.url).pathname;
const which = process.argv[2];
const results = await Promise.all(which === 'depcruise' ? [depcruise(root)] : typecheckAll(root));
for (const r of results) {
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.label} (${(r.ms / 1000).toFixed(1)} s)`);
  if (r.code !== 0 || which === 'depcruise') console.log(r.output.trim());
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
