import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type GameServices, gameForm, openGameServices } from '../support/game-fixtures.ts';
import { GIF, pngOf, TEXT } from '../support/sample-files.ts';

const api = '/api/v1/admin/game';

describe('the game catalogue', () => {
  let g: GameServices;
  let su: string;
  before(async () => {
    g = await openGameServices();
    su = await g.su();
  });
  after(() => g.close());

  const bad = (send: () => Promise<LightMyRequestResponse>, field: string) => async () => {
    await assertBadInput(g, send, field);
  };
  const edit = (id: string, token = su) => g.get(`${api}/edit?game_id=${id}`, token);

  it('deploys a game with its poster, and Edit Game reads it back as the Game entity', async () => {
    const res = await g.createGame(gameForm({ title: 'Rocket League', platform: 'ps,xb,pc' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Game deployed');
    const { game } = res.json().data;
    assert.match(game.GameKey, /^rocket-league(-\d)?$/);
    const read = (await edit(game.GameId)).json().data.game;
    assert.equal(read.GameName, 'Rocket League');
    assert.equal(read.GamePlatform, 'xb,ps,pc');
    assert.equal(read.PlatformsFE, 'Xbox, PS5, PC');
    assert.equal(read.MultiplePlatforms, 1);
    assert.equal(read.ReleasedDate, '05/31/2024');
    assert.equal(read.ExpiredDate, null);
    assert.equal(read.InstallSize, 12.5);
    assert.equal(read.GameType, 'local');
    assert.equal(read.GameStatus, 'active');
    assert.equal(read.IsSurveyOnly, 0);
  });

  it('serves the poster back byte for byte from its URL', async () => {
    const bytes = pngOf(8, 8, [10, 120, 200]);
    const res = await g.createGame(gameForm(), { bytes });
    assert.equal(res.statusCode, 200, res.body);
    const url = res.json().data.game.ImageURL as string;
    assert.match(url, /^\/api\/v1\/files\/game_images\/[0-9a-f]{64}$/);
    const file = await g.app.inject({ method: 'GET', url });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.deepEqual(file.rawPayload, bytes);
  });

  it('gives two games of the same title different keys', async () => {
    const title = `Twin ${Date.now()}`;
    const a = (await g.createGame(gameForm({ title }))).json().data.game.GameKey;
    const b = (await g.createGame(gameForm({ title }))).json().data.game.GameKey;
    assert.notEqual(a, b);
    assert.equal(b, `${a}-2`);
  });

  it('saves Edit Game: the fields change, the poster stays unless a new one is sent', async () => {
    const id = await g.game();
    const before = (await edit(id)).json().data.game;
    const res = await g.post(
      `${api}/update`,
      { ...gameForm({ title: 'Renamed', status: 'down', genre: 'Indie', platform: 'sw' }), game_id: id },
      su,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Game updated');
    const after = (await edit(id)).json().data.game;
    assert.equal(after.GameName, 'Renamed');
    assert.equal(after.GameStatus, 'down');
    assert.equal(after.GameGenre, 'Indie');
    assert.equal(after.PlatformsFE, 'Switch');
    assert.equal(after.ImageURL, before.ImageURL);
    assert.equal(after.GameKey, before.GameKey, 'the key stations know a game by never changes');
  });

  it('deletes a game: Edit Game and a second delete answer 404', async () => {
    const id = await g.game();
    const res = await g.post(`${api}/delete`, { game_id: id }, su);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Game deleted');
    assert.equal((await edit(id)).statusCode, 404);
    assert.equal((await g.post(`${api}/delete`, { game_id: id }, su)).statusCode, 404);
  });

  describe('refuses bad input with a 400 naming the field, appending nothing', () => {
    /** A missing required field: the one message for them all, the field in data.field. */
    const missing = async (send: () => Promise<LightMyRequestResponse>, name: string) => {
      const before = await g.lastSeq();
      const res = await send();
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, 'Please fill all required fields');
      assert.equal(res.json().data.field, name);
      assert.equal(await g.lastSeq(), before, 'bad input appended an event');
    };
    for (const name of ['title', 'search_title', 'platform', 'esrb', 'released', 'genre', 'type', 'status']) {
      it(`a Deploy Game form without ${name}`, () => missing(() => g.createGame(gameForm({ [name]: '' })), name));
    }
    it('a Deploy Game form without a poster', () => missing(() => g.createGame(gameForm(), null), 'image'));
    it(
      'a release date that is not mm/dd/yyyy',
      bad(() => g.createGame(gameForm({ released: '2024-05-31' })), 'released'),
    );
    it(
      'an expiry date of the wrong length',
      bad(() => g.createGame(gameForm({ expired: '1/1/2030' })), 'expired'),
    );
    it('a negative install size, or one with a thousands separator', async () => {
      await assertBadInput(g, () => g.createGame(gameForm({ install_size: '-3' })), 'install_size');
      await assertBadInput(g, () => g.createGame(gameForm({ install_size: '1,200' })), 'install_size');
    });
    it(
      'a platform outside the catalogue',
      bad(() => g.createGame(gameForm({ platform: 'xb,n64' })), 'platform'),
    );
    it(
      'a poster whose content is not an image, whatever its name says',
      bad(() => g.createGame(gameForm(), { bytes: TEXT, filename: 'poster.png' }), 'image'),
    );
    it(
      'a poster larger than 2 MB',
      bad(
        () => g.createGame(gameForm(), { bytes: Buffer.concat([GIF, Buffer.alloc(2_000_001)]), type: 'image/gif' }),
        'image',
      ),
    );
    it('an Edit Game form missing a field', async () => {
      const id = await g.game();
      await missing(() => g.post(`${api}/update`, { ...gameForm({ esrb: '' }), game_id: id }, su), 'esrb');
    });
    it(
      'a field the form does not have',
      bad(() => g.post(`${api}/delete`, { game_id: 'x', colour: 'red' }, su), 'colour'),
    );
  });

  describe('is the super admin’s alone', () => {
    for (const role of [1, 2, 3, 5]) {
      it(`answers 403 to role ${role} on every catalogue call, appending nothing`, async () => {
        const id = await g.game();
        const client = await g.client();
        const token = await g.token(role, client.id);
        const before = await g.lastSeq();
        assert.equal((await g.createGame(gameForm(), undefined, token)).statusCode, 403);
        assert.equal((await edit(id, token)).statusCode, 403);
        assert.equal((await g.post(`${api}/update`, { ...gameForm(), game_id: id }, token)).statusCode, 403);
        assert.equal((await g.post(`${api}/delete`, { game_id: id }, token)).statusCode, 403);
        assert.equal(await g.lastSeq(), before);
      });
    }
    it('answers 401 without a session', async () => {
      assert.equal((await g.get(`${api}/edit?game_id=x`)).statusCode, 401);
    });
  });
});
