import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { gamesProjection, surveyById, surveysProjection } from '@gamepod/projections';
import { endSession, issueSession } from '../../src/users/application/sessions.ts';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';

const RATINGS = { mark_cleanliness: 5, mark_network_speed: 4, mark_game_selection: 3, mark_overall_experience: 2 };

describe('the exit survey', () => {
  let k: KioskServices;
  let pod: KioskPod;
  let gameIds: string[];
  before(async () => {
    // no survey-only game in the catalogue: the survey offers its built-in list
    k = await openKioskServices({ extra: [surveysProjection, gamesProjection] });
    pod = await k.kioskPod();
    const games = k.json(await k.get(`/api/v1/survey/games?session_id_key=${pod.session_id_key}`));
    gameIds = (games.data.games as Array<{ GameId: string }>).map((g) => g.GameId);
  });
  after(() => k.close());

  const save = (body: Record<string, unknown>, p: KioskPod = pod) =>
    k.app.inject({
      method: 'POST',
      url: '/api/v1/survey/save',
      payload: { session_id_key: p.session_id_key, ...body },
    });
  const started = async (body: Record<string, unknown> = {}, p: KioskPod = pod) => {
    const res = await save({ step: 1, ...RATINGS, ...body }, p);
    assert.equal(res.statusCode, 200, res.body);
    return String(k.json(res).data.id);
  };
  /** A player's login on `p` that has just ended, as when the survey starts. */
  const endedLogin = async (p: KioskPod, user_id: string) => {
    const login = await issueSession(k.deps, {
      user_id,
      role: 1,
      client_id: p.client.id,
      pod_id: p.id,
      kind: 'pod',
      ttlMs: 60_000,
    });
    await endSession(k.deps, { token_hash: login.token_hash, reason: 'you clicked the onscreen logout button' });
    return login;
  };

  describe('GET /survey/games', () => {
    it('offers the eight built-in upcoming games while the catalogue has none, with posters the kiosk serves', async () => {
      const res = await k.get(`/api/v1/survey/games?session_id_key=${pod.session_id_key}`);
      assert.equal(res.statusCode, 200, res.body);
      const { games, last_survey } = k.json(res).data as {
        games: Array<{ GameId: string; GameName: string; ImageURL: string }>;
        last_survey: null;
      };
      assert.equal(games.length, 8);
      assert.equal(last_survey, null);
      assert.deepEqual(games[0], {
        GameId: 'starfall-racers',
        GameName: 'Starfall Racers',
        ImageURL: '/games/starfall-racers.svg',
      });
      for (const g of games) {
        assert.ok(existsSync(new URL(`../../../kiosk-ui/public${g.ImageURL}`, import.meta.url)), g.ImageURL);
      }
    });

    it('seeds the list once, however many pods ask', async () => {
      const other = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      await Promise.all([
        k.get(`/api/v1/survey/games?session_id_key=${other.session_id_key}`),
        k.get(`/api/v1/survey/games?session_id_key=${pod.session_id_key}`),
      ]);
      assert.equal((await k.logged('UpcomingGamesSeeded')).length, 1);
    });

    it("answers 400 without a session_id_key and 401 'Session Id invalid!' for an unknown one", async () => {
      await assertBadInput(k, () => k.get('/api/v1/survey/games'), 'session_id_key');
      const res = await k.get('/api/v1/survey/games?session_id_key=nope');
      assert.equal(res.statusCode, 401);
      assert.equal(k.json(res).message, 'Session Id invalid!');
    });
  });

  describe('POST /survey/save', () => {
    it("runs every step on one survey and names the player of the pod's last ended login", async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      await endedLogin(p, 'earlier-player');
      await endedLogin(p, 'last-player');
      const id = await started({}, p);
      for (const body of [
        { step: 'between', survey_group: 1, survey_count: 3 },
        { step: 2, upcoming_games: [gameIds[1], gameIds[0]] },
        { step: 3, comment: 'More racing games, please' },
      ]) {
        const res = await save({ id, ...body }, p);
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(k.json(res).data, { id });
      }
      const survey = await surveyById(k.deps.db, id);
      assert.deepEqual(
        { ...survey, started_at: undefined, updated_at: undefined },
        {
          id,
          pod_id: p.id,
          client_id: p.client.id,
          lab_id: p.lab_id,
          user_id: 'last-player',
          ...RATINGS,
          survey_group: true,
          survey_count: 3,
          comment: 'More racing games, please',
          upcoming_games: [gameIds[0], gameIds[1]].sort(),
          started_at: undefined,
          updated_at: undefined,
        },
      );
      const [logged] = (await k.logged('SurveyStarted')).filter((e) => e.aggregate_id === id);
      assert.deepEqual(logged?.metadata.actor, { kind: 'pod', pod_id: p.id });
    });

    it("takes the player from the page's ended token when it was a login on this pod", async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const mine = await endedLogin(p, 'token-player');
      await endedLogin(p, 'someone-later');
      const id = await started({ token: mine.token }, p);
      assert.equal((await surveyById(k.deps.db, id))?.user_id, 'token-player');
    });

    it('keeps no player when the pod had no login', async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      assert.equal((await surveyById(k.deps.db, await started({}, p)))?.user_id, null);
    });

    it('starts a survey at any step when the page sends no id', async () => {
      const res = await save({ step: 'between', survey_group: 0 });
      assert.equal(res.statusCode, 200, res.body);
      const survey = await surveyById(k.deps.db, String(k.json(res).data.id));
      assert.deepEqual([survey?.survey_group, survey?.survey_count, survey?.mark_cleanliness], [false, null, null]);
    });

    it("refuses a step for another pod's survey with 403, and an unknown survey with 404", async () => {
      const id = await started();
      const other = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const before = await k.lastSeq();
      const foreign = await save({ id, step: 3, comment: 'hi' }, other);
      assert.equal(foreign.statusCode, 403, foreign.body);
      const unknown = await save({ id: 'no-such-survey', step: 3, comment: 'hi' });
      assert.equal(unknown.statusCode, 404, unknown.body);
      assert.equal(k.json(unknown).data.field, 'id');
      assert.equal(await k.lastSeq(), before);
    });

    it('names the field of a missing or bad answer and appends nothing', async () => {
      const id = await started();
      const bad = (body: Record<string, unknown>, field: string) => assertBadInput(k, () => save(body), field);
      const missing = await bad({ step: 1, ...RATINGS, mark_game_selection: undefined }, 'mark_game_selection');
      assert.equal(k.json(missing).data.msg_key, 'generic-required-message');
      await bad({ step: 1, ...RATINGS, mark_cleanliness: 6 }, 'mark_cleanliness');
      await bad({ step: 1, ...RATINGS, mark_cleanliness: 0 }, 'mark_cleanliness');
      await bad({ id, step: 'between' }, 'survey_group');
      await bad({ id, step: 'between', survey_group: 1 }, 'survey_count');
      await bad({ id, step: 'between', survey_group: 1, survey_count: 10 }, 'survey_count');
      await bad({ id, step: 2 }, 'upcoming_games');
      await bad({ id, step: 2, upcoming_games: ['not-a-game'] }, 'upcoming_games');
      await bad({ id, step: 3 }, 'comment');
      await bad({ id, step: 3, comment: 'x'.repeat(2001) }, 'comment');
      await bad({ id, step: 4 }, 'step');
      await bad({ id: 'has.dots', step: 3, comment: '' }, 'id');
      await bad({ id, step: 3, comment: '', rating: 5 }, 'rating');
      await bad({ step: 1, ...RATINGS, session_id_key: undefined }, 'session_id_key');
    });
  });
});
