// Small real files of each upload type, made in memory, for the upload and file store tests.
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `width` x `height` pixels, all `rgb`: browsers decode it. */
export function pngOf(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1 x 1 GIF. */
export const GIF = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);

/** The start of a JPEG (SOI, JFIF APP0): enough for the magic bytes. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** The start of a WebP (RIFF … WEBP VP8 ). */
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(18),
]);

/** A WAV: a 44-byte header and 100 silent 16-bit mono samples at 8 kHz. */
export function wavOf(samples = 100): Buffer {
  const data = Buffer.alloc(samples * 2);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(16000, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

/** An MP3 that starts with an ID3v2 tag, then a frame header (MPEG-1 layer III, 128 kbit/s, 44.1 kHz). */
export const MP3_ID3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([4, 0, 0, 0, 0, 0, 0]),
  Buffer.from('fffb9064', 'hex'),
  Buffer.alloc(32),
]);

/** An MP3 that starts straight with a frame header. */
export const MP3_FRAME = Buffer.concat([Buffer.from('fffb9064', 'hex'), Buffer.alloc(64)]);

/** Raw AAC: an ADTS header (MPEG-4 AAC LC, 44.1 kHz, stereo). */
export const AAC = Buffer.concat([Buffer.from('fff150800001fffc', 'hex'), Buffer.alloc(32)]);

export const TEXT = Buffer.from('this is plain text, not an image\n');
