import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kioskPageToRecord, parseKioskPage } from '../../src/core/kiosk-page.ts';

const hash = 'a'.repeat(64);
const other = 'b'.repeat(64);
const page = { pod_id: 'p1', kiosk_session_hash: hash };

describe("a page's kiosk_page message", () => {
  it('is read with its pod and its session hash', () => {
    assert.deepEqual(parseKioskPage({ op: 'kiosk_page', ...page }), page);
  });

  it('is ignored when it carries anything but a sha256 in hex (a key, say)', () => {
    assert.equal(parseKioskPage({ op: 'kiosk_page', pod_id: 'p1', kiosk_session_hash: 'p1.secret-key' }), null);
    assert.equal(parseKioskPage({ op: 'kiosk_page', pod_id: 'p1', kiosk_session_hash: hash.toUpperCase() }), null);
    assert.equal(parseKioskPage({ op: 'kiosk_page', kiosk_session_hash: hash }), null);
    assert.equal(parseKioskPage({ op: 'ping' }), null);
  });
});

describe('which kiosk session the bridge records', () => {
  it("records the page's session while it runs as the page's pod", () => {
    assert.equal(kioskPageToRecord(page, 'p1', null), hash);
  });

  it('records nothing while unregistered or registered as another pod', () => {
    assert.equal(kioskPageToRecord(page, null, null), null);
    assert.equal(kioskPageToRecord(page, 'p2', null), null);
  });

  it('records a session once, and a new one again', () => {
    assert.equal(kioskPageToRecord(page, 'p1', page), null);
    assert.equal(kioskPageToRecord({ pod_id: 'p1', kiosk_session_hash: other }, 'p1', page), other);
  });

  it('records the same session again for another pod the bridge now runs as', () => {
    assert.equal(kioskPageToRecord({ pod_id: 'p2', kiosk_session_hash: hash }, 'p2', page), hash);
  });

  it('records nothing before any page spoke', () => {
    assert.equal(kioskPageToRecord(null, 'p1', null), null);
  });
});
