import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually, type LdapServer } from '@gamepod/devkit';
import { handleCommand } from '@gamepod/event-store';
import { type Sip2StandIn, startSip2StandIn } from '@gamepod/sip2/stand-in';
import { clientDecider } from '../../src/clients/domain/client-decider.ts';
import { SUPER_ADMIN } from '../../src/domain/roles.ts';
import { ClientSources } from '../../src/sign-in-sources/application/client-sources.ts';
import { sealSecret } from '../../src/sso/adapters/sealed-secret.ts';
import { openSsoServices, type SsoServices } from '../sso/sso-fixtures.ts';
import { json, staffSession } from '../support/identity-fixtures.ts';
import { searchThenBind, startTestDirectory } from './ldap-fixtures.ts';

// The watch checks every few hundred milliseconds here; in production every minute.
const CHECK_MS = 300;

type SourceEntry = { client_id: string; kind: string; up: boolean; last_answer: string; seen_by: string; at: string };

describe("the source watch: health knows each client's directory or library system before anyone signs in", () => {
  let f: SsoServices;
  let ldap: LdapServer;
  let su: string;
  before(async () => {
    f = await openSsoServices({ sourceWatch: { intervalMs: CHECK_MS } });
    ldap = await startTestDirectory();
    su = (await staffSession(f, SUPER_ADMIN, null)).token;
  });
  after(async () => {
    await f.close();
    await ldap.stop();
  });

  const save = async (client_id: string, source: Record<string, unknown>) => {
    const res = await f.post('/api/v1/admin/kiosk/client/save_sign_in_source', { client_id, ...source }, su);
    assert.equal(res.statusCode, 200, res.body);
  };
  const health = async () => {
    const res = await f.get('/api/v1/health');
    assert.equal(res.statusCode, 200, res.body);
    return json(res).data.sign_in_sources as SourceEntry[];
  };
  /** Waits until health says of `client_id`'s source what `wanted` accepts. */
  const healthWhen = (client_id: string, what: string, wanted: (s: SourceEntry) => boolean, timeoutMs = 10_000) =>
    eventually(
      what,
      async () => {
        const entry = (await health()).find((s) => s.client_id === client_id);
        return entry && wanted(entry) ? entry : null;
      },
      { timeoutMs },
    );

  it('lists a SIP2 client as up with no sign-in, then down within a check once its ILS is gone', async () => {
    const ils: Sip2StandIn = await startSip2StandIn();
    try {
      const client = await f.client();
      await save(client.id, { source: 'sip2', sip2: ils.sourceSettings({ timeout_ms: 1000 }) });
      const up = await healthWhen(client.id, 'the first check', (s) => s.up);
      assert.deepEqual(
        { kind: up.kind, last_answer: up.last_answer, seen_by: up.seen_by },
        { kind: 'sip2', last_answer: 'reachable', seen_by: 'check' },
      );
      assert.ok(ils.received.includes('99'), 'the check asked the ILS its status');
      assert.equal(ils.received.includes('63'), false, 'and never about a patron');

      await ils.close();
      const closedAt = Date.now();
      const down = await healthWhen(client.id, 'a check after the ILS closed', (s) => !s.up);
      assert.deepEqual([down.last_answer, down.seen_by], ['down', 'check']);
      // a round ends, the next starts CHECK_MS later, and a refused connection answers at once
      assert.ok(Date.now() - closedAt < CHECK_MS + 3_000, `down after ${Date.now() - closedAt} ms`);
      assert.ok(Date.parse(down.at) >= Date.parse(up.at));
    } finally {
      await ils.close().catch(() => undefined);
    }
  });

  it('lists an LDAP client as up through its service account, and forgets a client that goes back to passwords', async () => {
    const client = await f.client();
    await save(client.id, { source: 'ldap', ldap: searchThenBind(ldap) });
    const up = await healthWhen(client.id, 'the LDAP check', (s) => s.up);
    assert.deepEqual([up.kind, up.last_answer, up.seen_by], ['ldap', 'reachable', 'check']);

    await save(client.id, { source: 'password' });
    await eventually('the client gone from health', async () =>
      (await health()).every((s) => s.client_id !== client.id),
    );
  });

  it('reports down a client whose service password is refused by its directory', async () => {
    const client = await f.client();
    await save(client.id, { source: 'ldap', ldap: searchThenBind(ldap, { service_password: 'not-the-password' }) });
    const down = await healthWhen(client.id, 'the failed LDAP check', (s) => !s.up);
    assert.deepEqual([down.kind, down.last_answer, down.seen_by], ['ldap', 'down', 'check']);
  });

  it('reports down a client whose stored secret the server cannot open, and goes on checking the others', async () => {
    const ils = await startSip2StandIn();
    try {
      const client = await f.client();
      // sealed under another server's key, as after a key changed without the settings being saved again
      const sip2 = ils.sourceSettings({ login_password: sealSecret(randomBytes(32), client.id, ils.loginPassword) });
      await handleCommand(
        f.deps.store,
        clientDecider,
        client.id,
        {
          type: 'SaveSignInSource',
          actor: { role: SUPER_ADMIN, client_id: null },
          changes: { source: 'sip2', sip2, outage_policy: 'refuse', cached_days: 7 },
        },
        { context: { actor: { kind: 'system', name: 'test' } } },
      );
      const down = await healthWhen(client.id, 'the check of the unopenable source', (s) => !s.up);
      assert.deepEqual([down.kind, down.last_answer, down.seen_by], ['sip2', 'down', 'check']);
      assert.equal(ils.received.length, 0, 'the ILS was never asked with a password we could not open');
      const other = await f.client();
      await save(other.id, { source: 'sip2', sip2: ils.sourceSettings({ timeout_ms: 1000 }) });
      await healthWhen(other.id, 'the next client checked', (s) => s.up);
    } finally {
      await ils.close();
    }
  });

  it('takes the newer of the last sign-in and the last check', () => {
    const sources = new ClientSources({ store: f.deps.store, secretKey: null });
    sources.noteCheck('c1', 'sip2', false, new Date('2026-01-01T10:00:00Z'));
    sources.noteAnswer('c1', 'sip2', 'accepted', new Date('2026-01-01T10:00:30Z'));
    sources.noteAnswer('c2', 'ldap', 'down', new Date('2026-01-01T10:00:00Z'));
    sources.noteCheck('c2', 'ldap', true, new Date('2026-01-01T10:01:00Z'));
    assert.deepEqual(sources.health(), [
      {
        client_id: 'c1',
        kind: 'sip2',
        up: true,
        last_answer: 'accepted',
        seen_by: 'sign_in',
        at: '2026-01-01T10:00:30.000Z',
      },
      {
        client_id: 'c2',
        kind: 'ldap',
        up: true,
        last_answer: 'reachable',
        seen_by: 'check',
        at: '2026-01-01T10:01:00.000Z',
      },
    ]);
    sources.keepOnly(new Set(['c2']));
    assert.deepEqual(
      sources.health().map((s) => s.client_id),
      ['c2'],
    );
  });
});
