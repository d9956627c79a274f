import { inflateSync } from 'node:zlib';
import { crc32, PNG_SIGNATURE } from '../../../src/simulator/png-encoder.ts';

export type PngChunk = { type: string; data: Buffer; crcOk: boolean };

/** Splits a PNG into its chunks, checking each CRC independently of the encoder's chunk writer. */
export function readPng(png: Buffer): { chunks: PngChunk[]; width: number; height: number; pixels: Buffer } {
  if (!png.subarray(0, 8).equals(Buffer.from(PNG_SIGNATURE))) throw new Error('no PNG signature');
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const stored = png.readUInt32BE(at + 8 + length);
    chunks.push({ type, data, crcOk: crc32(png.subarray(at + 4, at + 8 + length)) === stored });
    at += 12 + length;
  }
  const ihdr = chunks.find((c) => c.type === 'IHDR');
  if (!ihdr) throw new Error('no IHDR');
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  return { chunks, width: ihdr.data.readUInt32BE(0), height: ihdr.data.readUInt32BE(4), pixels: inflateSync(idat) };
}
