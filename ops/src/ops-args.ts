import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './ops-errors.ts';

/** A parsed `npm run ops` command line. */
export type OpsCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'status'; readonly json: boolean }
  | { readonly kind: 'replay'; readonly target: string; readonly fresh: boolean }
  | { readonly kind: 'verify'; readonly target: string; readonly json: boolean }
  | {
      readonly kind: 'tail';
      readonly from: number | undefined;
      readonly limit: number | undefined;
      readonly aggregate: string | undefined;
      readonly id: string | undefined;
      readonly types: readonly string[];
    }
  | { readonly kind: 'export'; readonly file: string; readonly force: boolean }
  | { readonly kind: 'import'; readonly file: string }
  | { readonly kind: 'restore'; readonly file: string }
  | { readonly kind: 'dead-letters'; readonly target: string; readonly json: boolean }
  | { readonly kind: 'retry-dead-letters'; readonly target: string };

/** A command name we do not have: the CLI follows the error with the usage text. */
export class UnknownCommandError extends UsageError {}

type Options = NonNullable<ParseArgsConfig['options']>;

const HELP: Options = { help: { type: 'boolean', short: 'h' } };

function parse(command: string, args: readonly string[], options: Options) {
  try {
    return parseArgs({ args: [...args], options: { ...HELP, ...options }, allowPositionals: true, strict: true });
  } catch (err) {
    // node's messages go on to explain `--` at length; the first sentence is the useful part
    const message = err instanceof Error ? (err.message.split(/\.\s/)[0] ?? err.message) : String(err);
    throw new UsageError(`${command}: ${message}`);
  }
}

function positionals(command: string, given: readonly string[], names: readonly string[]): string[] {
  if (given.length < names.length) throw new UsageError(`${command}: missing <${names[given.length]}>`);
  if (given.length > names.length) throw new UsageError(`${command}: unexpected argument "${given[names.length]}"`);
  return [...given];
}

/** Parses `--from`/`--limit`: a whole number of 1 or more. */
export function positiveInteger(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`--${flag} must be a whole number of 1 or more, got "${value}"`);
  return n;
}

/** `--type A --type B,C` → [A, B, C]. */
function typeList(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(','))
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * Turns argv (after `ops`) into a command, or throws a UsageError saying what is wrong.
 *
 * @example parseOpsArgs(['tail', '--aggregate', 'pod', '--limit', '10'])
 */
export function parseOpsArgs(argv: readonly string[]): OpsCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return { kind: 'help' };
  switch (command) {
    case 'status': {
      const { values, positionals: given } = parse(command, rest, { json: { type: 'boolean' } });
      if (values.help) return { kind: 'help' };
      positionals(command, given, []);
      return { kind: 'status', json: values.json === true };
    }
    case 'replay': {
      const { values, positionals: given } = parse(command, rest, { fresh: { type: 'boolean' } });
      if (values.help) return { kind: 'help' };
      const [target] = positionals(command, given, ['projection|all']);
      return { kind: 'replay', target: target ?? '', fresh: values.fresh === true };
    }
    case 'verify': {
      const { values, positionals: given } = parse(command, rest, { json: { type: 'boolean' } });
      if (values.help) return { kind: 'help' };
      const [target] = positionals(command, given, ['projection|all']);
      return { kind: 'verify', target: target ?? '', json: values.json === true };
    }
    case 'tail': {
      const { values, positionals: given } = parse(command, rest, {
        from: { type: 'string' },
        limit: { type: 'string' },
        aggregate: { type: 'string' },
        id: { type: 'string' },
        type: { type: 'string', multiple: true },
      });
      if (values.help) return { kind: 'help' };
      positionals(command, given, []);
      const types = Array.isArray(values.type) ? values.type.filter((t) => typeof t === 'string') : undefined;
      return {
        kind: 'tail',
        from: positiveInteger('from', str(values.from)),
        limit: positiveInteger('limit', str(values.limit)),
        aggregate: str(values.aggregate),
        id: str(values.id),
        types: typeList(types),
      };
    }
    case 'export': {
      const { values, positionals: given } = parse(command, rest, { force: { type: 'boolean' } });
      if (values.help) return { kind: 'help' };
      const [file] = positionals(command, given, ['file']);
      return { kind: 'export', file: file ?? '', force: values.force === true };
    }
    case 'import': {
      const { values, positionals: given } = parse(command, rest, {});
      if (values.help) return { kind: 'help' };
      const [file] = positionals(command, given, ['file']);
      return { kind: 'import', file: file ?? '' };
    }
    case 'restore': {
      const { values, positionals: given } = parse(command, rest, {});
      if (values.help) return { kind: 'help' };
      const [file] = positionals(command, given, ['file']);
      return { kind: 'restore', file: file ?? '' };
    }
    case 'dead-letters': {
      const { values, positionals: given } = parse(command, rest, { json: { type: 'boolean' } });
      if (values.help) return { kind: 'help' };
      if (given[0] === 'retry') {
        const [, target] = positionals(`${command} retry`, given, ['retry', 'projection|reaction|all']);
        return { kind: 'retry-dead-letters', target: target ?? '' };
      }
      if (given.length > 1) throw new UsageError(`${command}: unexpected argument "${given[1]}"`);
      return { kind: 'dead-letters', target: given[0] ?? 'all', json: values.json === true };
    }
    default:
      throw new UnknownCommandError(`unknown command "${command}"`);
  }
}

/** What `ops help` prints. */
export const USAGE = `usage: npm run ops -- <command> [options]

commands:
  status [--json]                 each read model's checkpoint, the log's last sequence, the lag,
                                  its dead letters and the durable consumer's pending count;
                                  each reaction's checkpoint, dead letters, timers and backlog
  dead-letters [<projection|reaction|all>] [--json]
                                  the messages read models and reactions set aside instead of
                                  stopping on them: sequence, subject, stage, error, excerpt
  dead-letters retry <projection|reaction|all>
                                  rebuild the read models that hold dead letters, so every
                                  set-aside commit is tried again in log order (after a fix);
                                  hand a reaction's back to the running services to handle again
  replay <projection|all> [--fresh]
                                  rebuild read models from sequence 1 in one read of the log
                                  (shadow schemas, then swap); a replay cut short goes on where
                                  it stood unless --fresh
  verify <projection|all> [--json]
                                  rebuild read models beside the live ones without swapping, and
                                  compare every table row for row at one point of the log; exit 1
                                  and a per-table summary when one differs
  tail [--from <seq>] [--limit <n>] [--aggregate <name>] [--id <aggregate id>] [--type <T>[,<T>]]
                                  print events as they are appended (from --from when given);
                                  --type may be repeated
  export <file> [--force]         write the whole event log to a gzipped NDJSON file
  import <file>                   load an export into an empty event stream
  restore <file>                  load a console backup (log and uploads) into an empty
                                  deployment and rebuild every read model
  help                            this text

The servers come from NATS_URL and DATABASE_URL, else from .data/runtime.json (npm start).
GP_NAMESPACE selects an isolated copy of the log (tests).
Exit codes: 0 done, 1 failed, 2 bad command line.`;
