import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_THEME } from '@gamepod/contracts/catalogues';
import { clientsProjection, labsProjection } from '@gamepod/projections';
import { FileStore } from '../../src/files/file-store.ts';
import { multipartBody } from '../support/fleet-admin.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import { pngOf } from '../support/sample-files.ts';

const api = '/api/v1/admin/kiosk';

describe('the kiosk picking up Account Settings and home images', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let su: string;
  before(async () => {
    // the settings and lab routes read the clients and labs read models
    f = await openIdentityServices({ extra: [clientsProjection, labsProjection] });
    pod = await f.kioskPod();
    su = await f.token(4, null);
  });
  after(async () => {
    await new FileStore(f.env.nc, f.env.names).destroyAll();
    await f.close();
  });

  const upload = (url: string, fields: Record<string, string>, field: string, bytes: Buffer) => {
    const { payload, headers } = multipartBody(fields, { field, filename: `${field}.png`, type: 'image/png', bytes });
    return f.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${su}` } });
  };
  /** A new kiosk session on the pod (the page reloaded): its pod session data; the pod keeps the new key. */
  const validate = async () => {
    const data = json(await f.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key })).data;
    pod = { ...pod, session_id_key: String(data.session_id_key) };
    return data;
  };

  it('gives a fresh kiosk session no logo or images and the default theme', async () => {
    const session = await validate();
    assert.equal(session.logo, null);
    assert.deepEqual(session.theme, DEFAULT_THEME);
    assert.deepEqual([session.left_image, session.right_image, session.banner_image], [null, null, null]);
  });

  it('tells the live kiosk on its socket when the logo, theme or home images change', async () => {
    const socket = await f.podSocket(pod);
    const saved = await upload(
      `${api}/update_client_theme_logo`,
      { client_id: pod.client.id, primary_color: '#00ff00' },
      'logo',
      pngOf(150, 60, [0, 255, 0]),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const push = await socket.next();
    assert.equal(push.kind, 'message-send');
    assert.deepEqual((push.payload as { message: string; data: unknown }).message, 'branding');
    assert.deepEqual((push.payload as { data: unknown }).data, { pod: pod.id, user: null });

    const image = await upload(
      `${api}/upload/lab_homeimage`,
      { lab_id: pod.lab_id, type: 'left' },
      'homeimage',
      pngOf(20, 40, [255, 0, 0]),
    );
    assert.equal(image.statusCode, 200, image.body);
    assert.equal(((await socket.next()).payload as { message: string }).message, 'branding');
  });

  it('answers the current theme, logo and images at /kiosk/theme_logo and in the next pod session', async () => {
    const admin = json(await f.get(`${api}/get_client_theme_logo?client_id=${pod.client.id}`, su)).data;
    const images = json(await f.get(`${api}/edit/lab?lab_id=${pod.lab_id}`, su)).data.lab as Record<string, unknown>;
    const expected = {
      logo: admin.logo,
      theme: { ...DEFAULT_THEME, primary_color: '#00ff00' },
      audio_url: null,
      left_image: images.left_image,
      right_image: null,
      banner_image: null,
    };
    assert.match(String(expected.logo), /^\/api\/v1\/files\/logos\//);
    assert.match(String(expected.left_image), /^\/api\/v1\/files\/home_images\//);

    const res = await f.get(`/api/v1/kiosk/theme_logo?session_id_key=${encodeURIComponent(pod.session_id_key)}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json(res).data, expected);

    // the pod session data carries all but the audio
    const { audio_url: _audio, ...inSession } = expected;
    const session = await validate();
    for (const [key, value] of Object.entries(inSession)) assert.deepEqual(session[key], value, key);

    // and the phone that scans the pod's QR code shows the same logo
    const remote = await f.post('/api/v1/kiosk/validate/remote', { remote_id: session.remote_id_key });
    assert.equal(remote.statusCode, 200, remote.body);
    assert.equal(json(remote).data.logo, expected.logo);
  });

  it('refuses /kiosk/theme_logo without a live kiosk session', async () => {
    assert.equal((await f.get('/api/v1/kiosk/theme_logo')).statusCode, 400);
    assert.equal((await f.get('/api/v1/kiosk/theme_logo?session_id_key=nope')).statusCode, 401);
  });

  it("puts the client's colours in a login's user session styles", async () => {
    const fresh = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const player = await f.account(1, { client_id: pod.client.id });
    const res = await f.post('/api/v1/user/login', {
      session_id_key: fresh.session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json(res).data.styles, { ...DEFAULT_THEME, primary_color: '#00ff00' });
  });
});
