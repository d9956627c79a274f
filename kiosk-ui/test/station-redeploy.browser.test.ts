import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deployPod } from '@gamepod/testbed';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('a running kiosk whose station is deployed as another pod', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  it("starts the new pod's session by itself, its bridge registered as that pod", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);

    const key = await deployPod(h, h.clientId, await h.labOf(0));
    const pods = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{
      id: string;
      pod_id_key: string;
      license: string | null;
    }>;
    const pod = pods.find((p) => p.pod_id_key === key);
    assert.ok(pod?.license, 'the new pod has a seat licence to show');
    assert.notEqual(pod.id, h.podIds[0]);

    // the admin console, open in the station's browser, gives the helper the new key through the bridge
    const call = { op: 'call', id: 'deploy', method: 'POST', path: '/kiosk/set/pod_id', body: { pod_id: key } };
    const reply = (await page.evaluate(`new Promise((resolve, reject) => {
      const ws = new WebSocket(${JSON.stringify(h.stations[0]?.bridge)});
      ws.onerror = () => reject(new Error('no bridge'));
      ws.onopen = () => ws.send(${JSON.stringify(JSON.stringify(call))});
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data));
        if (m.op === 'reply' && m.id === 'deploy') { ws.close(); resolve(m); }
      };
    })`)) as { ok: boolean };
    assert.equal(reply.ok, true);

    await page.getByText(pod.license, { exact: true }).first().waitFor({ timeout: 20_000 });
    const stored = String(await page.evaluate("localStorage.getItem('gp.pod_session')"));
    assert.match(stored, new RegExp(key), 'the stored pod session is the new pod’s');
  });
});
