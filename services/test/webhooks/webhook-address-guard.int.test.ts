import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { newWebhookSecret } from '../../src/webhooks/adapters/webhook-secrets.ts';
import { sendDelivery } from '../../src/webhooks/adapters/webhook-sender.ts';
import { checkWebhookUrl } from '../../src/webhooks/domain/webhook-url.ts';

describe('the webhook address guard, with no test opening', () => {
  let server: http.Server;
  let port = 0;
  let requests = 0;
  before(async () => {
    server = http.createServer((_req, res) => {
      requests++;
      res.writeHead(200).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  const message = () => ({ id: 'msg_1', body: '{"type":"webhook.test"}', sentAt: new Date() });
  const secret = newWebhookSecret();

  it('refuses to deliver to private, loopback, link-local and mapped addresses, and the receiver sees nothing', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `[::ffff:127.0.0.1]:${port}`,
      '10.0.0.1',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '[fd00::1]',
    ]) {
      for (const scheme of ['https', 'http']) {
        const outcome = await sendDelivery({ url: `${scheme}://${host}/hook`, secret }, message(), {
          timeoutMs: 1_000,
        });
        assert.equal(outcome.ok, false, `${scheme}://${host}`);
        assert.equal(outcome.status_code, null);
        assert.match(outcome.error ?? '', scheme === 'http' ? /only https/ : /internal address/, `${scheme}://${host}`);
      }
    }
    assert.equal(requests, 0);
  });

  it('reaches loopback over http only when the harness opens it', async () => {
    const outcome = await sendDelivery({ url: `http://127.0.0.1:${port}/hook`, secret }, message(), {
      allowLoopback: true,
    });
    assert.deepEqual(outcome, { ok: true, status_code: 200, error: null });
    assert.equal(requests, 1);
  });

  it('refuses the same addresses in the endpoint form, unless it is loopback and the harness opened it', () => {
    for (const url of [
      'https://10.0.0.1/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://localhost/',
      'https://169.254.169.254/',
      'https://[::ffff:a9fe:a9fe]/',
      'http://93.184.216.34/',
      'https://user:pw@example.com/',
      'ftp://example.com/',
    ]) {
      assert.throws(() => checkWebhookUrl(url), url);
    }
    assert.equal(checkWebhookUrl('https://example.com/hook'), 'https://example.com/hook');
    assert.equal(checkWebhookUrl('http://127.0.0.1:9/hook', true), 'http://127.0.0.1:9/hook');
    assert.throws(() => checkWebhookUrl('http://10.0.0.1/hook', true), 'the opening is loopback only');
  });
});
