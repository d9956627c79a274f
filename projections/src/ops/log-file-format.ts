import { createHash, type Hash } from 'node:crypto';
import type { EventEnvelope } from '@gamepod/events';
import { OpsError } from './ops-errors.ts';

/**
 * The export file: gzipped NDJSON. Line 1 is a header, then one line per stream message in
 * sequence order, then a trailer whose sha256 covers the exact bytes of every message line
 * (each with its `\n`). See README.md in this folder.
 */
export const LOG_FORMAT = 'gamepod-log';
/**
 * Version 2 adds raw lines: a message that is not a canonical commit is carried as its exact
 * bytes. A version 1 file is a version 2 file without raw lines, so both are read.
 */
export const LOG_VERSION = 2;
export const LOG_VERSIONS_READ: readonly number[] = [1, 2];

export type LogHeader = {
  readonly format: typeof LOG_FORMAT;
  readonly version: 1 | 2;
  readonly stream: string;
  /** First subject token of the source (`gp`); import rewrites it to the target's. */
  readonly prefix: string;
  readonly exported_at: string;
  readonly first_seq: number;
  readonly last_seq: number;
};

type LogRecordHead = {
  readonly seq: number;
  readonly subject: string;
  /** The Nats-Msg-Id header, which import publishes again so idempotent retries still match. */
  readonly msg_id: string | null;
  /** When the server stored the message, RFC 3339 with nanoseconds. */
  readonly time: string;
};

/** A message that is a commit in canonical form: its body is `JSON.stringify(commit)` byte for byte. */
export type LogCommitRecord = LogRecordHead & { readonly commit: readonly EventEnvelope[] };

/**
 * Any other message (not UTF-8, not JSON, not an array of envelopes, or JSON in another
 * encoding): its exact bytes in base64. Anyone who may publish on the log (a station, on its
 * own subject) can write one, so a backup carries it as it is and the readers set it aside.
 */
export type LogRawRecord = LogRecordHead & { readonly raw: string };

export type LogRecord = LogCommitRecord | LogRawRecord;

export type LogTrailer = { readonly trailer: true; readonly count: number; readonly sha256: string };

/** The file is not a log this code can load; the message names the line and the fault. */
export class LogFormatError extends OpsError {}

export const headerLine = (h: LogHeader): string => `${JSON.stringify(h)}\n`;
export const trailerLine = (t: LogTrailer): string => `${JSON.stringify(t)}\n`;

/** A message line; the key order is fixed, so the same message always gives the same bytes. */
export function recordLine(r: LogRecord): string {
  return 'raw' in r ? rawLineOf(r, r.raw) : recordLineOf(r, JSON.stringify(r.commit));
}

const lineHead = (r: LogRecordHead): string => {
  const msgId = r.msg_id === null ? 'null' : JSON.stringify(r.msg_id);
  return `{"seq":${r.seq},"subject":${JSON.stringify(r.subject)},"msg_id":${msgId},"time":${JSON.stringify(r.time)}`;
};

/** recordLine with the commit already encoded as JSON: the same bytes, without encoding it again. */
export function recordLineOf(r: LogRecordHead, commitJson: string): string {
  return `${lineHead(r)},"commit":${commitJson}}\n`;
}

/** A raw line: the message's bytes in base64. */
export function rawLineOf(r: LogRecordHead, base64: string): string {
  return `${lineHead(r)},"raw":"${base64}"}\n`;
}

const encoder = new TextEncoder();

/** The bytes a line stands for: what import publishes. */
export function recordBytes(r: LogRecord): Uint8Array {
  return 'raw' in r ? Buffer.from(r.raw, 'base64') : encoder.encode(JSON.stringify(r.commit));
}

// fatal: invalid UTF-8 is not a commit; ignoreBOM: a leading BOM stays in the text, so equal text means equal bytes
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The message's body as commit JSON when it is a commit in canonical form: UTF-8 JSON, a
 * non-empty array of envelopes (`type` a string, `metadata` an object), and exactly the
 * bytes `JSON.stringify` gives for it, so a commit line publishes back the same bytes.
 * Undefined for anything else, which goes into a raw line. Never throws.
 */
export function canonicalCommitJson(data: Uint8Array): string | undefined {
  let text: string;
  let value: unknown;
  try {
    text = strictUtf8.decode(data);
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isEnvelopeArray(value)) return undefined;
  const encoded = JSON.stringify(value);
  return encoded === text ? encoded : undefined;
}

/** `1795251559991688554n` → `2026-11-21T08:59:19.991688554Z`, the precision the server stores. */
export function isoFromNanos(nanos: bigint): string {
  const base = new Date(Number(nanos / 1_000_000n)).toISOString();
  const fraction = (nanos % 1_000_000_000n).toString().padStart(9, '0');
  return `${base.slice(0, 19)}.${fraction}Z`;
}

/** Replaces the subject's first token: `gp.evt.pod.42` → `t1a2b.evt.pod.42`. */
export function rewriteSubject(subject: string, fromPrefix: string, toPrefix: string): string {
  if (!subject.startsWith(`${fromPrefix}.`))
    throw new LogFormatError(`subject ${subject} does not start with ${fromPrefix}.`);
  return `${toPrefix}${subject.slice(fromPrefix.length)}`;
}

/** Incremental sha256 over message lines, the same on the way out and the way in. */
export class LogChecksum {
  readonly #hash: Hash = createHash('sha256');
  add(lineWithNewline: Uint8Array | string): void {
    this.#hash.update(lineWithNewline);
  }
  hex(): string {
    return this.#hash.digest('hex');
  }
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeq = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** What a commit line holds: a non-empty array of envelopes. */
function isEnvelopeArray(value: unknown): value is EventEnvelope[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  for (const e of value) if (!isObject(e) || typeof e.type !== 'string' || !isObject(e.metadata)) return false;
  return true;
}

/** Checks a parsed header line. */
export function checkHeader(value: unknown): LogHeader {
  if (!isObject(value) || value.format !== LOG_FORMAT) {
    throw new LogFormatError(`line 1 is not a gamepod log header (expected "format":"${LOG_FORMAT}")`);
  }
  if (!LOG_VERSIONS_READ.includes(value.version as number)) {
    throw new LogFormatError(
      `the file is format version ${String(value.version)}; this gamepod reads versions ${LOG_VERSIONS_READ.join(' and ')}`,
    );
  }
  if (typeof value.stream !== 'string' || typeof value.exported_at !== 'string') {
    throw new LogFormatError('the header lacks "stream" or "exported_at"');
  }
  if (!isSeq(value.first_seq) || !isSeq(value.last_seq)) {
    throw new LogFormatError('the header lacks whole-number "first_seq" and "last_seq"');
  }
  if (value.prefix !== undefined && typeof value.prefix !== 'string')
    throw new LogFormatError('the header\'s "prefix" is not a string');
  return value as unknown as LogHeader;
}

/** Checks a parsed message line of a file of `version`: a commit line, or (from version 2) a raw line. */
export function checkRecord(value: Json, lineNo: number, version: LogHeader['version'] = LOG_VERSION): LogRecord {
  const bad = (what: string) => new LogFormatError(`line ${lineNo}: ${what}`);
  if (!isSeq(value.seq) || value.seq < 1) throw bad('"seq" is not a sequence number');
  if (typeof value.subject !== 'string' || value.subject === '') throw bad('"subject" is missing');
  if (value.msg_id !== null && typeof value.msg_id !== 'string') throw bad('"msg_id" is neither a string nor null');
  if (typeof value.time !== 'string') throw bad('"time" is missing');
  if ('raw' in value) {
    if (version < 2) throw bad(`"raw" lines come with format version 2; the header says version ${version}`);
    if ('commit' in value) throw bad('a line holds "commit" or "raw", not both');
    if (typeof value.raw !== 'string' || !BASE64.test(value.raw)) throw bad('"raw" is not base64');
    return value as unknown as LogRawRecord;
  }
  if (!Array.isArray(value.commit) || value.commit.length === 0)
    throw bad('"commit" is not a non-empty array of events');
  if (!isEnvelopeArray(value.commit)) throw bad('"commit" holds something that is not an event');
  return value as unknown as LogCommitRecord;
}

/** Checks a parsed trailer line. */
export function checkTrailer(value: Json, lineNo: number): LogTrailer {
  if (!isSeq(value.count) || typeof value.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(value.sha256)) {
    throw new LogFormatError(`line ${lineNo}: the trailer needs a whole-number "count" and a hex "sha256"`);
  }
  return value as unknown as LogTrailer;
}
