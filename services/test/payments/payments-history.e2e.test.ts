import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OfferPaymentRow } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { timeBalance, userById } from '@gamepod/projections';
import { LocalGateway } from '../../src/payments/adapters/local-gateway.ts';
import { openPaymentServices, type PaymentServices } from '../support/payment-fixtures.ts';

type Page = { payments: OfferPaymentRow[]; current_page: number; total_rows: number; status_text: string };

describe("User Detail's Offer Payments (/common/players/payments)", () => {
  let f: PaymentServices;
  let player: { id: string; token: string };
  const intents: string[] = [];
  before(async () => {
    f = await openPaymentServices(new LocalGateway());
    player = await f.buyer();
    for (let i = 0; i < 2; i++) {
      const pm = await f.card(player.token, '4242424242424242');
      const intent = await f.intent(player.token);
      f.data(await f.pay('confirm_intent', player.token, { payment_intent: intent, payment_method: pm }));
      intents.push(intent);
    }
    // a refused payment is not in the history
    const declined = await f.card(player.token, '4000000000000002');
    await f.pay('confirm_intent', player.token, {
      payment_intent: await f.intent(player.token),
      payment_method: declined,
    });
  });
  after(() => f.close());

  const list = async (query: string, token: string) =>
    f.get(`/api/v1/common/players/payments?player_id=${player.id}&${query}`, token);

  it("lists a player's paid offers newest first for their client's admin, with the spec's fields", async () => {
    const page = f.data<Page>(await list('page=1', await f.token(3, f.pod.client.id)));
    assert.deepEqual(
      page.payments.map((p) => p.payment_intent),
      [...intents].reverse(),
    );
    const [first] = page.payments;
    assert.equal(first?.offer_time, 60);
    assert.equal(first?.offer_cost, 10);
    assert.match(first?.FormattedCreatedAt ?? '', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    assert.equal(page.total_rows, 2);
    assert.equal(page.status_text, 'Showing 1 to 2 of 2 entries');
  });

  it("counts the bought minutes in the users read model's paid time, which the users screens show", async () => {
    const row = await eventually('the users read model holds both purchases', async () => {
      const r = await userById(f.deps.db, player.id);
      return r?.time_paid === 120 ? r : null;
    });
    assert.equal(row.time_paid, 120);
    assert.equal(timeBalance(row), 120);
  });

  it('filters by the days paid, in the user time zone', async () => {
    const admin = await f.token(3, f.pod.client.id);
    const today = f.now().toISOString().slice(0, 10);
    const [y, m, d] = today.split('-');
    assert.equal(f.data<Page>(await list(`start_date=${today}&end_date=${today}`, admin)).total_rows, 2);
    assert.equal(f.data<Page>(await list(`start_date=${m}/${d}/${y}`, admin)).total_rows, 2);
    assert.equal(f.data<Page>(await list('end_date=2001-01-01', admin)).total_rows, 0);
    const bad = await list('start_date=yesterday', admin);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().data.field, 'start_date');
  });

  it("is User Detail's: the player's own client's facilitators and restricted admins get 403", async () => {
    for (const role of [2, 5]) {
      const res = await list('page=1', await f.token(role, f.pod.client.id));
      assert.equal(res.statusCode, 403, `role ${role}: ${res.body}`);
      assert.equal(JSON.stringify(res.json()).includes(intents[0] ?? '-'), false);
    }
  });

  it("refuses another client's staff and players; a super admin sees any player's", async () => {
    const elsewhere = await f.client();
    assert.equal((await list('page=1', await f.token(3, elsewhere.id))).statusCode, 403);
    assert.equal((await list('page=1', player.token)).statusCode, 403);
    assert.equal(f.data<Page>(await list('page=1', await f.token(4, null))).total_rows, 2);
    const missing = await f.get('/api/v1/common/players/payments?player_id=nobody', await f.token(4, null));
    assert.equal(missing.statusCode, 404);
  });
});
