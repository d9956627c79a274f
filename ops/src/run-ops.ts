import { type OpsCommand, parseOpsArgs, UnknownCommandError, USAGE } from './ops-args.ts';
import type { OpsContext, OpsIO } from './ops-context.ts';
import { describeError, EXIT_OK, exitCodeFor, UsageError } from './ops-errors.ts';

// Commands are loaded when run: the NATS, Postgres and event-schema modules take a second
// or two to load, which `help` and a mistyped option should not have to wait for.
async function dispatch(command: OpsCommand, ctx: () => Promise<OpsContext>, io: OpsIO): Promise<void> {
  switch (command.kind) {
    case 'help':
      io.stdout.write(`${USAGE}\n`);
      return;
    case 'status': {
      const { formatStatus, gatherStatus } = await import('./status-command.ts');
      const { ALL_PROJECTIONS } = await import('@gamepod/projections');
      const report = await gatherStatus(await ctx(), ALL_PROJECTIONS);
      io.stdout.write(`${command.json ? JSON.stringify(report, null, 2) : formatStatus(report)}\n`);
      return;
    }
    case 'replay': {
      const { runReplay } = await import('./replay-command.ts');
      return runReplay(await ctx(), command.target, io, { fresh: command.fresh });
    }
    case 'verify': {
      const { runVerify } = await import('./verify-command.ts');
      return runVerify(await ctx(), command, io);
    }
    case 'tail': {
      const { runTail } = await import('./tail-command.ts');
      return runTail(await ctx(), command, io);
    }
    case 'export': {
      const { runExport } = await import('./export-command.ts');
      return runExport(await ctx(), command, io);
    }
    case 'import': {
      const { runImport } = await import('./import-command.ts');
      return runImport(await ctx(), command, io);
    }
    case 'restore': {
      const { runRestore } = await import('./restore-command.ts');
      return runRestore(await ctx(), command, io);
    }
    case 'dead-letters': {
      const { runDeadLetters } = await import('./dead-letters-command.ts');
      return runDeadLetters(await ctx(), command, io);
    }
    case 'retry-dead-letters': {
      const { runRetryDeadLetters } = await import('./dead-letters-command.ts');
      return runRetryDeadLetters(await ctx(), command.target, io);
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

/** Runs one ops command and gives the exit code: 0 done, 1 failed, 2 bad command line. */
export async function runOps(argv: readonly string[], io: OpsIO): Promise<number> {
  let opened: OpsContext | undefined;
  const ctx = async () => {
    const { OpsContext } = await import('./ops-context.ts');
    opened ??= new OpsContext();
    return opened;
  };
  try {
    await dispatch(parseOpsArgs(argv), ctx, io);
    return EXIT_OK;
  } catch (err) {
    const hint = err instanceof UsageError ? ' (see `npm run ops -- help`)' : '';
    // stderr gets exactly one line, so scripts and people can both read it
    io.stderr.write(`ops: ${describeError(err)}${hint}\n`);
    if (err instanceof UnknownCommandError) io.stdout.write(`${USAGE}\n`);
    return exitCodeFor(err);
  } finally {
    await opened?.close();
  }
}
