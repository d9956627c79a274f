import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseOpsArgs, UnknownCommandError } from '../src/ops-args.ts';
import { UsageError } from '../src/ops-errors.ts';

const usageError = (argv: string[], pattern: RegExp) =>
  assert.throws(
    () => parseOpsArgs(argv),
    (err: unknown) => err instanceof UsageError && pattern.test(err.message),
  );

describe('parsing the ops command line', () => {
  it('treats no arguments, `help`, and --help as a request for usage', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h'], ['status', '--help'], ['tail', '-h']]) {
      assert.deepEqual(parseOpsArgs(argv), { kind: 'help' }, argv.join(' '));
    }
  });

  it('reads status with and without --json', () => {
    assert.deepEqual(parseOpsArgs(['status']), { kind: 'status', json: false });
    assert.deepEqual(parseOpsArgs(['status', '--json']), { kind: 'status', json: true });
  });

  it('reads replay with a projection name or all', () => {
    assert.deepEqual(parseOpsArgs(['replay', 'audit_log']), { kind: 'replay', target: 'audit_log', fresh: false });
    assert.deepEqual(parseOpsArgs(['replay', 'all']), { kind: 'replay', target: 'all', fresh: false });
    assert.deepEqual(parseOpsArgs(['replay', 'all', '--fresh']), { kind: 'replay', target: 'all', fresh: true });
  });

  it('reads verify with a projection name or all, and --json', () => {
    assert.deepEqual(parseOpsArgs(['verify', 'audit_log']), { kind: 'verify', target: 'audit_log', json: false });
    assert.deepEqual(parseOpsArgs(['verify', 'all', '--json']), { kind: 'verify', target: 'all', json: true });
    usageError(['verify'], /verify: missing <projection\|all>/);
    usageError(['verify', 'a', 'b'], /verify: unexpected argument "b"/);
  });

  it('reads dead-letters: all by default, one projection, --json, and retry with its target', () => {
    assert.deepEqual(parseOpsArgs(['dead-letters']), { kind: 'dead-letters', target: 'all', json: false });
    assert.deepEqual(parseOpsArgs(['dead-letters', 'users', '--json']), {
      kind: 'dead-letters',
      target: 'users',
      json: true,
    });
    assert.deepEqual(parseOpsArgs(['dead-letters', 'retry', 'all']), { kind: 'retry-dead-letters', target: 'all' });
    usageError(['dead-letters', 'retry'], /missing <projection\|reaction\|all>/);
    usageError(['dead-letters', 'users', 'pods'], /unexpected argument "pods"/);
  });

  it('reads every tail filter, with --type both repeated and comma-separated', () => {
    const cmd = parseOpsArgs([
      'tail',
      '--from',
      '12',
      '--limit=3',
      '--aggregate',
      'pod',
      '--id',
      '42',
      '--type',
      'A,B',
      '--type',
      ' C ',
    ]);
    assert.deepEqual(cmd, { kind: 'tail', from: 12, limit: 3, aggregate: 'pod', id: '42', types: ['A', 'B', 'C'] });
  });

  it('leaves tail options it was not given undefined', () => {
    assert.deepEqual(parseOpsArgs(['tail']), {
      kind: 'tail',
      from: undefined,
      limit: undefined,
      aggregate: undefined,
      id: undefined,
      types: [],
    });
  });

  it('reads export with --force and import with a file', () => {
    assert.deepEqual(parseOpsArgs(['export', 'log.ndjson.gz', '--force']), {
      kind: 'export',
      file: 'log.ndjson.gz',
      force: true,
    });
    assert.deepEqual(parseOpsArgs(['export', 'log.ndjson.gz']), {
      kind: 'export',
      file: 'log.ndjson.gz',
      force: false,
    });
    assert.deepEqual(parseOpsArgs(['import', 'log.ndjson.gz']), { kind: 'import', file: 'log.ndjson.gz' });
  });

  it('rejects an unknown command with an UnknownCommandError naming it', () => {
    assert.throws(
      () => parseOpsArgs(['frobnicate']),
      (err: unknown) => {
        return err instanceof UnknownCommandError && err.message === 'unknown command "frobnicate"';
      },
    );
  });

  it('says which positional argument is missing', () => {
    usageError(['replay'], /replay: missing <projection\|all>/);
    usageError(['export'], /export: missing <file>/);
    usageError(['import'], /import: missing <file>/);
  });

  it('rejects extra positional arguments', () => {
    usageError(['status', 'now'], /status: unexpected argument "now"/);
    usageError(['replay', 'a', 'b'], /replay: unexpected argument "b"/);
  });

  it('rejects --limit and --from values that are not whole numbers of 1 or more', () => {
    usageError(['tail', '--limit', 'abc'], /--limit must be a whole number of 1 or more, got "abc"/);
    usageError(['tail', '--limit', '0'], /--limit must be a whole number/);
    usageError(['tail', '--limit', '2.5'], /--limit must be a whole number/);
    usageError(['tail', '--from=-3'], /--from must be a whole number/);
    usageError(['tail', '--from', '99999999999999999999'], /--from must be a whole number/);
  });

  it('rejects unknown options and options missing their value, in one sentence', () => {
    usageError(['status', '--verbose'], /^status: Unknown option '--verbose'$/);
    usageError(['tail', '--limit'], /^tail: Option '--limit <value>' argument missing$/);
    usageError(['import', 'x', '--force'], /import: Unknown option '--force'/);
  });
});
