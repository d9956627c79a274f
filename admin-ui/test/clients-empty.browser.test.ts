// Manage Your Clients before any client exists: a product started without the demo venue, in a
// file of its own (a second product in clients.browser would outlast that file's time limit).
import { after, before, describe, it } from 'node:test';
import { type AdminHarness, openAdminPage, startAdminHarness, useBrowser } from './support/admin-harness.ts';

describe('Manage Your Clients on a new server', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    // no demo venue: the server has no client yet
    h = await startAdminHarness({ demo: false });
  });
  after(() => h?.close());

  it("says 'No clients found at the moment!' while the server has no client", async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.seedSession(page, 4);
    await page.goto(h.url('/superadmin/clients'));
    await page.getByRole('heading', { name: 'Manage Your Clients' }).waitFor();
    const clients = page.getByRole('table', { name: 'Clients' });
    await clients.getByRole('cell', { name: 'No clients found at the moment!' }).waitFor();
    await page.getByText('0 clients').waitFor();
    await page.getByRole('link', { name: 'Deploy New Client' }).waitFor();
  });
});
