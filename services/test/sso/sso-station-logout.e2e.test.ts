import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import type { StoredEvent } from '@gamepod/events';
import { type KioskPod, RIGHT_PASSWORD } from '../support/identity-fixtures.ts';
import { KEYS, type SamlTestIdp, startSamlTestIdp } from './saml-test-idp.ts';
import { openSsoServices, type SsoServices } from './sso-fixtures.ts';
import { TestBrowser } from './test-browser.ts';

type Command = StoredEvent<string, { command_type: string; command_id: string }>;

/**
 * However a session signed in through the station's own browser ends, that browser's provider
 * session must end too: the kiosk's logout screen asks for the provider's logout first, and
 * when the session ends without it (the server ended it, or it ran out) the pod is sent
 * sso_logout, which the kiosk page acts on the same way.
 */
describe("ending a station's provider session whichever way its SSO session ends", () => {
  let f: SsoServices;
  let idp: SamlTestIdp;
  let pod: KioskPod;
  before(async () => {
    f = await openSsoServices();
    const saml = await startSamlTestIdp();
    idp = saml;
    pod = await f.kioskPod();
    await f.saveSso(pod.client.id, {
      active: true,
      protocol: 'saml',
      entity: idp.entityId,
      login: idp.loginUrl,
      logout: idp.logoutUrl,
      certs: KEYS.signing.cert,
    });
    saml.trust(await (await fetch(`${f.publicUrl}/api/v1/sso/${pod.client.id}/saml/metadata`)).text());
  });
  after(async () => {
    await f.close();
    await idp.close();
  });

  const signIn = async (where: 'station' | 'phone') => {
    const kiosk = await f.kioskSocket(pod);
    const player = await f.account(1, { client_id: pod.client.id });
    const nameId = `student-${player.id}`;
    idp.answerWith({ email: player.email, nameId });
    const browser = new TestBrowser();
    const on = where === 'station' ? '&on=station' : '';
    const atIdp = await browser.visit(
      `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}${on}`,
    );
    const form = TestBrowser.formOf(atIdp.body, atIdp.urls.at(-1) ?? '');
    assert.equal((await browser.visit(form.action, { method: 'POST', form: form.fields })).res.status, 200);
    const user = await f.redeem(pod, await f.loginCode(kiosk, pod));
    kiosk.ws.close();
    return { player, nameId, token: user.token };
  };

  const ssoLogoutCommands = async () =>
    ((await f.deps.store.read('pod', pod.id)).events as Command[]).filter(
      (e) => e.type === 'PodCommandIssued' && e.data.command_type === 'sso_logout',
    );
  const commandSent = (before: number) =>
    eventually('the sso_logout command', async () => ((await ssoLogoutCommands()).length > before ? true : undefined), {
      timeoutMs: 20_000,
    });
  const logOut = (token: string) =>
    f.post('/api/v1/user/logout', { session_id_key: pod.session_id_key, token, reason_text: 'Logout' }, token);

  it("sends sso_logout when the player's session ends without the kiosk's SSO call (the page was gone)", async () => {
    const before = (await ssoLogoutCommands()).length;
    const { token } = await signIn('station');
    assert.equal((await logOut(token)).statusCode, 200);
    await commandSent(before);
    // the page, told so, gets the provider's logout once
    const res = await f.post('/api/v1/sso/station_logout', { session_id_key: pod.session_id_key });
    assert.match(String((res.json().data as { logout_url: string | null }).logout_url), /SAMLRequest=/);
  });

  it("sends nothing when the kiosk's logout screen made the SSO call first", async () => {
    const before = (await ssoLogoutCommands()).length;
    const { token } = await signIn('station');
    const res = await f.post('/api/v1/sso/station_logout', { session_id_key: pod.session_id_key });
    assert.ok((res.json().data as { logout_url: string | null }).logout_url);
    assert.equal((await logOut(token)).statusCode, 200);
    // a later SSO session's end is seen after this one's: nothing came in between
    const next = await signIn('station');
    assert.equal((await logOut(next.token)).statusCode, 200);
    await commandSent(before);
    assert.equal((await ssoLogoutCommands()).length, before + 1);
  });

  it("sends sso_logout when the player's Login Here on another pod ends the station's session", async () => {
    const before = (await ssoLogoutCommands()).length;
    const { player } = await signIn('station');
    const elsewhere = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const login = await f.post('/api/v1/user/login', {
      session_id_key: elsewhere.session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(login.statusCode, 200, login.body);
    const { token } = login.json().data as { token: string };
    const res = await f.post('/api/v1/user/expire_sessions', { session_id_key: elsewhere.session_id_key, token });
    assert.equal(res.statusCode, 200, res.body);
    await commandSent(before);
  });

  it('sends sso_logout when the identity provider ends the session', async () => {
    const before = (await ssoLogoutCommands()).length;
    const { nameId } = await signIn('station');
    assert.equal((await fetch(idp.logoutRequestUrl(nameId), { redirect: 'manual' })).status, 302);
    await commandSent(before);
  });

  it("sends nothing for a sign-in made on the player's phone", async () => {
    const before = (await ssoLogoutCommands()).length;
    const { token } = await signIn('phone');
    assert.equal((await logOut(token)).statusCode, 200);
    const next = await signIn('station');
    assert.equal((await logOut(next.token)).statusCode, 200);
    await commandSent(before);
    assert.equal((await ssoLogoutCommands()).length, before + 1, 'only the station sign-in asked');
  });

  // last: it moves the clock two days on, past every session and kiosk page
  it('sends sso_logout when the session runs out', async () => {
    const before = (await ssoLogoutCommands()).length;
    await signIn('station');
    f.advance(2 * 24 * 60 * 60_000);
    await commandSent(before);
  });
});
