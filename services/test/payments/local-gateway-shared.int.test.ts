// The local payment gateway behind a load balancer: a purchase's calls (make the card, make the
// intent, confirm) each reach whichever services instance is next, so the instances keep the
// gateway's intents and cards in one KV bucket. Each gateway here stands for one instance.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { LocalGateway } from '../../src/payments/adapters/local-gateway.ts';
import { KvGatewayRecords } from '../../src/payments/adapters/local-gateway-records.ts';
import { PaymentDeclined } from '../../src/payments/adapters/payment-gateway.ts';

const card = (number: string) => ({ number, exp_month: 12, exp_year: 2099, cvc: '123' });

describe('the local gateway shared by several services instances', () => {
  let env: TestEnv;
  let a: LocalGateway;
  let b: LocalGateway;
  before(async () => {
    env = await openTestEnv();
    a = new LocalGateway({ records: new KvGatewayRecords({ nc: env.nc, names: env.names }) });
    b = new LocalGateway({ records: new KvGatewayRecords({ nc: env.nc, names: env.names }) });
  });
  after(() => env.close());

  it('pays an intent whose card, intent and confirm each reached another instance, and keeps the saved card for both', async () => {
    const customer = await a.createCustomer();
    const pm = await a.createMethod(card('4242424242424242'));
    const intent = await b.createIntent({ amount: 1000, customer, metadata: { offer_id: 'o1' } });
    await a.setSaveCard(intent.id, true);
    const paid = await b.confirmIntent(intent.id, pm);
    assert.equal(paid.status, 'succeeded');
    assert.equal(paid.payment_method, pm);
    assert.deepEqual((await a.retrieveIntent(intent.id)).metadata, { offer_id: 'o1' });
    assert.equal((await a.retrieveIntent(intent.id)).status, 'succeeded');
    assert.deepEqual(await a.listMethods(customer), [{ id: pm, type: 'card', card: { brand: 'visa', last4: '4242' } }]);
    assert.equal(await b.methodOwner(pm), customer);

    await assert.rejects(a.confirmIntent(intent.id, pm), /cannot be confirmed again/);
    await b.detachMethod(pm);
    assert.deepEqual(await a.listMethods(customer), []);
    assert.equal(await a.methodOwner(pm), null);
  });

  it('lets only one of two confirms racing on two instances pay', async () => {
    const customer = await a.createCustomer();
    for (let round = 0; round < 10; round++) {
      const intent = await a.createIntent({ amount: 500, customer, metadata: {} });
      const [pmA, pmB] = await Promise.all([
        a.createMethod(card('4242424242424242')),
        b.createMethod(card('5555555555554444')),
      ]);
      const outcomes = await Promise.allSettled([a.confirmIntent(intent.id, pmA), b.confirmIntent(intent.id, pmB)]);
      const paid = outcomes.filter((o) => o.status === 'fulfilled');
      assert.equal(paid.length, 1, `round ${round}: ${JSON.stringify(outcomes.map((o) => o.status))}`);
      const refused = outcomes.find((o) => o.status === 'rejected');
      assert.ok(refused?.status === 'rejected' && refused.reason instanceof PaymentDeclined);
    }
  });

  it('refunds and disputes on one instance what was paid on another', async () => {
    const customer = await a.createCustomer();
    const intent = await a.createIntent({ amount: 900, customer, metadata: {} });
    await a.confirmIntent(intent.id, await b.createMethod(card('4242424242424242')));
    const refunded = await b.refund(intent.id, 400);
    assert.equal((refunded.data.object as { amount_refunded: number }).amount_refunded, 400);
    await assert.rejects(a.refund(intent.id, 600), /greater than unrefunded amount/);
    const opened = await a.dispute(intent.id, 'needs_response');
    assert.equal((opened.data.object as { amount: number }).amount, 500);
    assert.equal(((await b.dispute(intent.id, 'won')).data.object as { status: string }).status, 'won');
  });

  it('keeps a declined card declined and the intent open for another card, across instances', async () => {
    const customer = await b.createCustomer();
    const intent = await a.createIntent({ amount: 700, customer, metadata: {} });
    const bad = await b.createMethod(card('4000000000000002'));
    await assert.rejects(a.confirmIntent(intent.id, bad), /Your card was declined/);
    assert.equal((await b.retrieveIntent(intent.id)).status, 'requires_payment_method');
    const good = await a.createMethod(card('4242424242424242'));
    assert.equal((await b.confirmIntent(intent.id, good)).status, 'succeeded');
    await assert.rejects(b.retrieveIntent('pi_localnothere'), /No such payment_intent/);
  });
});
