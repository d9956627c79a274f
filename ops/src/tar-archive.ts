import { open } from 'node:fs/promises';
import { OpsError } from './ops-errors.ts';

/**
 * A minimal POSIX ustar archive: regular files only, names under 100 bytes, sizes under
 * 8 GiB. Enough for a backup that `tar -tf` lists and `tar -xf` unpacks anywhere.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512-byte header of one regular file. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length >= 100) throw new OpsError(`archive entry name too long: ${name}`);
  if (size >= 8 ** 11) throw new OpsError(`archive entry ${name} is larger than 8 GiB`);
  const h = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(h, 0);
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** Zero bytes that pad an entry's data to a whole block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);

/** The two zero blocks that end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2, 0);

/** One entry as the reader meets it; `read` yields its bytes in chunks and must be drained. */
export type TarEntry = { readonly name: string; readonly size: number };

function parseHeader(h: Buffer, file: string): TarEntry | null {
  if (h.every((b) => b === 0)) return null;
  const field = (start: number, len: number) =>
    h
      .subarray(start, start + len)
      .toString('ascii')
      .replace(/\0.*$/s, '');
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (h[i] as number);
  if (Number.parseInt(field(148, 8).trim(), 8) !== sum)
    throw new OpsError(`${file} is not a backup archive (bad tar header)`);
  const type = field(156, 1);
  if (type !== '0' && type !== '') throw new OpsError(`${file} holds an entry that is not a regular file`);
  const name = h.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
  return { name, size: Number.parseInt(field(124, 12).trim(), 8) };
}

/**
 * Reads an archive entry by entry; `onEntry` gets each entry and its bytes in chunks of at
 * most 1 MiB, in order. A file cut short is an error, never a partial success.
 */
export async function readTar(
  file: string,
  onEntry: (entry: TarEntry, chunks: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const fh = await open(file, 'r');
  try {
    let pos = 0;
    const readExactly = async (len: number): Promise<Buffer> => {
      const buf = Buffer.alloc(len);
      const { bytesRead } = await fh.read(buf, 0, len, pos);
      if (bytesRead !== len) throw new OpsError(`${file} is cut short at byte ${pos + bytesRead}`);
      pos += len;
      return buf;
    };
    for (;;) {
      const entry = parseHeader(await readExactly(BLOCK), file);
      if (!entry) return;
      const end = pos + entry.size + tarPadding(entry.size).length;
      async function* chunks(): AsyncIterable<Buffer> {
        let left = entry?.size ?? 0;
        while (left > 0) {
          const n = Math.min(left, 1 << 20);
          yield await readExactly(n);
          left -= n;
        }
      }
      await onEntry(entry, chunks());
      pos = end;
    }
  } finally {
    await fh.close();
  }
}
