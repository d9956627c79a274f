import { describeError } from './ops-errors.ts';
import { runOps } from './run-ops.ts';

// `npm run ops -- <command>`: everything but process wiring lives in run-ops.ts.

// a stray rejection inside a client library must still end as one line, not a stack
process.on('unhandledRejection', (err) => {
  process.stderr.write(`ops: ${describeError(err)}\n`);
  process.exit(1);
});

const code = await runOps(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
process.exitCode = code;
// whatever a client library left open must not keep a finished command alive
setTimeout(() => process.exit(code), 2_000).unref();
