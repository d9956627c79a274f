import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '@gamepod/events';
import { claimsMatch, extensionOf, sniffContentType } from '../../src/files/content-sniff.ts';
import { AUDIO, checkUpload, HOME_IMAGE, LOGO, type Upload } from '../../src/files/file-kinds.ts';
import { AAC, GIF, JPEG, MP3_FRAME, MP3_ID3, pngOf, TEXT, WEBP, wavOf } from '../support/sample-files.ts';

const PNG = pngOf(2, 2, [255, 0, 0]);
const upload = (bytes: Buffer, filename: string, mimetype: string, truncated = false): Upload => ({
  bytes,
  filename,
  mimetype,
  truncated,
});
const refused = (key: string | undefined, message: RegExp) => (err: unknown) =>
  err instanceof ValidationError && err.data.msg_key === key && message.test(err.message);

describe('sniffing a file by its magic bytes', () => {
  const cases: Array<[string, Buffer, string | null]> = [
    ['a PNG', PNG, 'png'],
    ['a JPEG', JPEG, 'jpeg'],
    ['a GIF', GIF, 'gif'],
    ['a WebP', WEBP, 'webp'],
    ['a WAV', wavOf(), 'wav'],
    ['an MP3 with an ID3 tag', MP3_ID3, 'mp3'],
    ['an MP3 that starts with a frame', MP3_FRAME, 'mp3'],
    ['raw AAC (ADTS)', AAC, 'aac'],
    ['plain text', TEXT, null],
    ['an empty file', Buffer.alloc(0), null],
    ['a RIFF that is neither WebP nor WAV', Buffer.from('RIFF\u0000\u0000\u0000\u0000AVI LIST'), null],
  ];
  for (const [what, bytes, type] of cases) {
    it(`tells ${what} as ${type ?? 'nothing we accept'}`, () => assert.equal(sniffContentType(bytes), type));
  }
});

describe("a file's name and declared type", () => {
  it('agree when they name the content, in any case', () => {
    assert.ok(claimsMatch('png', 'Logo.PNG', 'image/png'));
    assert.ok(claimsMatch('jpeg', 'photo.jpg', 'image/jpeg'));
    assert.ok(claimsMatch('mp3', 'song.mp3', 'audio/mpeg'));
  });
  it('claim nothing without an extension or with a generic type', () => {
    assert.ok(claimsMatch('png', 'logo', 'application/octet-stream'));
    assert.ok(claimsMatch('wav', 'clip.wav', ''));
  });
  it('lie when the extension or the type names something else', () => {
    assert.equal(claimsMatch('png', 'song.mp3', 'image/png'), false);
    assert.equal(claimsMatch('png', 'logo.png', 'text/plain'), false);
    assert.equal(claimsMatch('png', 'logo.txt', 'application/octet-stream'), false);
  });
  it('read the extension of the last dot only', () => {
    assert.equal(extensionOf('archive.tar.GZ'), 'gz');
    assert.equal(extensionOf('.hidden'), '');
  });
});

describe('checking an upload against its kind', () => {
  it('accepts a logo that is what it says, and reports its content type', () => {
    assert.deepEqual(checkUpload(LOGO, 'logo', upload(PNG, 'logo.png', 'image/png')).mime, 'image/png');
  });

  it('refuses a PNG-named text file as a logo with admin-setting-logo-format-error', () => {
    assert.throws(
      () => checkUpload(LOGO, 'logo', upload(TEXT, 'logo.png', 'image/png')),
      refused('admin-setting-logo-format-error', /^logo: must be a JPEG, PNG or GIF image/),
    );
  });

  it('refuses a real PNG named .mp3 as a logo, naming the mismatch', () => {
    assert.throws(
      () => checkUpload(LOGO, 'logo', upload(PNG, 'song.mp3', 'audio/mpeg')),
      refused('admin-setting-logo-format-error', /does not match its content \(png\)/),
    );
  });

  it('refuses a WebP logo (logo types are jpeg, jpg, png, gif) but takes it as a home image', () => {
    assert.throws(
      () => checkUpload(LOGO, 'logo', upload(WEBP, 'l.webp', 'image/webp')),
      refused(LOGO.formatKey, /logo/),
    );
    assert.equal(checkUpload(HOME_IMAGE, 'homeimage', upload(WEBP, 'h.webp', 'image/webp')).type, 'webp');
  });

  it('refuses a logo of 3,000,001 bytes with admin-setting-logo-size-error, and takes 3,000,000', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3_000_001 - PNG.length)]);
    assert.throws(
      () => checkUpload(LOGO, 'logo', upload(big, 'logo.png', 'image/png')),
      refused('admin-setting-logo-size-error', /^logo: is larger than 3,000,000 bytes$/),
    );
    assert.equal(checkUpload(LOGO, 'logo', upload(big.subarray(0, 3_000_000), 'logo.png', 'image/png')).type, 'png');
  });

  it('refuses a part the reader cut off at its limit as too large', () => {
    assert.throws(
      () => checkUpload(AUDIO, 'audio', upload(MP3_FRAME, 'a.mp3', 'audio/mpeg', true)),
      refused('admin-setting-audio-size-error', /audio: is larger than 10,000,000 bytes/),
    );
  });

  it('refuses an .mp3 that is a PNG as audio with admin-setting-audio-format-error', () => {
    assert.throws(
      () => checkUpload(AUDIO, 'audio', upload(PNG, 'song.mp3', 'audio/mpeg')),
      refused('admin-setting-audio-format-error', /^audio: must be an MP3, WAV or AAC file$/),
    );
  });

  it('takes mp3, wav and aac audio', () => {
    assert.equal(checkUpload(AUDIO, 'audio', upload(MP3_ID3, 'a.mp3', 'audio/mpeg')).type, 'mp3');
    assert.equal(checkUpload(AUDIO, 'audio', upload(wavOf(), 'a.wav', 'audio/wav')).type, 'wav');
    assert.equal(checkUpload(AUDIO, 'audio', upload(AAC, 'a.aac', 'audio/aac')).type, 'aac');
  });
});
