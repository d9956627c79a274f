import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import type { EventEnvelope } from '@gamepod/events';
import {
  canonicalCommitJson,
  headerLine,
  isoFromNanos,
  type LogCommitRecord,
  LogFormatError,
  type LogHeader,
  type LogRecord,
  rawLineOf,
  recordBytes,
  recordLine,
  rewriteSubject,
  trailerLine,
} from '../../src/ops/log-file-format.ts';
import { LogFileVerifier, type VerifiedLog } from '../../src/ops/log-file-verifier.ts';

const envelope = (n: number): EventEnvelope => ({
  type: 'UniqueValueClaimed',
  data: { kind: 'email', owner_aggregate: 'user', owner_id: `u${n}` },
  metadata: {
    event_id: `id-${n}`,
    schema_version: 1,
    occurred_at: '2026-11-21T09:00:00.000Z',
    actor: { kind: 'system', name: 'test' },
    correlation_id: `id-${n}`,
    causation_id: null,
  },
});

const record = (seq: number, over: Partial<LogCommitRecord> = {}): LogCommitRecord => ({
  seq,
  subject: `gp.evt.claim.email.c${seq}`,
  msg_id: `msg-${seq}`,
  time: '2026-11-21T09:00:00.123456789Z',
  commit: [envelope(seq)],
  ...over,
});

const header = (over: Partial<LogHeader> = {}): LogHeader => ({
  format: 'gamepod-log',
  version: 2,
  stream: 'GP_EVENTS',
  prefix: 'gp',
  exported_at: '2026-11-21T09:00:01.000Z',
  first_seq: 1,
  last_seq: 3,
  ...over,
});

/** The text of a log file, as export writes it before gzip. */
function logText(records: LogRecord[], h: LogHeader = header(), trailer?: { count?: number; sha256?: string }): string {
  const lines = records.map(recordLine);
  const sha256 = createHash('sha256').update(lines.join('')).digest('hex');
  const t = trailerLine({ trailer: true, count: trailer?.count ?? records.length, sha256: trailer?.sha256 ?? sha256 });
  return headerLine(h) + lines.join('') + t;
}

/** Feeds text to the verifier the way the file reader does: split on \n, last piece unterminated. */
function verify(text: string): VerifiedLog {
  const v = new LogFileVerifier();
  const parts = text.split('\n');
  const last = parts.pop() ?? '';
  for (const p of parts) v.push(Buffer.from(p), true);
  if (last !== '') v.push(Buffer.from(last), false);
  return v.finish();
}

const rejects = (text: string, pattern: RegExp) =>
  assert.throws(
    () => verify(text),
    (err: unknown) => err instanceof LogFormatError && pattern.test(err.message),
  );

describe('the export file format', () => {
  const three = [record(1), record(2), record(3)];

  it('accepts a well-formed log and reports its count, range and checksum', () => {
    const text = logText(three);
    const v = verify(text);
    const messageLines = text
      .split('\n')
      .slice(1, 4)
      .map((l) => `${l}\n`)
      .join('');
    assert.equal(v.count, 3);
    assert.equal(v.firstSeq, 1);
    assert.equal(v.lastSeq, 3);
    assert.equal(v.missing, 0);
    assert.equal(v.sourcePrefix, 'gp');
    assert.equal(v.sha256, createHash('sha256').update(messageLines).digest('hex'));
  });

  it('writes message lines with a fixed key order, so the same message gives the same bytes', () => {
    const line = recordLine({ commit: [envelope(1)], time: 't', msg_id: null, subject: 'gp.evt.a.1', seq: 1 });
    assert.match(line, /^\{"seq":1,"subject":"gp\.evt\.a\.1","msg_id":null,"time":"t","commit":\[/);
    assert.ok(line.endsWith('}\n'));
  });

  it('writes the same bytes as encoding the whole record, whatever the message id and subject hold', () => {
    for (const r of [record(7, { msg_id: 'cmd-"quoted"\\1' }), record(8, { msg_id: null, subject: 'gp.evt.chat.ü' })]) {
      const whole = `${JSON.stringify({ seq: r.seq, subject: r.subject, msg_id: r.msg_id, time: r.time, commit: r.commit })}\n`;
      assert.equal(recordLine(r), whole);
    }
  });

  it('accepts an empty log: a header and a trailer of count 0', () => {
    const v = verify(logText([], header({ first_seq: 1, last_seq: 0 })));
    assert.equal(v.count, 0);
    assert.equal(v.lastSeq, undefined);
  });

  it('rejects a file whose first line is not a gamepod log header', () => {
    rejects(logText(three, { ...header(), format: 'other' as 'gamepod-log' }), /line 1 is not a gamepod log header/);
    rejects(`[1,2]\n${logText(three).split('\n').slice(1).join('\n')}`, /line 1 is not a gamepod log header/);
  });

  it('rejects a format version it does not read', () => {
    rejects(logText(three, { ...header(), version: 3 as 2 }), /format version 3; this gamepod reads versions 1 and 2/);
  });

  it('still reads a version 1 file, written before raw lines existed', () => {
    assert.equal(verify(logText(three, header({ version: 1 }))).count, 3);
  });

  it('rejects a checksum mismatch when one byte of a commit changed', () => {
    const text = logText(three).replace('"owner_id":"u2"', '"owner_id":"u3"');
    rejects(text, /checksum mismatch: .* the file is corrupt/);
  });

  it('rejects a truncated file that has no trailer', () => {
    const text = logText(three)
      .split('\n')
      .slice(0, 4)
      .map((l) => `${l}\n`)
      .join('');
    rejects(text, /no trailer after 3 message lines: it is truncated/);
  });

  it('rejects a file cut in the middle of a line', () => {
    const text = logText(three);
    rejects(text.slice(0, text.indexOf('"seq":3') + 20), /line 4 is cut short: the file is truncated/);
  });

  it('rejects a trailer whose count disagrees with the lines', () => {
    rejects(logText(three, header(), { count: 4 }), /the trailer says 4 messages but the file holds 3/);
  });

  it('names the line that is not JSON', () => {
    const lines = logText(three).split('\n');
    lines[2] = '{"seq":2,';
    rejects(lines.join('\n'), /^line 3 is not valid JSON$/);
  });

  it('rejects a message line missing its fields', () => {
    const lines = logText(three).split('\n');
    lines[2] = JSON.stringify({ seq: 2, subject: 'gp.evt.a.b', time: 't', commit: [] });
    rejects(lines.join('\n'), /line 3: "msg_id" is neither a string nor null/);
  });

  it('rejects sequences that do not rise', () => {
    rejects(logText([record(1), record(3), record(2)], header()), /line 4: seq 2 does not follow seq 3/);
  });

  it('counts a repeated message id instead of refusing it: a station can write one after the duplicate window', () => {
    const v = verify(logText([record(1), record(2), record(3, { msg_id: 'msg-1' })]));
    assert.equal(v.count, 3);
    assert.equal(v.repeatedIds, 1);
  });

  it('rejects subjects outside the header prefix', () => {
    rejects(
      logText([record(1), record(2, { subject: 'xx.evt.a.b' }), record(3)]),
      /subject xx\.evt\.a\.b is not under gp\.evt\./,
    );
  });

  it('rejects a line after the trailer', () => {
    rejects(`${logText(three)}${recordLine(record(4))}`, /line 6 follows the trailer/);
  });

  it('rejects a header whose last_seq disagrees with the last line', () => {
    rejects(logText(three, header({ last_seq: 9 })), /header says the log ends at seq 9 but the last line is seq 3/);
  });

  it('counts the missing sequences of a log with gaps, which import then renumbers', () => {
    const v = verify(logText([record(1), record(4), record(5), record(7)], header({ last_seq: 7 })));
    assert.equal(v.missing, 3);
    assert.equal(v.firstGapAt, 4);
  });

  it('derives the source prefix from the first subject when the header has none', () => {
    const { prefix: _, ...rest } = header({ prefix: 'tabc' });
    const v = verify(logText([record(1, { subject: 'tabc.evt.pod.1' })], { ...rest, last_seq: 1 } as LogHeader));
    assert.equal(v.sourcePrefix, 'tabc');
  });

  it('carries a message that is not a commit as a raw line, and gives back its exact bytes', () => {
    const junk = Buffer.from([0xff, 0x00, 0x5b, 0x0a, 0xfe]);
    const raw: LogRecord = {
      seq: 2,
      subject: 'gp.evt.station.p1',
      msg_id: 'x',
      time: 't',
      raw: junk.toString('base64'),
    };
    const line = recordLine(raw);
    assert.equal(line, rawLineOf(raw, raw.raw));
    assert.equal(line, `${JSON.stringify(raw)}\n`);
    const v = verify(logText([record(1), raw, record(3)]));
    assert.equal(v.count, 3);
    assert.equal(v.raw, 1);
    assert.deepEqual(Buffer.from(recordBytes(raw)), junk);
    assert.deepEqual(
      Buffer.from(recordBytes(record(1))),
      Buffer.from(JSON.stringify(record(1).commit)),
      'a commit line publishes its commit as JSON.stringify gives it',
    );
  });

  it('refuses raw lines in a version 1 file, raw that is not base64, and a line with both commit and raw', () => {
    const raw = (over: Record<string, unknown>) =>
      JSON.stringify({ seq: 2, subject: 'gp.evt.a.b', msg_id: null, time: 't', ...over });
    const withLine = (line: string, h = header()) => {
      const lines = logText(three, h).split('\n');
      lines[2] = line;
      return lines.join('\n');
    };
    rejects(withLine(raw({ raw: 'AA==' }), header({ version: 1 })), /line 3: "raw" lines come with format version 2/);
    rejects(withLine(raw({ raw: 'not base64!' })), /line 3: "raw" is not base64/);
    rejects(withLine(raw({ raw: 'AAA' })), /line 3: "raw" is not base64/);
    rejects(withLine(raw({ raw: 'AA==', commit: [envelope(2)] })), /line 3: a line holds "commit" or "raw", not both/);
  });

  it('takes as a commit only canonical JSON arrays of envelopes, byte for byte', () => {
    const te = new TextEncoder();
    const canonical = JSON.stringify([envelope(1)]);
    assert.equal(canonicalCommitJson(te.encode(canonical)), canonical);
    for (const junk of [
      '',
      'not json',
      '{"type":"A","metadata":{}}',
      '[]',
      '[1,2]',
      '[null]',
      '[{"type":1,"metadata":{}}]',
      '[{"type":"A","metadata":[]}]',
      ` ${canonical}`,
      canonical.replace('"data":', '"data" :'),
      `\ufeff${canonical}`,
      '[{"type":"A","metadata":{},"n":1.0}]',
      '[{"type":"A","metadata":{},"s":"\\u00e9"}]',
    ]) {
      assert.equal(canonicalCommitJson(te.encode(junk)), undefined, JSON.stringify(junk));
    }
    assert.equal(canonicalCommitJson(new Uint8Array([0x5b, 0xff, 0x5d])), undefined, 'invalid UTF-8');
  });

  it('rewrites only the first token of a subject', () => {
    assert.equal(rewriteSubject('gp.evt.gp.gp', 'gp', 't123'), 't123.evt.gp.gp');
    assert.throws(() => rewriteSubject('other.evt.a.b', 'gp', 't1'), LogFormatError);
  });

  it('formats the stored time with the nanoseconds the server keeps', () => {
    assert.equal(isoFromNanos(1795251559991688554n), '2026-11-21T08:59:19.991688554Z');
    assert.equal(isoFromNanos(1795251559000000007n), '2026-11-21T08:59:19.000000007Z');
  });
});
