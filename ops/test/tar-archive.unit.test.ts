import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { OpsError } from '../src/ops-errors.ts';
import { readTar, tarWriter } from '../src/tar-archive.ts';

const dir = mkdtempSync(join(tmpdir(), 'gamepod-tar-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Writes an archive of `entries` (streamed when given as chunks) to a file; returns its path. */
async function writeArchive(
  name: string,
  entries: ReadonlyArray<readonly [string, Buffer, 'whole' | 'chunks']>,
): Promise<string> {
  const file = join(dir, name);
  const out = createWriteStream(file);
  const tar = tarWriter(async (chunk) => {
    if (!out.write(chunk)) await once(out, 'drain');
  }, new Date('2026-12-01T12:00:00Z'));
  for (const [entry, bytes, how] of entries) {
    async function* chunks() {
      for (let at = 0; at < bytes.length; at += 1000) yield bytes.subarray(at, at + 1000);
    }
    await tar.add(entry, bytes.length, how === 'whole' ? bytes : chunks());
  }
  await tar.finish();
  out.end();
  await once(out, 'close');
  return file;
}

async function readAll(file: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  await readTar(file, async (entry, chunks) => {
    const parts: Buffer[] = [];
    for await (const c of chunks) parts.push(c);
    const bytes = Buffer.concat(parts);
    assert.equal(bytes.length, entry.size);
    found.set(entry.name, bytes);
  });
  return found;
}

const log = Buffer.alloc(300_123, 7);
const logo = Buffer.from('a logo, 23 bytes long..');
const manifest = Buffer.from('{"format":"gamepod-backup"}\n');

describe('backup archives', () => {
  it('are tar files GNU tar lists and unpacks, and the restore path reads back byte for byte', async () => {
    const file = await writeArchive('backup.tar', [
      ['log.ndjson.gz', log, 'chunks'],
      [`files/logos/${'a'.repeat(64)}`, logo, 'whole'],
      ['manifest.json', manifest, 'whole'],
    ]);
    assert.equal(readFileSync(file).length % 512, 0, 'whole 512-byte blocks');
    const listed = execFileSync('tar', ['-tvf', file], { encoding: 'utf8' }).trim().split('\n');
    assert.deepEqual(
      listed.map((l) => l.split(/\s+/).at(-1)),
      ['log.ndjson.gz', `files/logos/${'a'.repeat(64)}`, 'manifest.json'],
    );
    assert.ok(
      listed.every((l) => l.startsWith('-rw-r--r--')),
      listed.join('\n'),
    );
    assert.match(listed[0] ?? '', / 300123 2026-12-01 /);
    assert.deepEqual(execFileSync('tar', ['-xOf', file, 'log.ndjson.gz']), log);
    const back = await readAll(file);
    assert.deepEqual([...back.keys()], ['log.ndjson.gz', `files/logos/${'a'.repeat(64)}`, 'manifest.json']);
    assert.deepEqual(back.get('log.ndjson.gz'), log);
    assert.deepEqual(back.get(`files/logos/${'a'.repeat(64)}`), logo);
    assert.deepEqual(back.get('manifest.json'), manifest);
  });

  it('written by GNU tar are read too', async () => {
    const src = join(dir, 'gnu-src');
    mkdirSync(src);
    writeFileSync(join(src, 'manifest.json'), manifest);
    const file = join(dir, 'gnu.tar');
    execFileSync('tar', ['--format=ustar', '-cf', file, '-C', src, 'manifest.json']);
    assert.deepEqual((await readAll(file)).get('manifest.json'), manifest);
  });

  it('that are cut short, hold a directory, or are not tar at all are refused', async () => {
    const whole = readFileSync(
      await writeArchive('whole.tar', [
        ['log.ndjson.gz', log, 'chunks'],
        ['manifest.json', manifest, 'whole'],
      ]),
    );
    const short = join(dir, 'short.tar');
    writeFileSync(short, whole.subarray(0, 512 + 100_000));
    await assert.rejects(readAll(short), (e: unknown) => e instanceof OpsError && /cut short/.test(e.message));

    const withDir = join(dir, 'dir.tar');
    mkdirSync(join(dir, 'd-src', 'sub'), { recursive: true });
    execFileSync('tar', ['--format=ustar', '-cf', withDir, '-C', join(dir, 'd-src'), 'sub']);
    await assert.rejects(
      readAll(withDir),
      (e: unknown) => e instanceof OpsError && /not a regular file/.test(e.message),
    );

    const notTar = join(dir, 'not.tar');
    writeFileSync(notTar, Buffer.alloc(1024, 0x41));
    await assert.rejects(
      readAll(notTar),
      (e: unknown) => e instanceof OpsError && /not a backup archive/.test(e.message),
    );
  });
});
