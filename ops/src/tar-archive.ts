import { createReadStream } from 'node:fs';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { OpsError } from './ops-errors.ts';

// A backup is a POSIX ustar archive of regular files, written and read with tar-stream, so
// `tar -tf` lists it and `tar -xf` unpacks it anywhere.

/** One entry as the reader meets it; `read` yields its bytes in chunks and must be drained. */
export type TarEntry = { readonly name: string; readonly size: number };

/** Writes an archive entry by entry into `write`, which sees every byte in order. */
export type TarWriter = {
  /** Adds a regular file of `size` bytes, its content given whole or as chunks. */
  add(name: string, size: number, content: Uint8Array | AsyncIterable<Uint8Array>): Promise<void>;
  /** Writes the archive's end and waits for every byte to be written. */
  finish(): Promise<void>;
};

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * An archive whose bytes go to `write` (awaited, so a slow disk holds the producer back). All
 * entries carry `mtime` and mode 0644.
 */
export function tarWriter(write: (chunk: Buffer) => Promise<void>, mtime: Date): TarWriter {
  const pack = tarPack();
  const written = (async () => {
    for await (const chunk of pack) await write(chunk as Buffer);
  })();
  // a failed write ends the archive: an entry still being added hears it
  written.catch((err: unknown) => pack.destroy(err instanceof Error ? err : new Error(String(err))));
  return {
    add(name, size, content) {
      return new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mtime, mode: 0o644, type: 'file' }, (err) =>
          err ? reject(new OpsError(`archive entry ${name}: ${message(err)}`)) : resolve(),
        );
        if (content instanceof Uint8Array) {
          entry.end(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
          return;
        }
        (async () => {
          for await (const chunk of content) {
            if (!entry.write(chunk)) await new Promise<void>((r) => entry.once('drain', () => r()));
          }
          entry.end(Buffer.alloc(0));
        })().catch((err: unknown) => {
          entry.destroy(err instanceof Error ? err : new Error(String(err)));
          reject(err);
        });
      });
    },
    async finish() {
      pack.finalize();
      await written;
    },
  };
}

/**
 * Reads an archive entry by entry; `onEntry` gets each entry and its bytes in chunks, in
 * order. Anything but a regular file, a bad header or a file cut short is an error, never a
 * partial success.
 */
export async function readTar(
  file: string,
  onEntry: (entry: TarEntry, chunks: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const extract = tarExtract();
  const source = createReadStream(file);
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) {
      const { name, size, type } = entry.header;
      if (type !== 'file') throw new OpsError(`${file} holds an entry that is not a regular file`);
      await onEntry({ name, size }, entry as AsyncIterable<Buffer>);
      // an entry the callback left unread is skipped, so the next header is found
      entry.resume();
    }
  } catch (err) {
    if (err instanceof OpsError) throw err;
    const why = message(err);
    throw new OpsError(
      /unexpected end/i.test(why)
        ? `${file} is cut short: ${why}`
        : `${file} is not a backup archive (${why.toLowerCase()})`,
    );
  } finally {
    source.destroy();
  }
}
