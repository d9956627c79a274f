import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import { jetstream } from '@nats-io/jetstream';
import { openPrivateServices, type PrivateServices } from './support/private-services.ts';
import { connectAsStation } from './support/station.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PAGE = new TextEncoder().encode('<!doctype html><script>fetch("/api/v1/admin/kiosk/pods")</script>');

describe("a station's screenshot, as the admin console loads it", () => {
  let s: PrivateServices;
  before(async () => {
    s = await openPrivateServices();
  });
  after(async () => {
    await s.close();
  });

  /** A deployed pod's station: enrolled by its bridge, then the test connected with its creds. */
  const station = async (t: TestContext) => {
    const pod = await s.deployPod();
    const { nc, reg } = await connectAsStation(t, { apiUrl: s.apiUrl, natsUrl: s.natsUrl, podIdKey: pod.pod_id_key });
    /** Writes the station's own screenshot key, as a bridge does. */
    const upload = (bytes: Uint8Array) => jetstream(nc).publish(`$KV.${reg.screens_bucket}.${reg.pod_id}`, bytes);
    return { podId: reg.pod_id, upload };
  };
  /** The <img> request: the session rides as `&token=`, since an image sends no header. */
  const image = (podId: string) =>
    fetch(`${s.apiUrl}/api/v1/admin/kiosk/pod/screenshot.png?pod_id=${podId}&token=${encodeURIComponent(s.admin)}`);

  it('serves a PNG to the <img> with ?token=, unsniffable and sandboxed', async (t) => {
    const { podId, upload } = await station(t);
    await upload(PNG);
    const res = await image(podId);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /(^|;)\s*sandbox\s*(;|$)/);
    assert.match(csp, /default-src 'none'/);
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), PNG);
  });

  it('refuses to serve what a station wrote to its own key when it is not a PNG', async (t) => {
    const { podId, upload } = await station(t);
    await upload(PAGE);
    const res = await image(podId);
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(await res.json(), {
      status: false,
      message: 'The pod sent no PNG screenshot',
      data: { code: 'not_found' },
    });
  });
});
