import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offerPaymentStatus } from '../../src/payments/routes/player-payments-routes.ts';

const row = (over: Partial<Parameters<typeof offerPaymentStatus>[0]> = {}) => ({
  status: 'paid' as const,
  refunded_cents: 0,
  amount_cents: 1000,
  dispute_status: null,
  ...over,
});

describe("a payment's status in Offer Payments", () => {
  it('is processing or failed before any credit, else paid', () => {
    assert.equal(offerPaymentStatus(row({ status: 'processing' })), 'processing');
    assert.equal(offerPaymentStatus(row({ status: 'failed' })), 'failed');
    assert.equal(offerPaymentStatus(row()), 'paid');
  });
  it('names an open or lost dispute first, then refunds, then a dispute won', () => {
    assert.equal(offerPaymentStatus(row({ dispute_status: 'open', refunded_cents: 1000 })), 'disputed');
    assert.equal(offerPaymentStatus(row({ dispute_status: 'lost' })), 'dispute_lost');
    assert.equal(offerPaymentStatus(row({ refunded_cents: 1000 })), 'refunded');
    assert.equal(offerPaymentStatus(row({ refunded_cents: 1, dispute_status: 'won' })), 'partially_refunded');
    assert.equal(offerPaymentStatus(row({ dispute_status: 'won' })), 'dispute_won');
  });
});
