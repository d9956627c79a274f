import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { reactionContext, timerIntents } from '@gamepod/log-runtime';
import {
  gameById,
  gamesProjection,
  labsProjection,
  playSessionById,
  playSessionsProjection,
  podStatusProjection,
  usersProjection,
} from '@gamepod/projections';
import { NOT_STARTED_REASON, playReaction } from '@gamepod/services';
import { deployCloudGame } from '../../../services/test/support/cloud-game.ts';
import { POLL_PLAN } from '../../src/core/observe.ts';
import { listeningServices } from './support/listening-services.ts';
import { called, podAndStationLog, startTestBridge, startTestStation } from './support/station.ts';

// the helper polled every 200 ms, so an end of play is seen at once
const FAST_POLLS = POLL_PLAN.map((p) => ({ ...p, everyMs: 200 }));

describe("a player's game launch on a simulated station", () => {
  let offset = 0;
  // the app's clock, which the startup timer is judged by; its reactions poll timers often
  const clock = () => new Date(Date.now() + offset);
  const s = listeningServices({
    // labs: a launch reads its lab's paid mode
    extra: [gamesProjection, labsProjection, podStatusProjection, playSessionsProjection, usersProjection],
    build: { clock, reactions: { maxPollMs: 100 } },
  });
  let game: string;
  before(async () => {
    game = await deployCloudGame(s.f.deps, ['xb']);
  });

  /** A pod with its station and bridge running, its kiosk session and a player signed in on it. */
  const station = async (t: Parameters<typeof startTestStation>[0]) => {
    const pod = await s.f.deployPod(s.client, s.labId);
    const sim = await startTestStation(t, pod.pod_id_key);
    const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, natsUrl: s.f.env.natsUrl, pollPlan: FAST_POLLS });
    await bridge.registered;
    await eventually('the first console poll', () => bridge.view().xd1 === 'xb');
    const kiosk = await s.f.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key });
    assert.equal(kiosk.statusCode, 200, kiosk.body);
    const session_id_key = (kiosk.json() as { data: { session_id_key: string } }).data.session_id_key;
    const player = await s.f.token(1, s.client.id, pod.id);
    const start = (body: Record<string, unknown>) =>
      s.f.post('/api/v1/game/play/game_start', { session_id_key, ...body }, player);
    const streaming = (body: Record<string, unknown>) =>
      s.f.post('/api/v1/user/update/streaming', { session_id_key, ...body }, player);
    return { pod, sim, bridge, start, streaming, player };
  };

  it("reaches the station's helper as game_start with the game on the output's console", async (t) => {
    const { sim, start } = await station(t);
    const res = await start({ game_id: game, xd: 'xd1' });
    assert.equal(res.statusCode, 200, res.body);
    const call = await eventually('the helper game_start', () =>
      sim.calls().find((c) => c.method === 'POST' && c.path.endsWith('/game/play/game_start')),
    );
    assert.deepEqual(call.body, { game_id: game, xd: 'xd1', platform: 'xb' });
    assert.equal(sim.state().game.game_id, game);
  });

  const session = (launchId: string, status: string) =>
    eventually(`launch ${launchId} ${status}`, async () => {
      const row = await playSessionById(s.f.deps.db, launchId);
      return row?.status === status ? row : undefined;
    });

  it('becomes a play session when the station reports the game started, with minutes once it ends', async (t) => {
    const { pod, sim, bridge, start } = await station(t);
    const res = await start({ game_id: game, xd: 'xd1' });
    assert.equal(res.statusCode, 200, res.body);
    const { launch_id } = (res.json() as { data: { launch_id: string } }).data;
    const playing = await session(launch_id, 'playing');
    assert.equal(playing.pod_id, pod.id);
    assert.equal(playing.game_id, game);
    assert.deepEqual([playing.platform, playing.xd, playing.via, playing.guests], ['xb', 'xd1', 'player', 0]);
    assert.equal(playing.client_id, s.client.id);
    assert.ok(playing.user_id);
    // play a moment (the bridge has seen the game playing), then the helper reports no game
    await new Promise((r) => setTimeout(r, 1_100));
    await eventually('the bridge to see the game playing', () => bridge.view().game_playing);
    const stop = await fetch(`${sim.controlUrl}game`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ started: false }),
    });
    assert.equal(stop.status, 200);
    const ended = await session(launch_id, 'ended');
    assert.equal(ended.end_reason, 'ended');
    assert.ok((ended.seconds ?? 0) >= 1, String(ended.seconds));
    assert.equal(ended.minutes, 1, 'play time counts the started minute');
    // Popular counts the plays that started
    assert.ok(((await gameById(s.f.deps.db, game))?.play_count ?? 0) >= 1);

    // the same commits handled again, as after a crash before the checkpoint: nothing more
    const before = (await s.f.deps.store.read('play', pod.id)).events;
    const causes = (await podAndStationLog(s.f.deps.store, pod.id)).filter((e) =>
      ['PodCommandIssued', 'PodGameStarted', 'PodGameEnded'].includes(e.type),
    );
    const reaction = playReaction(s.f.deps);
    for (const e of causes) await reaction.handle([e], reactionContext(reaction, clock(), timerIntents(e.seq).writer));
    assert.deepEqual(
      (await s.f.deps.store.read('play', pod.id)).events.map((e) => e.type),
      before.map((e) => e.type),
    );
    assert.deepEqual(
      before.map((e) => e.type),
      ['GameLaunchRequested', 'GamePlayStarted', 'GamePlayEnded'],
    );
  });

  it('ends the session when the player logs out, timed by the logout', async (t) => {
    const { start, player } = await station(t);
    const res = await start({ game_id: game, xd: 'xd1' });
    const { launch_id } = (res.json() as { data: { launch_id: string } }).data;
    await session(launch_id, 'playing');
    await new Promise((r) => setTimeout(r, 1_100));
    const out = await s.f.post('/api/v1/user/logout', { reason_text: 'Logged out' }, player);
    assert.equal(out.statusCode, 200, out.body);
    const ended = await session(launch_id, 'ended');
    assert.equal(ended.end_reason, 'logout');
    assert.equal(ended.minutes, 1);
  });

  it('fails a launch whose game has not started 180 s after it was asked for, and only then', async (t) => {
    const { sim, start } = await station(t);
    // a start that never comes: the simulated helper would take an hour
    const slow = await fetch(`${sim.controlUrl}state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: { startup_ms: 3_600_000 } }),
    });
    assert.equal(slow.status, 200);
    const res = await start({ game_id: game, xd: 'xd1' });
    const { launch_id } = (res.json() as { data: { launch_id: string } }).data;
    await session(launch_id, 'requested');
    offset += 170_000;
    await new Promise((r) => setTimeout(r, 400));
    assert.equal((await playSessionById(s.f.deps.db, launch_id))?.status, 'requested', 'still waiting at 170 s');
    offset += 11_000;
    const failed = await session(launch_id, 'failed');
    assert.equal(failed.failure, NOT_STARTED_REASON);
    const { events } = await s.f.deps.store.read('play', failed.pod_id);
    assert.equal(events.filter((e) => e.type === 'GameLaunchFailed').length, 1);
  });

  it("sets the helper's streaming as the player asks, and as their stream_default says", async (t) => {
    const { sim, streaming } = await station(t);
    const on = await streaming({ streaming: 1 });
    assert.equal(on.statusCode, 200, on.body);
    await eventually('the helper to stream', () => sim.state().streaming.is_streaming);
    assert.ok(called(sim, 'POST', '/kiosk/set/streaming', { is_streaming: true }));
    // this player has no stream_default: without a value the station stops
    const byDefault = await streaming({});
    assert.equal(byDefault.statusCode, 200, byDefault.body);
    await eventually('the helper to stop streaming', () => !sim.state().streaming.is_streaming);
  });
});
