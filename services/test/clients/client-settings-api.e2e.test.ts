import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_THEME } from '@gamepod/contracts/catalogues';
import { FileStore } from '../../src/files/file-store.ts';
import { assertBadInput, type FleetServices, multipartBody, openFleetServices } from '../support/fleet-admin.ts';
import { AAC, GIF, MP3_ID3, pngOf, TEXT, WEBP, wavOf } from '../support/sample-files.ts';

const api = '/api/v1/admin/kiosk';
type FilePart = { field: string; filename: string; type: string; bytes: Buffer };

describe('Account Settings', () => {
  let f: FleetServices;
  let su: string;
  before(async () => {
    f = await openFleetServices();
    su = await f.superAdmin();
  });
  after(async () => {
    await new FileStore(f.env.nc, f.env.names).destroyAll();
    await f.close();
  });

  const settings = async (client: string, token = su) =>
    (await f.get(`${api}/get_client_theme_logo?client_id=${client}`, token)).json().data;
  /** A multipart save with at most one file (what the settings form sends). */
  const save = (fields: Record<string, string>, file?: FilePart, token = su) => {
    const { payload, headers } = multipartBody(fields, file);
    return f.app.inject({
      method: 'POST',
      url: `${api}/update_client_theme_logo`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const logo = (bytes: Buffer, filename = 'logo.png', type = 'image/png'): FilePart => ({
    field: 'logo',
    filename,
    type,
    bytes,
  });
  const audio = (bytes: Buffer, filename: string, type: string): FilePart => ({
    field: 'audio',
    filename,
    type,
    bytes,
  });

  it('start with no logo, no audio and the default colours', async () => {
    const client = await f.deployClient();
    assert.deepEqual(await settings(client), {
      client_id: client,
      logo: null,
      audio_url: null,
      theme_rgb_pallet_id: null,
      primary_color: '#f48226',
      accent_color: '#496e9c',
      gradiant_color: '#03244d',
      hover_color: '#191919',
      led1_pallet_id: null,
      led2_pallet_id: null,
    });
  });

  it("give a client admin their own client's, whichever client they name", async () => {
    const own = await f.deployClient();
    const other = await f.deployClient();
    await f.post(`${api}/update_client_theme_logo`, { client_id: other, primary_color: '#000' }, su);
    const mine = await settings(other, await f.token(3, own));
    assert.equal(mine.client_id, own);
    assert.equal(mine.primary_color, DEFAULT_THEME.primary_color);
  });

  it('save colours sent as JSON, lower-cased, #rgb kept, the rest unchanged', async () => {
    const client = await f.deployClient();
    const res = await f.post(
      `${api}/update_client_theme_logo`,
      { client_id: client, primary_color: '#ABC', hover_color: '#1A2B3C', accent_color: '', theme_rgb_pallet_id: 4 },
      su,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Settings saved');
    const now = await settings(client);
    assert.deepEqual(
      [now.primary_color, now.accent_color, now.gradiant_color, now.hover_color, now.theme_rgb_pallet_id],
      ['#abc', '#496e9c', '#03244d', '#1a2b3c', 4],
    );
    const before = await f.lastSeq();
    assert.equal((await save({ client_id: client, primary_color: '#abc', theme_rgb_pallet_id: '4' })).statusCode, 200);
    assert.equal(await f.lastSeq(), before, 'saving what is stored appends nothing');
  });

  it('store a logo and serve it back byte for byte as image/png', async () => {
    const client = await f.deployClient();
    const png = pngOf(150, 60, [244, 130, 38]);
    const res = await save({ client_id: client }, logo(png));
    assert.equal(res.statusCode, 200, res.body);
    const url = res.json().data.logo;
    assert.match(url, /^\/api\/v1\/files\/logos\/[0-9a-f]{64}$/);
    assert.equal((await settings(client)).logo, url);
    const file = await f.app.inject({ method: 'GET', url });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.ok(file.rawPayload.equals(png));
  });

  it('show the logo and colours on the client details too', async () => {
    const client = await f.deployClient();
    const url = (await save({ client_id: client, primary_color: '#ABC' }, logo(pngOf(2, 2, [1, 2, 3])))).json().data
      .logo;
    const details = (await f.get(`${api}/client?client_id=${client}`, su)).json().data;
    assert.equal(details.clients[0].logo, url);
    assert.equal(details.clients[0].primary_color, '#abc');
    assert.equal(details.audio_url, null);
  });

  it('store audio, serve it as audio/mpeg, and remove it with remove_audio', async () => {
    const client = await f.deployClient();
    const res = await save({ client_id: client }, audio(MP3_ID3, 'jingle.mp3', 'audio/mpeg'));
    assert.equal(res.statusCode, 200, res.body);
    const url = res.json().data.audio_url;
    const file = await f.app.inject({ method: 'GET', url });
    assert.equal(file.headers['content-type'], 'audio/mpeg');
    assert.ok(file.rawPayload.equals(MP3_ID3));
    for (const [bytes, name, type, served] of [
      [wavOf(), 'a.wav', 'audio/wav', 'audio/wav'],
      [AAC, 'a.aac', 'audio/aac', 'audio/aac'],
    ] as const) {
      const saved = await save({ client_id: client }, audio(bytes, name, type));
      const back = await f.app.inject({ method: 'GET', url: saved.json().data.audio_url });
      assert.equal(back.headers['content-type'], served);
    }
    const removed = await save({ client_id: client, remove_audio: '1' });
    assert.equal(removed.json().data.audio_url, null);
  });

  it('take a GIF logo', async () => {
    const client = await f.deployClient();
    assert.equal((await save({ client_id: client }, logo(GIF, 'logo.gif', 'image/gif'))).statusCode, 200);
  });

  describe('refuse bad input with 400 naming the field and its message key, appending nothing', () => {
    const png = pngOf(2, 2, [0, 0, 0]);
    const cases: Array<[string, Record<string, string>, FilePart | undefined, string, string | undefined]> = [
      ['a text file named .png as the logo', {}, logo(TEXT), 'logo', 'admin-setting-logo-format-error'],
      [
        'a PNG named .mp3 as the logo',
        {},
        logo(png, 'logo.mp3', 'audio/mpeg'),
        'logo',
        'admin-setting-logo-format-error',
      ],
      ['a WebP logo', {}, logo(WEBP, 'logo.webp', 'image/webp'), 'logo', 'admin-setting-logo-format-error'],
      [
        'a logo of 3,000,001 bytes',
        {},
        logo(Buffer.concat([png, Buffer.alloc(3_000_001 - png.length)])),
        'logo',
        'admin-setting-logo-size-error',
      ],
      [
        'an .mp3 that is a PNG as the audio',
        {},
        audio(png, 'song.mp3', 'audio/mpeg'),
        'audio',
        'admin-setting-audio-format-error',
      ],
      ['a text file as the audio', {}, audio(TEXT, 'a.wav', 'audio/wav'), 'audio', 'admin-setting-audio-format-error'],
      ['a colour name', { primary_color: 'orange' }, undefined, 'primary_color', 'admin-setting-color-format-error'],
      [
        'a four-digit hex colour',
        { hover_color: '#abcd' },
        undefined,
        'hover_color',
        'admin-setting-color-format-error',
      ],
      [
        'a hex colour without #',
        { accent_color: 'f48226' },
        undefined,
        'accent_color',
        'admin-setting-color-format-error',
      ],
      ['a palette that does not exist', { theme_rgb_pallet_id: '99' }, undefined, 'theme_rgb_pallet_id', undefined],
      [
        'a palette id that is not a number',
        { theme_rgb_pallet_id: 'blue' },
        undefined,
        'theme_rgb_pallet_id',
        undefined,
      ],
      [
        'audio and remove_audio together',
        { remove_audio: '1' },
        audio(MP3_ID3, 'a.mp3', 'audio/mpeg'),
        'remove_audio',
        undefined,
      ],
    ];
    for (const [what, fields, file, field, key] of cases) {
      it(`when given ${what}`, async () => {
        const client = await f.deployClient();
        const res = await assertBadInput(f, () => save({ client_id: client, ...fields }, file), field);
        assert.equal(res.json().data.msg_key, key);
        assert.deepEqual((await settings(client)).logo, null);
      });
    }

    it('when a super admin names no client', async () => {
      await assertBadInput(
        f,
        () => f.post(`${api}/update_client_theme_logo`, { primary_color: '#fff' }, su),
        'client_id',
      );
      const res = await f.get(`${api}/get_client_theme_logo`, su);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().data.field, 'client_id');
    });
  });

  it('answer 404 for a client that does not exist', async () => {
    const missing = '01890000-0000-7000-8000-000000000000';
    assert.equal((await f.get(`${api}/get_client_theme_logo?client_id=${missing}`, su)).statusCode, 404);
    const before = await f.lastSeq();
    const res = await save({ client_id: missing }, logo(pngOf(1, 1, [1, 1, 1])));
    assert.equal(res.statusCode, 404);
    assert.equal(await f.lastSeq(), before);
  });

  describe('LED defaults (update_client_rgb_pallet)', () => {
    it('save the palette colour of each LED strip', async () => {
      const client = await f.deployClient();
      const res = await f.post(
        `${api}/update_client_rgb_pallet`,
        { client_id: client, pallet_id: 3, led_type: 'led1' },
        su,
      );
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().message, 'LED settings saved');
      await f.post(`${api}/update_client_rgb_pallet`, { client_id: client, pallet_id: 9, led_type: 'led2' }, su);
      const now = await settings(client);
      assert.deepEqual([now.led1_pallet_id, now.led2_pallet_id], [3, 9]);
    });

    it('refuse a palette or LED that does not exist with 400, appending nothing', async () => {
      const client = await f.deployClient();
      const send = (body: Record<string, unknown>) =>
        f.post(`${api}/update_client_rgb_pallet`, { client_id: client, pallet_id: 1, led_type: 'led1', ...body }, su);
      await assertBadInput(f, () => send({ pallet_id: 99 }), 'pallet_id');
      await assertBadInput(f, () => send({ pallet_id: '2' }), 'pallet_id');
      await assertBadInput(f, () => send({ led_type: 'led3' }), 'led_type');
    });
  });
});
