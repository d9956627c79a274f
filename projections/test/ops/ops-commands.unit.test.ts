import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportLine } from '../../src/ops/export-command.ts';
import { sequenceReport } from '../../src/ops/import-command.ts';
import type { VerifiedLog } from '../../src/ops/log-file-verifier.ts';
import { redact } from '../../src/ops/ops-context.ts';
import { UsageError } from '../../src/ops/ops-errors.ts';
import { replaySummary, resolveProjections } from '../../src/ops/replay-command.ts';
import { runOps } from '../../src/ops/run-ops.ts';
import { formatStatus, type StatusReport } from '../../src/ops/status-command.ts';
import type { Projection } from '../../src/runtime/projection.ts';

const projection = (name: string): Projection => ({
  name,
  description: '',
  migrations: {},
  eventTypes: [],
  apply: async () => {},
});

function fakeIO() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: { write: (c: string) => out.push(c) }, stderr: { write: (c: string) => err.push(c) } },
    out,
    err,
  };
}

describe('the status table', () => {
  const report: StatusReport = {
    stream: 'GP_EVENTS',
    last_seq: 12_000,
    messages: 12_000,
    projections: [
      {
        name: 'audit_log',
        schema: 'rm_audit_log',
        checkpoint: 11_950,
        lag: 50,
        dead_letters: 2,
        consumer: { name: 'proj_audit_log', num_pending: 50, num_ack_pending: 0, ack_floor: 11_950 },
      },
      { name: 'pods', schema: 'rm_pods', checkpoint: null, lag: 12_000, dead_letters: 0, consumer: null },
    ],
  };

  it('lines up one row per projection, saying "not created" for a missing schema, and points at dead letters', () => {
    const lines = formatStatus(report).split('\n');
    assert.equal(lines[0], 'stream GP_EVENTS: last seq 12,000, 12,000 messages');
    assert.match(
      lines[2] ?? '',
      /^PROJECTION +CHECKPOINT +LAST SEQ +LAG +DEAD LETTERS +CONSUMER +PENDING +ACK PENDING +ACK FLOOR$/,
    );
    assert.match(lines[3] ?? '', /^audit_log +11,950 +12,000 +50 +2 +proj_audit_log +50 +0 +11,950$/);
    assert.match(lines[4] ?? '', /^pods +not created +12,000 +12,000 +0 +none +- +- +-$/);
    assert.equal(lines.at(-1), '2 dead letters: `npm run ops -- dead-letters` lists them');
    // numbers are right-aligned: both LAG values end where the LAG heading ends
    const end = (lines[2] ?? '').indexOf(' LAG ') + ' LAG'.length;
    assert.equal((lines[3] ?? '').slice(end - 3, end + 1), ' 50 ');
    assert.equal((lines[4] ?? '').slice(end - 7, end + 1), ' 12,000 ');
  });
});

describe('choosing what to replay', () => {
  const all = [projection('audit_log'), projection('pods')];

  it('takes one projection by name, or all of them', () => {
    assert.deepEqual(
      resolveProjections('pods', all).map((p) => p.name),
      ['pods'],
    );
    assert.deepEqual(
      resolveProjections('all', all).map((p) => p.name),
      ['audit_log', 'pods'],
    );
  });

  it('rejects an unknown name with a usage error listing the valid names', () => {
    assert.throws(
      () => resolveProjections('nope', all),
      (err: unknown) =>
        err instanceof UsageError && err.message === 'unknown projection "nope"; valid names: audit_log, pods, all',
    );
  });

  it('sums a replay up with commits, elapsed time and rate', () => {
    assert.equal(
      replaySummary('audit_log', { commits: 2_000, checkpoint: 2_000, elapsedMs: 1_000 }),
      'audit_log: replayed 2,000 commits in 1.00 s (2,000 commits/s), checkpoint 2,000',
    );
  });
});

describe('export and import bookkeeping', () => {
  const stored = (text: string) => ({
    seq: 7,
    subject: 'gp.evt.pod.1',
    data: new TextEncoder().encode(text),
    msgId: 'm7',
    timeNanos: 1795251559991688554n,
  });

  it('writes a stored canonical commit as its line, as the bytes it was stored with', () => {
    const commit = exportLine(stored('[{"type":"A","data":{},"metadata":{}}]'));
    assert.equal(commit.raw, false);
    assert.equal(
      commit.line,
      '{"seq":7,"subject":"gp.evt.pod.1","msg_id":"m7","time":"2026-11-21T08:59:19.991688554Z","commit":[{"type":"A","data":{},"metadata":{}}]}\n',
    );
  });

  it('writes any other message as a raw line of its exact bytes, and never throws', () => {
    for (const text of ['{"type":"A"}', '{oops', '[ {"type":"A","metadata":{}} ]', '[1]', '']) {
      const out = exportLine(stored(text));
      assert.equal(out.raw, true, text);
      const line = JSON.parse(out.line) as { seq: number; raw: string };
      assert.equal(line.seq, 7);
      assert.equal(Buffer.from(line.raw, 'base64').toString('utf8'), text);
    }
  });

  it('explains renumbered sequences by the gaps in the source', () => {
    const v = { missing: 3, firstGapAt: 4 } as VerifiedLog;
    assert.equal(sequenceReport(v, 0, undefined), 'every message kept its sequence number');
    assert.equal(
      sequenceReport(v, 5, { from: 4, to: 2 }),
      '5 messages were renumbered (source seq 4 is now seq 2): the source had 3 missing sequence numbers, first gap before seq 4',
    );
  });
});

describe('server URLs in error messages', () => {
  it('hide a password and leave everything else as given', () => {
    assert.equal(redact('postgres://app:s3cret@db:5432/gamepod'), 'postgres://app:***@db:5432/gamepod');
    assert.equal(redact('nats://127.0.0.1:1'), 'nats://127.0.0.1:1');
  });
});

describe('running a command line that is wrong', () => {
  it('exits 2 with one line on stderr, and the usage on stdout for an unknown command', async () => {
    const f = fakeIO();
    assert.equal(await runOps(['frobnicate'], f.io), 2);
    assert.deepEqual(f.err, ['ops: unknown command "frobnicate" (see `npm run ops -- help`)\n']);
    assert.match(f.out.join(''), /^usage: npm run ops -- <command>/);
  });

  it('exits 2 on a bad option before touching any server', async () => {
    const f = fakeIO();
    assert.equal(await runOps(['tail', '--limit', 'abc'], f.io), 2);
    assert.equal(f.err.length, 1);
    assert.match(f.err[0] ?? '', /--limit must be a whole number/);
  });

  it('exits 0 and prints the usage for help', async () => {
    const f = fakeIO();
    assert.equal(await runOps(['help'], f.io), 0);
    assert.match(f.out.join(''), /export <file> \[--force\]/);
    assert.deepEqual(f.err, []);
  });
});
