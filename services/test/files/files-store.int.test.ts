import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { isolatedNames } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import { checkUpload, HOME_IMAGE, LOGO } from '../../src/files/file-kinds.ts';
import { FileStore, physicalBucket } from '../../src/files/file-store.ts';
import { pngOf } from '../support/sample-files.ts';

const checked = (bytes: Buffer) =>
  checkUpload(LOGO, 'logo', { bytes, filename: 'l.png', mimetype: 'image/png', truncated: false });

describe('the file store', () => {
  let env: TestEnv;
  let files: FileStore;
  before(async () => {
    env = await openTestEnv();
    files = new FileStore(env.nc, env.names);
  });
  after(async () => {
    await files.destroyAll();
    await env.close();
  });

  it('keeps a file under its SHA-256 and gives it back byte for byte with its content type', async () => {
    const png = pngOf(3, 2, [0, 128, 255]);
    const ref = await files.put('logos', checked(png));
    const sha256 = createHash('sha256').update(png).digest('hex');
    assert.deepEqual(ref, { bucket: 'logos', id: sha256, content_type: 'image/png', size: png.length, sha256 });
    const back = await files.get('logos', ref.id);
    assert.ok(back);
    assert.equal(back.content_type, 'image/png');
    assert.ok(Buffer.from(back.bytes).equals(png));
  });

  it('stores the same content once, however often it is put', async () => {
    const png = pngOf(4, 4, [1, 2, 3]);
    const first = await files.put('logos', checked(png));
    const jsm = await jetstreamManager(env.nc);
    const stream = `OBJ_${physicalBucket(env.names, 'logos')}`;
    const before = (await jsm.streams.info(stream)).state.messages;
    const again = await files.put('logos', checked(png));
    assert.deepEqual(again, first);
    assert.equal((await jsm.streams.info(stream)).state.messages, before);
  });

  it('keeps each kind in its own bucket, named with the deployment prefix', async () => {
    const png = pngOf(5, 5, [9, 9, 9]);
    const ref = await files.put(
      'home_images',
      checkUpload(HOME_IMAGE, 'homeimage', { bytes: png, filename: 'h.png', mimetype: 'image/png', truncated: false }),
    );
    assert.equal(await files.get('logos', ref.id), null);
    assert.ok(await files.get('home_images', ref.id));
    const jsm = await jetstreamManager(env.nc);
    assert.ok(await jsm.streams.info(`OBJ_${env.names.prefix}_home_images`));
  });

  it("does not see another deployment's files", async () => {
    const png = pngOf(6, 1, [7, 7, 7]);
    const ref = await files.put('logos', checked(png));
    const elsewhere = new FileStore(env.nc, isolatedNames(`${env.id}other`));
    try {
      assert.equal(await elsewhere.get('logos', ref.id), null);
    } finally {
      await elsewhere.destroyAll();
    }
  });

  it('answers null for a file it never had, and deletes one it has', async () => {
    assert.equal(await files.get('audio', 'a'.repeat(64)), null);
    const ref = await files.put('logos', checked(pngOf(1, 7, [5, 5, 5])));
    assert.equal(await files.delete('logos', ref.id), true);
    assert.equal(await files.get('logos', ref.id), null);
    assert.equal(await files.delete('logos', ref.id), false);
  });
});
