import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crc32, encodePng } from '../../src/simulator/png-encoder.ts';
import { renderStationScreenshot, screenMode } from '../../src/simulator/screenshot.ts';
import { initialStationState } from '../../src/simulator/station-state.ts';
import { readPng } from './support/png-reader.ts';

describe('crc32', () => {
  it('gives the standard check value for "123456789"', () => {
    assert.equal(crc32(Buffer.from('123456789')), 0xcbf43926);
  });

  it('gives 0 for no bytes and the known value for IEND', () => {
    assert.equal(crc32(new Uint8Array(0)), 0);
    assert.equal(crc32(Buffer.from('IEND')), 0xae426082);
  });
});

describe('the PNG encoder', () => {
  it('writes a 2x1 image whose scanlines inflate back to the pixels', () => {
    const png = encodePng({ width: 2, height: 1, pixels: Uint8Array.of(255, 0, 0, 0, 0, 255) });
    const { width, height, pixels, chunks } = readPng(png);
    assert.deepEqual([width, height], [2, 1]);
    assert.deepEqual([...pixels], [0, 255, 0, 0, 0, 0, 255]);
    assert.deepEqual(
      chunks.map((c) => c.type),
      ['IHDR', 'IDAT', 'IEND'],
    );
  });

  it('refuses pixel data of the wrong size', () => {
    assert.throws(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) }), /expected 12 pixel bytes/);
  });
});

describe('the station screenshot', () => {
  const png = renderStationScreenshot(initialStationState());
  const decoded = readPng(png);

  it('is a 320x180 8-bit RGB PNG', () => {
    assert.deepEqual([decoded.width, decoded.height], [320, 180]);
    const ihdr = decoded.chunks[0]?.data;
    assert.deepEqual([...(ihdr?.subarray(8) ?? [])], [8, 2, 0, 0, 0]);
  });

  it('has a correct CRC on every chunk and ends with IEND', () => {
    assert.ok(decoded.chunks.every((c) => c.crcOk));
    assert.equal(decoded.chunks.at(-1)?.type, 'IEND');
  });

  it('inflates to one filter byte plus three bytes per pixel on every row', () => {
    assert.equal(decoded.pixels.length, 180 * (1 + 320 * 3));
    for (let y = 0; y < 180; y++) assert.equal(decoded.pixels[y * (1 + 320 * 3)], 0);
  });

  it('looks different when the station is idle, playing, logged in or in an emergency', () => {
    const base = initialStationState();
    const variants = [
      base,
      initialStationState({ station: { idle: true } }),
      initialStationState({
        game: { started: true, playing: true, xd: 'xd1', platform: 'xb', requested_at: '2026-03-02T10:00:00.000Z' },
      }),
      initialStationState({
        login: { session_id: 's', user_id: 'u', user_name: 'n', role: 1, logged_in_at: '2026-03-02T10:00:00.000Z' },
      }),
      initialStationState({ emergency: true }),
      initialStationState({ consoles: { xd2: 'na' } }),
    ];
    const images = new Set(variants.map((s) => renderStationScreenshot(s).toString('base64')));
    assert.equal(images.size, variants.length);
  });

  it('picks the most urgent screen mode first', () => {
    assert.equal(screenMode(initialStationState({ emergency: true, station: { idle: true } })), 'emergency');
    assert.equal(screenMode(initialStationState({ station: { asleep: true, idle: true } })), 'asleep');
    assert.equal(screenMode(initialStationState()), 'vacant');
  });
});
