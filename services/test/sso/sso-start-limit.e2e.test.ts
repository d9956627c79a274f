import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TOO_MANY_ATTEMPTS } from '../../src/auth/rate-limit.ts';
import { json, type KioskPod } from '../support/identity-fixtures.ts';
import { KEYS, type SamlTestIdp, startSamlTestIdp } from './saml-test-idp.ts';
import { openSsoServices, type SsoServices } from './sso-fixtures.ts';

const START_LIMIT = 3;

describe('single sign-ons started in a loop from one address', () => {
  let f: SsoServices;
  let idp: SamlTestIdp;
  let pod: KioskPod;
  before(async () => {
    f = await openSsoServices({
      limits: { ssoStartAddress: { name: 'sso_start_address', max: START_LIMIT, windowMs: 60_000 } },
    });
    idp = await startSamlTestIdp();
    pod = await f.kioskPod();
    await f.saveSso(pod.client.id, {
      active: true,
      protocol: 'saml',
      entity: idp.entityId,
      login: idp.loginUrl,
      logout: idp.logoutUrl,
      certs: KEYS.signing.cert,
    });
  });
  after(async () => {
    await f.close();
    await idp.close();
  });

  const start = (ip: string, url: string) => f.app.inject({ method: 'GET', url, remoteAddress: ip });
  const consoleStart = (ip: string) =>
    start(ip, `/api/v1/sso/console/start?client_id=${pod.client.id}&challenge=${'a'.repeat(43)}`);
  const podStart = (ip: string) => start(ip, `/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`);

  it('sends the first ones to the provider, then answers 429 with the wait, counting the console and the pod starts together', async () => {
    const ip = '198.51.100.7';
    const sent = [await consoleStart(ip), await podStart(ip), await consoleStart(ip)];
    for (const res of sent) {
      assert.equal(res.statusCode, 302, res.body);
      assert.ok(res.headers.location?.startsWith(`${idp.loginUrl}?SAMLRequest=`), res.headers.location);
    }
    for (const res of [await consoleStart(ip), await podStart(ip)]) {
      assert.equal(res.statusCode, 429, res.body);
      assert.equal(json(res).message, TOO_MANY_ATTEMPTS);
      const retry = json(res).data.retry_after_s as number;
      assert.ok(Number.isInteger(retry) && retry > 0 && retry <= 60, `retry_after_s ${retry}`);
    }
    // another address is not held up by this one
    assert.equal((await consoleStart('198.51.100.8')).statusCode, 302);
  });
});
