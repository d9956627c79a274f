import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { jetstreamManager } from '@nats-io/jetstream';
import type { LightMyRequestResponse } from 'fastify';
import { FileStore } from '../../src/files/file-store.ts';
import { assertBadInput, type FleetServices, multipartBody, openFleetClient } from '../support/fleet-admin.ts';
import { GIF, JPEG, pngOf, TEXT } from '../support/sample-files.ts';

const api = '/api/v1/admin/kiosk';
const FORMATTED = /^\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)$/;

describe('lab content', () => {
  let f: FleetServices;
  let su: string;
  let client: string;
  before(async () => {
    ({ f, su, client } = await openFleetClient());
  });
  after(async () => {
    await new FileStore(f.env.nc, f.env.names).destroyAll();
    await f.close();
  });

  const details = async (lab: string) => (await f.get(`${api}/edit/lab?lab_id=${lab}`, su)).json().data;
  const addFeed = (lab: string, fields: Record<string, unknown> = {}) =>
    f.post(
      `${api}/lab_rss_feed`,
      {
        lab_id: lab,
        rss_title: 'Campus news',
        rss_url: 'https://example.edu/news.rss',
        rss_expire_time: 30,
        ...fields,
      },
      su,
    );
  const uploadImage = (lab: string, type: string, bytes: Buffer, filename: string, mimetype: string) => {
    const { payload, headers } = multipartBody(
      { lab_id: lab, type },
      { field: 'homeimage', filename, type: mimetype, bytes },
    );
    return f.app.inject({
      method: 'POST',
      url: `${api}/upload/lab_homeimage`,
      payload,
      headers: { ...headers, authorization: `Bearer ${su}` },
    });
  };

  describe('RSS feeds', () => {
    it('are added and listed with the lab, with created and updated times in the lab time zone', async () => {
      const lab = await f.deployLab(client);
      const res = await addFeed(lab);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().message, 'Rss feed saved');
      const { id, rssfeeds } = res.json().data;
      assert.equal(rssfeeds.length, 1);
      const [feed] = (await details(lab)).rssfeeds;
      assert.equal(feed.id, id);
      assert.equal(feed.rss_title, 'Campus news');
      assert.equal(feed.rss_url, 'https://example.edu/news.rss');
      assert.equal(feed.rss_expire_time, 30);
      assert.match(feed.FormattedUpdatedAt, FORMATTED);
      assert.match(feed.FormattedCreatedAt, FORMATTED);
    });

    it('are deleted one at a time; deleting one that is gone is a 404', async () => {
      const lab = await f.deployLab(client);
      const first = (await addFeed(lab)).json().data.id;
      await addFeed(lab, { rss_url: 'http://example.edu/sports.rss', rss_title: 'Sports' });
      const res = await f.post(`${api}/delete/lab_rss_feed`, { id: first, lab_id: lab }, su);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res.json().data.rssfeeds.map((r: { rss_title: string }) => r.rss_title),
        ['Sports'],
      );
      assert.equal((await f.post(`${api}/delete/lab_rss_feed`, { id: first, lab_id: lab }, su)).statusCode, 404);
    });

    it('refuse the same URL twice in one lab with 409', async () => {
      const lab = await f.deployLab(client);
      await addFeed(lab);
      const before = await f.lastSeq();
      assert.equal((await addFeed(lab, { rss_title: 'Again' })).statusCode, 409);
      assert.equal(await f.lastSeq(), before);
    });

    describe('refuse bad input with 400 naming the field, appending nothing', () => {
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ['a URL that is not http(s)', { rss_url: 'ftp://example.edu/feed' }, 'rss_url'],
        ['text that is not a URL', { rss_url: 'campus news' }, 'rss_url'],
        ['a blank title', { rss_title: '   ' }, 'rss_title'],
        ['no title', { rss_title: undefined }, 'rss_title'],
        ['an expire time sent as text', { rss_expire_time: '30' }, 'rss_expire_time'],
        ['an expire time of 0 minutes', { rss_expire_time: 0 }, 'rss_expire_time'],
        ['an expire time over a week', { rss_expire_time: 10_081 }, 'rss_expire_time'],
      ];
      for (const [what, fields, field] of cases) {
        it(`when given ${what}`, async () => {
          const lab = await f.deployLab(client);
          await assertBadInput(f, () => addFeed(lab, fields), field);
        });
      }
    });
  });

  describe('API keys', () => {
    it('are shown whole once, then only masked, and the log holds only their hash and prefix', async () => {
      const lab = await f.deployLab(client);
      const res = await f.post(`${api}/lab_api_keys`, { lab_id: lab, api_key_name: 'Scoreboard' }, su);
      assert.equal(res.statusCode, 200, res.body);
      const { id, api_key, api_key_name, apikeys } = res.json().data;
      assert.equal(api_key_name, 'Scoreboard');
      assert.match(api_key, /^gpk_[A-Za-z0-9_-]{32}$/, 'at least 128 random bits');
      const masked = `${api_key.slice(0, 10)}…`;
      assert.deepEqual(
        apikeys.map((k: { id: string; api_key: string }) => [k.id, k.api_key]),
        [[id, masked]],
      );
      const listed = (await details(lab)).apikeys;
      assert.deepEqual(
        listed.map((k: { api_key_name: string; api_key: string }) => [k.api_key_name, k.api_key]),
        [['Scoreboard', masked]],
      );
      assert.ok(!JSON.stringify(await details(lab)).includes(api_key));

      // every message of the raw stream: the key is in none, its hash is in the log
      const jsm = await jetstreamManager(f.env.nc);
      const last = await f.lastSeq();
      let raw = '';
      for (let seq = 1; seq <= last; seq++) {
        const m = await jsm.streams.getMessage(f.env.names.eventsStream, { seq });
        raw += new TextDecoder().decode(m?.data);
      }
      assert.ok(!raw.includes(api_key), 'the whole key is not in the log');
      assert.ok(!raw.includes(api_key.slice(10)), 'nor its secret part');
      assert.ok(raw.includes(createHash('sha256').update(api_key).digest('hex')), 'its hash is');
    });

    it('are deleted; deleting one that is gone is a 404', async () => {
      const lab = await f.deployLab(client);
      const { id } = (await f.post(`${api}/lab_api_keys`, { lab_id: lab, api_key_name: 'A' }, su)).json().data;
      const res = await f.post(`${api}/delete/lab_api_keys`, { id, lab_id: lab }, su);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data.apikeys, []);
      assert.deepEqual((await details(lab)).apikeys, []);
      assert.equal((await f.post(`${api}/delete/lab_api_keys`, { id, lab_id: lab }, su)).statusCode, 404);
    });

    it('need a name (400 on api_key_name, appending nothing)', async () => {
      const lab = await f.deployLab(client);
      await assertBadInput(
        f,
        () => f.post(`${api}/lab_api_keys`, { lab_id: lab, api_key_name: ' ' }, su),
        'api_key_name',
      );
      await assertBadInput(f, () => f.post(`${api}/lab_api_keys`, { lab_id: lab }, su), 'api_key_name');
    });
  });

  describe('home images', () => {
    const served = async (url: string) => f.app.inject({ method: 'GET', url });

    it('are stored per slot and served back byte for byte with their content type', async () => {
      const lab = await f.deployLab(client);
      const png = pngOf(4, 3, [200, 30, 30]);
      const left = await uploadImage(lab, 'left', png, 'left.png', 'image/png');
      assert.equal(left.statusCode, 200, left.body);
      await uploadImage(lab, 'banner', JPEG, 'banner.JPG', 'image/jpeg');
      const res = await uploadImage(lab, 'right', GIF, 'right.gif', 'image/gif');
      const { left_image, right_image, banner_image } = res.json().data;
      assert.match(left_image, /^\/api\/v1\/files\/home_images\/[0-9a-f]{64}$/);
      const { lab: detail } = await details(lab);
      assert.deepEqual(
        [detail.left_image, detail.right_image, detail.banner_image],
        [left_image, right_image, banner_image],
      );

      for (const [url, bytes, type] of [
        [left_image, png, 'image/png'],
        [right_image, GIF, 'image/gif'],
        [banner_image, JPEG, 'image/jpeg'],
      ] as const) {
        const file: LightMyRequestResponse = await served(url);
        assert.equal(file.statusCode, 200);
        assert.equal(file.headers['content-type'], type);
        assert.match(String(file.headers['cache-control']), /immutable/);
        assert.ok(file.rawPayload.equals(bytes), `${url} is the uploaded file`);
      }
    });

    it('append nothing when the same image goes into the same slot again', async () => {
      const lab = await f.deployLab(client);
      const png = pngOf(2, 2, [1, 2, 3]);
      await uploadImage(lab, 'left', png, 'a.png', 'image/png');
      const before = await f.lastSeq();
      assert.equal((await uploadImage(lab, 'left', png, 'b.png', 'image/png')).statusCode, 200);
      assert.equal(await f.lastSeq(), before);
    });

    it('are deleted per slot; the other slots keep theirs', async () => {
      const lab = await f.deployLab(client);
      await uploadImage(lab, 'left', pngOf(1, 1, [9, 9, 9]), 'l.png', 'image/png');
      await uploadImage(lab, 'right', pngOf(1, 1, [8, 8, 8]), 'r.png', 'image/png');
      const res = await f.post(`${api}/delete/lab_homeimage`, { lab_id: lab, type: 'left' }, su);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.left_image, null);
      assert.ok(res.json().data.right_image);
      const before = await f.lastSeq();
      assert.equal((await f.post(`${api}/delete/lab_homeimage`, { lab_id: lab, type: 'left' }, su)).statusCode, 200);
      assert.equal(await f.lastSeq(), before, 'an empty slot is already deleted');
    });

    describe('refuse an upload with 400 on homeimage, appending nothing', () => {
      const png = pngOf(2, 2, [0, 0, 0]);
      const cases: Array<[string, Buffer, string, string]> = [
        ['a text file named .png', TEXT, 'photo.png', 'image/png'],
        ['a PNG named .mp3', png, 'song.mp3', 'audio/mpeg'],
        ['a PNG declared as text/plain', png, 'photo.png', 'text/plain'],
        ['a file over 5,000,000 bytes', Buffer.concat([png, Buffer.alloc(5_000_001)]), 'big.png', 'image/png'],
      ];
      for (const [what, bytes, filename, type] of cases) {
        it(`when it is ${what}`, async () => {
          const lab = await f.deployLab(client);
          await assertBadInput(f, () => uploadImage(lab, 'left', bytes, filename, type), 'homeimage');
          assert.equal((await details(lab)).lab.left_image, null);
        });
      }

      it('when the form has no file', async () => {
        const lab = await f.deployLab(client);
        const { payload, headers } = multipartBody({ lab_id: lab, type: 'left' });
        const send = () =>
          f.app.inject({
            method: 'POST',
            url: `${api}/upload/lab_homeimage`,
            payload,
            headers: { ...headers, authorization: `Bearer ${su}` },
          });
        await assertBadInput(f, send, 'homeimage');
      });

      it('when the body is JSON pretending to hold a file', async () => {
        const lab = await f.deployLab(client);
        const homeimage = { filename: 'a.png', mimetype: 'image/png', truncated: false, bytes: 'iVBORw0KGgo=' };
        const send = () => f.post(`${api}/upload/lab_homeimage`, { lab_id: lab, type: 'left', homeimage }, su);
        await assertBadInput(f, send, 'homeimage');
      });
    });

    it('refuse a slot that is not banner, left or right (400 on type)', async () => {
      const lab = await f.deployLab(client);
      await assertBadInput(f, () => uploadImage(lab, 'top', pngOf(1, 1, [0, 0, 0]), 'a.png', 'image/png'), 'type');
      await assertBadInput(f, () => f.post(`${api}/delete/lab_homeimage`, { lab_id: lab, type: 'top' }, su), 'type');
    });
  });

  describe('the file route', () => {
    it('answers 404 for a file it does not have and 400 for an id that is not a SHA-256', async () => {
      assert.equal(
        (await f.app.inject({ method: 'GET', url: `/api/v1/files/logos/${'0'.repeat(64)}` })).statusCode,
        404,
      );
      assert.equal((await f.app.inject({ method: 'GET', url: '/api/v1/files/logos/logo.png' })).statusCode, 400);
      assert.equal(
        (await f.app.inject({ method: 'GET', url: `/api/v1/files/secrets/${'0'.repeat(64)}` })).statusCode,
        400,
      );
    });
  });
});
