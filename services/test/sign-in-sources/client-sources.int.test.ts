import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { handleCommand } from '@gamepod/event-store';
import { type Sip2StandIn, startSip2StandIn } from '@gamepod/sip2/stand-in';
import { clientDecider } from '../../src/clients/domain/client-decider.ts';
import type { SignInSourceChanges } from '../../src/clients/domain/sign-in-source-settings.ts';
import { SUPER_ADMIN } from '../../src/domain/roles.ts';
import { ClientSources } from '../../src/sign-in-sources/application/client-sources.ts';
import { sealSecret } from '../../src/sso/adapters/sealed-secret.ts';
import { openSsoServices, type SsoServices } from '../sso/sso-fixtures.ts';

// The demo library's card that signs in.
const MAYA = { card: '21000100010001', pin: '1234' };

describe("the sources of the clients' sign-ins", () => {
  let f: SsoServices;
  let ils: Sip2StandIn;
  const key = randomBytes(32);
  before(async () => {
    f = await openSsoServices();
    ils = await startSip2StandIn({ slowMs: 5000 });
  });
  after(async () => {
    await f.close();
    await ils.close();
  });

  const save = (client_id: string, changes: SignInSourceChanges) =>
    handleCommand(
      f.deps.store,
      clientDecider,
      client_id,
      { type: 'SaveSignInSource', actor: { role: SUPER_ADMIN, client_id: null }, changes },
      { context: { actor: { kind: 'system', name: 'test' } } },
    );
  const sip2 = (client_id: string, over: Record<string, unknown> = {}) =>
    ils.sourceSettings({ timeout_ms: 500, login_password: sealSecret(key, client_id, ils.loginPassword), ...over });

  it('has no source for a client that signs in with passwords', async () => {
    const client = await f.client();
    assert.equal(await new ClientSources({ store: f.deps.store, secretKey: key }).sourceOf(client.id), null);
  });

  it("keeps one source per client, breaker and all, until the client's settings change", async (t) => {
    const client = await f.client();
    await save(client.id, { source: 'sip2', sip2: sip2(client.id), outage_policy: 'accept_cached', cached_days: 3 });
    const sources = new ClientSources({ store: f.deps.store, secretKey: key });
    const first = await sources.sourceOf(client.id);
    assert.equal(first?.kind, 'sip2');
    assert.deepEqual([first?.settings.outage_policy, first?.settings.cached_days], ['accept_cached', 3]);
    // the sealed login password was opened: the ILS lets the patron in
    assert.equal((await first?.source.signIn(MAYA.card, MAYA.pin))?.kind, 'accepted');

    ils.setFailureMode('slow');
    t.after(() => ils.setFailureMode('none'));
    for (let i = 0; i < 3; i++) {
      const source = (await sources.sourceOf(client.id))?.source;
      assert.equal(source, first?.source, 'the same object for the same settings');
      assert.equal((await source?.signIn(MAYA.card, MAYA.pin))?.kind, 'down');
    }
    // the breaker the earlier sign-ins opened answers at once
    const started = Date.now();
    const answer = await (await sources.sourceOf(client.id))?.source.signIn(MAYA.card, MAYA.pin);
    assert.equal(answer?.kind, 'down');
    assert.ok(Date.now() - started < 300, `answered in ${Date.now() - started} ms`);

    await save(client.id, { source: 'sip2', sip2: sip2(client.id, { location_code: 'BRANCH' }) });
    const after = await sources.sourceOf(client.id);
    assert.notEqual(after?.source, first?.source, 'new settings, a new source');
    await save(client.id, { source: 'password' });
    assert.equal(await sources.sourceOf(client.id), null);
  });
});
