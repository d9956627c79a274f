import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { clientById, clientSettingsById } from '@gamepod/projections';
import { FileStore } from '../../src/files/file-store.ts';
import { PRODUCT_BRAND, venueBrands } from '../../src/mail/mail-brand.ts';
import { type FleetServices, multipartBody, openFleetServices } from '../support/fleet-admin.ts';
import { pngOf } from '../support/sample-files.ts';

describe("a venue's mail brand", () => {
  let f: FleetServices;
  let files: FileStore;
  before(async () => {
    f = await openFleetServices();
    files = new FileStore(f.env.nc, f.env.names);
  });
  after(async () => {
    await files.destroyAll();
    await f.close();
  });

  it("is the client's name and the logo its Account Settings saved, read from the read model and the object store", async () => {
    const client = await f.deployClient();
    const brands = venueBrands(f.deps.db, files);
    const name = await eventually(
      'the client in its read model',
      async () => (await clientById(f.deps.db, client))?.name,
    );
    assert.deepEqual(await brands.forClient(client), { name, logo: null }, 'no logo saved yet');

    const logo = pngOf(6, 6, [10, 120, 240]);
    const { payload, headers } = multipartBody(
      { client_id: client },
      { field: 'logo', filename: 'logo.png', type: 'image/png', bytes: logo },
    );
    const saved = await f.app.inject({
      method: 'POST',
      url: '/api/v1/admin/kiosk/update_client_theme_logo',
      payload,
      headers: { ...headers, authorization: `Bearer ${await f.superAdmin()}` },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    await eventually('the logo in Account Settings', async () => (await clientSettingsById(f.deps.db, client))?.logo);

    const brand = await brands.forClient(client);
    assert.equal(brand.name, name);
    assert.equal(brand.logo?.content_type, 'image/png');
    assert.deepEqual(Buffer.from(brand.logo?.bytes ?? []), Buffer.from(logo));
  });

  it('is the product for mail that belongs to no client, or to one that does not exist', async () => {
    const brands = venueBrands(f.deps.db, files);
    assert.deepEqual(await brands.forClient(null), PRODUCT_BRAND);
    assert.deepEqual(await brands.forClient('01938a2b-0000-7000-8000-00000000dead'), PRODUCT_BRAND);
  });
});
