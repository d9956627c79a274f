import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { surveysProjection } from '@gamepod/projections';
import { type GameServices, openGameServices } from '../support/game-fixtures.ts';
import type { KioskPod } from '../support/kiosk-fixtures.ts';

const RATINGS = { mark_cleanliness: 5, mark_network_speed: 4, mark_game_selection: 3, mark_overall_experience: 2 };
type Offered = { GameId: string; GameName: string; ImageURL: string };

describe("the exit survey's upcoming games from the catalogue", () => {
  let g: GameServices;
  let pod: KioskPod;
  const tag = `s${Date.now().toString(36)}`;
  const ids: Record<string, string> = {};
  before(async () => {
    g = await openGameServices({ extra: [surveysProjection] });
    pod = await g.kioskPod();
    ids.older = await g.game({ title: `${tag} Older Upcoming`, is_survey_only: '1', released: '01/10/2027' });
    ids.newer = await g.game({ title: `${tag} Newer Upcoming`, is_survey_only: '1', released: '06/10/2027' });
    ids.inactive = await g.game({ title: `${tag} Shelved Upcoming`, is_survey_only: '1', status: 'inactive' });
    ids.playable = await g.game({ title: `${tag} Playable Now` });
  });
  after(() => g.close());

  const offered = async () => {
    const res = await g.get(`/api/v1/survey/games?session_id_key=${encodeURIComponent(pod.session_id_key)}`);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data.games as Offered[]).filter((x) => x.GameName.startsWith(tag));
  };
  const save = (body: Record<string, unknown>) =>
    g.app.inject({
      method: 'POST',
      url: '/api/v1/survey/save',
      payload: { session_id_key: pod.session_id_key, ...body },
    });

  it("offers the catalogue's active survey-only games, newest release first, with their posters", async () => {
    const games = await offered();
    assert.deepEqual(
      games.map((x) => x.GameId),
      [ids.newer, ids.older],
    );
    assert.match(games[0]?.ImageURL ?? '', /^\/api\/v1\/files\/game_images\/[0-9a-f]{64}$/);
    assert.equal((await g.logged('UpcomingGamesSeeded')).length, 0, 'the built-in list is not seeded');
  });

  it('takes picks of those games at step 2, and refuses a game players play', async () => {
    const first = await save({ step: 1, ...RATINGS });
    assert.equal(first.statusCode, 200, first.body);
    const id = first.json().data.id as string;
    const picked = await save({ id, step: 2, upcoming_games: [ids.newer] });
    assert.equal(picked.statusCode, 200, picked.body);
    const before = await g.lastSeq();
    const refused = await save({ id, step: 2, upcoming_games: [ids.playable] });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().data.field, 'upcoming_games');
    assert.equal(await g.lastSeq(), before, 'a refused pick appended nothing');
  });
});
