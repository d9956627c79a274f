import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CLIENT, DEMO_PAID_LAB } from '../../scripts/demo-fleet.ts';
import { seedDemoPurchases } from '../../scripts/demo-offers.ts';
import {
  ACCOUNTS,
  type AdminHarness,
  DEMO_PASSWORD,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { dismissToasts, toast } from './support/waits.ts';

/** Every third demo pod is in the paid lab: station 2 is. */
const PAID = 2;
const offersTable = (page: Page) => page.getByRole('table', { name: 'Offers' });

describe('Manage Offers and Offer Payments', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 3 });
  });
  after(() => h?.close());

  /** The kiosk's own calls, as a player signed in on the paid pod makes them; each returns the reply's data. */
  const asKiosk = async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${h.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = (await res.json()) as { status: boolean; message: string; data: Record<string, unknown> };
    if (!reply.status) throw new Error(`${path}: ${reply.message}`);
    return reply.data;
  };

  async function kioskOfferNames(): Promise<string[]> {
    const pod_id_key = h.stations[PAID]?.pod_id_key ?? '';
    const { session_id_key } = (await asKiosk('POST', '/kiosk/validate/pod_id_key', { pod_id_key })) as {
      session_id_key: string;
    };
    const { token } = (await asKiosk('POST', '/user/login', {
      session_id_key,
      username: ACCOUNTS.player,
      password: DEMO_PASSWORD,
    })) as { token: string };
    const { offers } = (await asKiosk(
      'GET',
      `/user/player_offers?session_id_key=${session_id_key}`,
      undefined,
      token,
    )) as {
      offers: Array<{ name: string; usd_cost: number }>;
    };
    await asKiosk('POST', '/user/logout', { session_id_key, token, reason_text: 'test done' }, token);
    return offers.map((o) => `${o.name} ${o.usd_cost}`);
  }

  it('lets a client admin create, check, edit and delete offers, and the kiosk lists what is left', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.getByRole('link', { name: /Offers/ }).click();
    await page.getByRole('heading', { name: 'Manage Offers' }).waitFor();
    await offersTable(page).getByText('No offers found at the moment!').waitFor();

    await page.getByLabel('Name').fill('Happy Hour');
    await page.getByLabel('Lab').selectOption({ label: DEMO_PAID_LAB });
    await page.getByLabel('Minutes').fill('60');
    await page.getByLabel('Price (USD)').fill('7.505');
    await page.getByLabel('Order').fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A price from 0.50 to 100000 USD, at most two decimals').waitFor();
    await page.getByLabel('Price (USD)').fill('7.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Offer created').waitFor();
    await offersTable(page)
      .getByRole('row', { name: /Happy Hour/ })
      .getByText('$7.50')
      .waitFor();

    await page.getByLabel('Name').fill('Night Owl');
    await page.getByLabel('Minutes').fill('120');
    await page.getByLabel('Price (USD)').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await offersTable(page)
      .getByRole('row', { name: /Night Owl/ })
      .getByText('Every lab')
      .waitFor();
    await dismissToasts(page);
    await shoot(page, 'offers-list');

    await page.getByRole('button', { name: 'Edit Happy Hour' }).click();
    await page.getByLabel('Price (USD)').fill('8');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Offer updated').waitFor();
    await offersTable(page)
      .getByRole('row', { name: /Happy Hour/ })
      .getByText('$8.00')
      .waitFor();

    await page.getByRole('button', { name: 'Delete Night Owl' }).click();
    await page.getByText('Are you sure you want to delete the offer Night Owl?', { exact: false }).waitFor();
    await shoot(page, 'offers-delete-confirm');
    await page.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Offer deleted').waitFor();
    await offersTable(page)
      .getByRole('row', { name: /Night Owl/ })
      .waitFor({ state: 'detached' });

    assert.deepEqual(await kioskOfferNames(), ['Happy Hour 8']);
  });

  it("shows a super admin every client's offers, and the player's purchases in Offer Payments with a date range", async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{
      id: string;
      value: string;
    }>;
    const lab_id = labs.find((l) => l.value === DEMO_PAID_LAB)?.id;
    const saved = await h.api('/admin/offers/save', {
      body: { name: 'Marathon', minutes: 180, usd_cost: 24, order: 2, client_id: h.clientId, lab_id },
    });
    assert.equal(saved.status, true, saved.message);
    // the demo's purchases: the first two offers the paid pod shows, bought with the 4242 card
    await seedDemoPurchases(
      asKiosk,
      { pod_id_key: h.stations[PAID]?.pod_id_key ?? '' },
      {
        email: ACCOUNTS.player,
        password: DEMO_PASSWORD,
      },
    );

    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.getByRole('link', { name: /Offers/ }).click();
    await page.getByLabel('Client').selectOption({ label: DEMO_CLIENT });
    await offersTable(page)
      .getByRole('row', { name: /Marathon/ })
      .waitFor();
    await shoot(page, 'offers-superadmin');

    const found = await h.api(`/admin/kiosk/users?search=${encodeURIComponent(ACCOUNTS.player)}`);
    const playerId = (found.data.users as Array<{ id: string }>)[0]?.id ?? '';
    await page.goto(h.url(`/common/users/view/${playerId}`));
    const payments = page.getByRole('table', { name: 'Offer payments' });
    await payments
      .getByRole('row', { name: /Happy Hour/ })
      .getByText('$8.00')
      .waitFor();
    await payments
      .getByRole('row', { name: /Marathon/ })
      .getByText('$24.00')
      .waitFor();
    await page.getByText('Showing 1 to 2 of 2 entries').waitFor();
    await payments
      .getByRole('row', { name: /Marathon/ })
      .getByText('Paid', { exact: true })
      .waitFor();

    // a refund (the local gateway's call, as the provider's dashboard would make it) shows with the minutes it took
    const listed = await h.api(`/common/players/payments?player_id=${playerId}`);
    const rows = listed.data.payments as Array<{ payment_intent: string; offer_name: string }>;
    const marathon = rows.find((r) => r.offer_name === 'Marathon')?.payment_intent ?? '';
    const refunded = await h.api('/payment/local/refund', { body: { payment_intent: marathon, amount: 12 } });
    assert.equal(refunded.status, true, refunded.message);
    await page.reload();
    await payments
      .getByRole('row', { name: /Marathon/ })
      .getByText('Partly refunded (−90 min)')
      .waitFor();
    await page.getByRole('heading', { name: 'Offer Payments' }).scrollIntoViewIfNeeded();
    await shoot(page, 'user-detail-offer-payments');

    // a range that ends before today finds nothing; Clear shows them again (the card's own
    // form: Game Playing Time below has a Filter and a Clear too)
    const range = page.getByRole('form', { name: 'Offer payments date range' });
    await range.getByLabel('End Date').fill('2020-01-01');
    await range.getByRole('button', { name: 'Filter' }).click();
    await payments.getByText('No payments found at the moment!').waitFor();
    await range.getByRole('button', { name: 'Clear' }).click();
    await payments.getByRole('row', { name: /Marathon/ }).waitFor();
  });
});
