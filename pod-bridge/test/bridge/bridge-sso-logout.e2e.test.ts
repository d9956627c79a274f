import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BridgeMessage } from '@gamepod/contracts/bridge-socket';
import { eventually } from '@gamepod/devkit';
import { connectKiosk, isCommand, isHello } from './support/kiosk-client.ts';
import { listeningServices } from './support/listening-services.ts';
import { outcomeOf, podEvents, startTestBridge, startTestStation } from './support/station.ts';

type Command = Extract<BridgeMessage, { op: 'command' }>;
const ssoLogouts = (messages: readonly BridgeMessage[]) =>
  messages.filter((m): m is Command => isCommand(m) && m.command.command_type === 'sso_logout');

/**
 * The provider session a station's browser holds is ended by the kiosk page in that browser:
 * staff's sso_logout command and the station's own ask (the helper's one-shot flag) both reach
 * the page through the bridge; the page reads the helper's web_sso through it too.
 */
describe("a bridge passing the end of its browser's provider session to the kiosk page", () => {
  const s = listeningServices();

  const station = async (t: Parameters<typeof startTestStation>[0]) => {
    const pod = await s.f.deployPod(s.client, s.labId);
    const sim = await startTestStation(t, pod.pod_id_key);
    const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, natsUrl: s.f.env.natsUrl });
    await bridge.registered;
    const kiosk = await connectKiosk(bridge.kioskUrl);
    t.after(() => kiosk.close());
    await kiosk.next('hello', isHello);
    return { pod, sim, kiosk };
  };

  it("hands staff's sso_logout command to the page and records it completed, calling no helper set", async (t) => {
    const { pod, sim, kiosk } = await station(t);
    const admin = await s.f.token(4, null);
    const res = await s.f.post('/api/v1/admin/run/command', { command_type: 'sso_logout', pod_ids: [pod.id] }, admin);
    assert.equal(res.statusCode, 200, res.body);
    const [issued] = (res.json() as { data: { commands: { command_id: string }[] } }).data.commands;
    assert.ok(issued);

    const pushed = await eventually('the command at the page', () =>
      ssoLogouts(kiosk.messages).find((m) => m.command.command_id === issued.command_id),
    );
    assert.equal(pushed.command.command_type, 'sso_logout');
    const outcome = await outcomeOf(s.f.deps.store, pod.id, issued.command_id);
    assert.equal(outcome.type, 'PodCommandCompleted');
    assert.equal(
      sim.calls().some((c) => c.method === 'POST'),
      false,
      'the helper holds nothing of the provider session',
    );
  });

  it("hands the station's own ask (the helper's one-shot sso_logout) to the page once, writing nothing to the log", async (t) => {
    const { pod, sim, kiosk } = await station(t);
    const issuedBefore = (await podEvents(s.f.deps.store, pod.id, 'PodCommandIssued')).length;
    sim.set({ web: { sso_logout: true } });
    await eventually('the ask at the page', () => ssoLogouts(kiosk.messages)[0]);
    assert.equal(sim.state().web.sso_logout, false, 'reading the flag cleared it');
    // polled again (every 2 s) it is down: the page was asked once
    await eventually('a later poll', () =>
      sim.calls().filter((c) => c.path.endsWith('/kiosk/check/sso_logout')).length >= 3 ? true : undefined,
    );
    assert.equal(ssoLogouts(kiosk.messages).length, 1);
    assert.equal((await podEvents(s.f.deps.store, pod.id, 'PodCommandIssued')).length, issuedBefore);
  });

  it("relays the page's GET /kiosk/check/web_sso to the helper", async (t) => {
    const { sim, kiosk } = await station(t);
    sim.set({ web: { web_sso: true } });
    kiosk.ws.send(JSON.stringify({ op: 'call', id: 'w1', method: 'GET', path: '/kiosk/check/web_sso' }));
    const reply = await kiosk.next('the reply', (m): m is Extract<BridgeMessage, { op: 'reply' }> => m.op === 'reply');
    assert.equal(reply.id, 'w1');
    assert.equal(reply.ok, true);
    assert.equal(reply.data.web_sso, true);
  });
});
