import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openPodServices, type PodServices } from '../support/pod-fixtures.ts';

const json = (res: { body: string }) =>
  JSON.parse(res.body) as { status: boolean; message: string; data: { ip?: string } };

describe('the allowed-IP check behind a trusted proxy (TRUST_PROXY)', () => {
  let f: PodServices;
  let podKey: string;
  before(async () => {
    f = await openPodServices({ build: { trustProxy: '10.0.0.0/8' } });
    const client = await f.client();
    const lab = await f.lab(client.id, { allowed_ips: ['203.0.113.7'] });
    podKey = (await f.deployPod(client, lab)).pod_id_key;
  });
  after(() => f.close());

  const allowlisted = (remoteAddress: string, forwardedFor?: string) =>
    f.app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/check/allowlisted',
      payload: { pod_id: podKey },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it("judges the station's address the proxy forwards, not the proxy's", async () => {
    const res = await allowlisted('10.1.2.3', '203.0.113.7');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res).data, { ip: '203.0.113.7' });
  });

  it("answers the public IP lookup with the station's address as the allow-list sees it", async () => {
    const lookup = (remoteAddress: string, forwardedFor?: string) =>
      f.app.inject({
        method: 'GET',
        url: '/api/v1/kiosk/check/ip',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    const proxied = await lookup('10.1.2.3', '203.0.113.7');
    assert.equal(proxied.statusCode, 200, proxied.body);
    assert.deepEqual(json(proxied).data, { ip: '203.0.113.7' });
    assert.deepEqual(json(await lookup('192.0.2.1', '203.0.113.7')).data, { ip: '192.0.2.1' });
  });

  it('ignores X-Forwarded-For from a caller that is not the proxy', async () => {
    const res = await allowlisted('192.0.2.1', '203.0.113.7');
    assert.equal(res.statusCode, 403);
    assert.equal(json(res).data.ip, '192.0.2.1');
  });
});
