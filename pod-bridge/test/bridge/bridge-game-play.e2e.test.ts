import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { gamesProjection, podStatusProjection } from '@gamepod/projections';
import { deployCloudGame } from '../../../services/test/support/cloud-game.ts';
import { listeningServices } from './support/listening-services.ts';
import { startTestBridge, startTestStation } from './support/station.ts';

describe("a player's game launch on a simulated station", () => {
  const s = listeningServices({ extra: [gamesProjection, podStatusProjection] });
  let game: string;
  before(async () => {
    game = await deployCloudGame(s.f.deps, ['xb']);
  });

  /** A pod with its station and bridge running, its kiosk session and a player signed in on it. */
  const station = async (t: Parameters<typeof startTestStation>[0]) => {
    const pod = await s.f.deployPod(s.client, s.labId);
    const sim = await startTestStation(t, pod.pod_id_key);
    const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, natsUrl: s.f.env.natsUrl });
    await bridge.registered;
    await eventually('the first console poll', () => bridge.view().xd1 === 'xb');
    const kiosk = await s.f.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key });
    assert.equal(kiosk.statusCode, 200, kiosk.body);
    const session_id_key = (kiosk.json() as { data: { session_id_key: string } }).data.session_id_key;
    const userId = `player-${pod.id}`;
    const player = await s.f.token(1, s.client.id, pod.id);
    const start = (body: Record<string, unknown>) =>
      s.f.post('/api/v1/game/play/game_start', { session_id_key, ...body }, player);
    return { pod, sim, bridge, start, userId };
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
});
