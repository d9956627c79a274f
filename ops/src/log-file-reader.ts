import { createReadStream } from 'node:fs';
import { access, constants } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { LogFormatError } from './log-file-format.ts';
import { LogFileVerifier, type VerifiedLog } from './log-file-verifier.ts';

export type RawLine = { readonly bytes: Buffer; readonly terminated: boolean };

const NEWLINE = 0x0a;

/** Says plainly why a file cannot be opened, before anything else happens. */
export async function assertReadable(file: string): Promise<void> {
  try {
    await access(file, constants.R_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new LogFormatError(`${file} does not exist`);
    throw new LogFormatError(`cannot read ${file}: ${code ?? String(err)}`);
  }
}

function gzipProblem(file: string, err: unknown): Error {
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'Z_DATA_ERROR') return new LogFormatError(`${file} is not a gzip file, or is corrupt (${e.message})`);
  if (e.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(e.message ?? '')) {
    return new LogFormatError(`${file} is truncated: the gzip stream ends early`);
  }
  if (e.code === 'EISDIR') return new LogFormatError(`${file} is a directory`);
  return new LogFormatError(`cannot read ${file}: ${e.message ?? String(err)}`);
}

/**
 * The decompressed lines of a gzipped file as raw bytes, split on `\n` only, so the
 * checksum sees exactly the bytes that were written (readline would also split on `\r`).
 */
export async function* readLogLines(file: string): AsyncGenerator<RawLine> {
  const gunzip = createReadStream(file)
    .on('error', (err) => gunzip.destroy(err))
    .pipe(createGunzip());
  let rest: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let buf = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
      let nl = buf.indexOf(NEWLINE);
      while (nl !== -1) {
        yield { bytes: buf.subarray(0, nl), terminated: true };
        buf = buf.subarray(nl + 1);
        nl = buf.indexOf(NEWLINE);
      }
      rest = buf;
    }
  } catch (err) {
    throw gzipProblem(file, err);
  } finally {
    gunzip.destroy();
  }
  if (rest.length > 0) yield { bytes: rest, terminated: false };
}

/** The whole first pass of an import: every line checked, count and checksum compared. */
export async function verifyLogFile(
  file: string,
  onLine?: (linesRead: number, verifier: LogFileVerifier) => void,
): Promise<VerifiedLog> {
  await assertReadable(file);
  const verifier = new LogFileVerifier();
  try {
    for await (const line of readLogLines(file)) {
      verifier.push(line.bytes, line.terminated);
      onLine?.(verifier.linesRead, verifier);
    }
    return verifier.finish();
  } catch (err) {
    // the verifier knows lines, not files; readLogLines already names the file
    if (err instanceof LogFormatError && !err.message.includes(file))
      throw new LogFormatError(`${file}: ${err.message}`);
    throw err;
  }
}
