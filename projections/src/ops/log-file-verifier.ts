import {
  checkHeader,
  checkRecord,
  checkTrailer,
  LogChecksum,
  LogFormatError,
  type LogHeader,
  type LogRecord,
  type LogTrailer,
} from './log-file-format.ts';

/** What a fully checked file holds. */
export type VerifiedLog = {
  readonly header: LogHeader;
  /** The prefix the subjects start with: the header's, else the first subject's first token. */
  readonly sourcePrefix: string;
  readonly count: number;
  readonly sha256: string;
  readonly firstSeq: number | undefined;
  readonly lastSeq: number | undefined;
  /** Sequences missing between first_seq and the last line; 0 means import keeps every seq. */
  readonly missing: number;
  /** The first sequence after a hole, when there is one. */
  readonly firstGapAt: number | undefined;
  /** Raw lines: messages that are not commits, which import publishes back byte for byte. */
  readonly raw: number;
  /** Messages whose msg id an earlier message already had (publishing it again would be dropped). */
  readonly repeatedIds: number;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Checks an export file line by line without keeping it in memory: header first, every
 * line well-formed, sequences rising, then the trailer's count and sha256. Nothing is
 * published until `finish()` has returned. What the log's writers chose (a message that is
 * not a commit, a msg id used again after the duplicate window) is counted, never refused:
 * a station can write either on its own subject, and a backup must still load.
 */
export class LogFileVerifier {
  readonly #checksum = new LogChecksum();
  readonly #msgIds = new Set<string>();
  #lineNo = 0;
  #header: LogHeader | undefined;
  #prefix: string | undefined;
  #trailer: LogTrailer | undefined;
  #count = 0;
  #firstSeq: number | undefined;
  #lastSeq: number | undefined;
  #missing = 0;
  #firstGapAt: number | undefined;
  #raw = 0;
  #repeatedIds = 0;

  get linesRead(): number {
    return this.#lineNo;
  }
  get header(): LogHeader | undefined {
    return this.#header;
  }

  /** Feeds one line's bytes, without its `\n`; `terminated` says whether the `\n` was there. */
  push(line: Uint8Array, terminated: boolean): void {
    const lineNo = ++this.#lineNo;
    if (this.#trailer) throw new LogFormatError(`line ${lineNo} follows the trailer`);
    if (!terminated) throw new LogFormatError(`line ${lineNo} is cut short: the file is truncated`);
    const value = parseLine(line, lineNo);
    if (lineNo === 1) {
      this.#header = checkHeader(value);
      this.#prefix = this.#header.prefix;
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new LogFormatError(`line ${lineNo} is not a JSON object`);
    }
    const json = value as Record<string, unknown>;
    if (json.trailer === true) {
      this.#trailer = checkTrailer(json, lineNo);
      return;
    }
    this.#record(checkRecord(json, lineNo, this.#header?.version), lineNo);
    this.#checksum.add(line);
    this.#checksum.add('\n');
  }

  #record(r: LogRecord, lineNo: number): void {
    if (this.#lastSeq !== undefined && r.seq <= this.#lastSeq) {
      throw new LogFormatError(`line ${lineNo}: seq ${r.seq} does not follow seq ${this.#lastSeq}`);
    }
    // measured from 1, since that is where an empty target stream starts numbering
    const expected = (this.#lastSeq ?? 0) + 1;
    if (r.seq > expected) {
      this.#missing += r.seq - expected;
      this.#firstGapAt ??= r.seq;
    }
    this.#prefix ??= r.subject.split('.')[0];
    if (!r.subject.startsWith(`${this.#prefix}.evt.`)) {
      throw new LogFormatError(`line ${lineNo}: subject ${r.subject} is not under ${this.#prefix}.evt.`);
    }
    if (r.msg_id !== null) {
      if (this.#msgIds.has(r.msg_id)) this.#repeatedIds++;
      else this.#msgIds.add(r.msg_id);
    }
    if ('raw' in r) this.#raw++;
    this.#firstSeq ??= r.seq;
    this.#lastSeq = r.seq;
    this.#count++;
  }

  /** Checks the trailer against what was read; throws LogFormatError when they differ. */
  finish(): VerifiedLog {
    const header = this.#header;
    if (!header) throw new LogFormatError('the file is empty');
    const trailer = this.#trailer;
    if (!trailer) {
      throw new LogFormatError(`the file has no trailer after ${this.#count} message lines: it is truncated`);
    }
    if (trailer.count !== this.#count) {
      throw new LogFormatError(`the trailer says ${trailer.count} messages but the file holds ${this.#count}`);
    }
    const sha256 = this.#checksum.hex();
    if (sha256 !== trailer.sha256) {
      throw new LogFormatError(
        `checksum mismatch: the message lines hash to ${sha256}, the trailer says ${trailer.sha256}: the file is corrupt`,
      );
    }
    if (this.#lastSeq !== undefined && this.#lastSeq !== header.last_seq) {
      throw new LogFormatError(
        `the header says the log ends at seq ${header.last_seq} but the last line is seq ${this.#lastSeq}`,
      );
    }
    return {
      header,
      sourcePrefix: this.#prefix ?? header.prefix ?? '',
      count: this.#count,
      sha256,
      firstSeq: this.#firstSeq,
      lastSeq: this.#lastSeq,
      missing: this.#missing,
      firstGapAt: this.#firstGapAt,
      raw: this.#raw,
      repeatedIds: this.#repeatedIds,
    };
  }
}

function parseLine(line: Uint8Array, lineNo: number): unknown {
  let text: string;
  try {
    text = utf8.decode(line);
  } catch {
    throw new LogFormatError(`line ${lineNo} is not valid UTF-8`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new LogFormatError(`line ${lineNo} is not valid JSON`);
  }
}
