import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAGE_CSP, pagePolicy } from '../../src/http/security-headers.ts';

describe("the pages' Content-Security-Policy", () => {
  it('names no other origin when the kiosk takes cards with its own form', () => {
    assert.deepEqual(pagePolicy({ stripeJs: false }), PAGE_CSP);
  });

  it("lets Stripe.js's script, card frames and calls in, and nothing else, when it takes the cards", () => {
    const policy = pagePolicy({ stripeJs: true });
    assert.deepEqual(policy.scriptSrc, ["'self'", 'https://js.stripe.com']);
    assert.deepEqual(policy.frameSrc, ['https://js.stripe.com', 'https://hooks.stripe.com']);
    assert.deepEqual(policy.connectSrc, [...PAGE_CSP.connectSrc, 'https://api.stripe.com']);
    assert.deepEqual(policy.frameAncestors, ["'none'"]);
    assert.deepEqual(policy.scriptSrcAttr, ["'none'"]);
  });

  it("lets Crisp's chat widget in only when a chat key is configured, beside Stripe.js when both are", () => {
    const policy = pagePolicy({ stripeJs: true, crispChat: true });
    assert.deepEqual(policy.scriptSrc, ["'self'", 'https://js.stripe.com', 'https://client.crisp.chat']);
    assert.deepEqual(policy.connectSrc, [
      ...PAGE_CSP.connectSrc,
      'https://api.stripe.com',
      'https://client.crisp.chat',
      'wss://client.relay.crisp.chat',
    ]);
    assert.deepEqual(pagePolicy({ stripeJs: false, crispChat: false }), PAGE_CSP);
  });
});
