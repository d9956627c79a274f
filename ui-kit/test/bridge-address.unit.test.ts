import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseBridgeUrl } from '../src/lib/bridge-address.ts';

describe("a kiosk page's bridge URL", () => {
  for (const url of [
    'ws://127.0.0.1:5001/ws',
    'ws://localhost:5002/ws',
    'wss://127.0.0.1:5003/ws',
    'wss://localhost/ws',
  ]) {
    it(`accepts the loopback socket ${url}`, () => {
      assert.equal(parseBridgeUrl(url), url);
    });
  }

  for (const url of [
    'ws://evil.example:5001/ws',
    'wss://10.0.0.7:5001/ws',
    'ws://127.0.0.1.evil.example/ws',
    'ws://localhost.evil.example/ws',
    'ws://user:secret@127.0.0.1:5001/ws',
    'http://127.0.0.1:5001/ws',
    'https://localhost/ws',
    'javascript:alert(1)',
    '//127.0.0.1:5001/ws',
    'not a url',
    '',
  ]) {
    it(`refuses ${JSON.stringify(url)}`, () => {
      assert.equal(parseBridgeUrl(url), null);
    });
  }

  it('refuses the loopback addresses a CSP cannot name, [::1] and the rest of 127.0.0.0/8', () => {
    assert.equal(parseBridgeUrl('ws://[::1]:5001/ws'), null);
    assert.equal(parseBridgeUrl('ws://127.0.0.2:5001/ws'), null);
  });

  it('has no bridge when the page names none', () => {
    assert.equal(parseBridgeUrl(null), null);
  });
});
