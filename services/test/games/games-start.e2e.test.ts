import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { podStatusProjection } from '@gamepod/projections';
import { assertRefused } from '../support/admin-users-fixtures.ts';
import { deployCloudGame } from '../support/cloud-game.ts';
import { type GameServices, openGameServices } from '../support/game-fixtures.ts';
import type { KioskPod } from '../support/kiosk-fixtures.ts';

const START = '/api/v1/game/play/game_start';

describe("the player's launch (/game/play/game_start)", () => {
  let g: GameServices;
  let pod: KioskPod;
  let player: string;
  let game: string;
  before(async () => {
    g = await openGameServices({ extra: [podStatusProjection] });
    pod = await g.kioskPod({ fields: { xd1: 'xb', xd2: 'sw' } });
    player = await g.token(1, pod.client.id, pod.id);
    game = await g.game({ platform: 'xb,ps' });
    await g.assign(pod.client.id, [game]);
  });
  after(() => g.close());

  const start = (body: Record<string, unknown>, token: string | undefined = player, on: KioskPod = pod) =>
    g.post(START, { session_id_key: on.session_id_key, ...body }, token);

  it('sends the pod a play_game command for the signed-in player and answers with the launch and 180 s', async () => {
    const res = await start({ game_id: game, xd: 'xd1', players: 3 });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.deepEqual(
      { ...data, launch_id: typeof data.launch_id },
      {
        launch_id: 'string',
        game_id: game,
        xd: 'xd1',
        platform: 'xb',
        startup_seconds: 180,
      },
    );
    const { events } = await g.deps.store.read('pod', pod.id);
    const issued = events.find((e) => e.type === 'PodCommandIssued');
    assert.deepEqual(
      { ...(issued?.data as Record<string, unknown>), command_id: undefined, expires_at: undefined },
      {
        command_id: undefined,
        expires_at: undefined,
        command_type: 'play_game',
        command_value: game,
        command_platform: 'xb',
        request_pod_id: null,
        // a solo pod asks nobody how many play: one does
        players: null,
      },
    );
    assert.equal((issued?.data as { command_id: string } | undefined)?.command_id, data.launch_id);
  });

  it('asks group pods how many play, and sends the count with the command', async () => {
    const duo = await g.kioskPod({ client: pod.client, fields: { xd1: 'xb', pod_type_id: 2 } });
    const duoPlayer = await g.token(1, pod.client.id, duo.id);
    await assertRefused(g, () => start({ game_id: game, xd: 'xd1' }, duoPlayer, duo), 400, 'players');
    const res = await start({ game_id: game, xd: 'xd1', players: 4 }, duoPlayer, duo);
    assert.equal(res.statusCode, 200, res.body);
    const { events } = await g.deps.store.read('pod', duo.id);
    const issued = events.find((e) => e.type === 'PodCommandIssued')?.data as { players: number } | undefined;
    assert.equal(issued?.players, 4);
  });

  it("refuses a game the pod's list would not show on that output, naming game_id, and appends nothing", async () => {
    const unassigned = await g.game({ platform: 'xb' });
    const survey = await g.game({ platform: 'xb', is_survey_only: '1' });
    const switchOnly = await deployCloudGame(g.deps, ['sw']);
    for (const id of [unassigned, survey, switchOnly, 'no-such-game']) {
      await assertRefused(g, () => start({ game_id: id, xd: 'xd1' }), 400, 'game_id');
    }
  });

  it("refuses an output with no console, or one whose platform is switched off, with the kiosk's text", async () => {
    const single = await g.kioskPod({ client: pod.client, fields: { xd1: 'xb', xd2: 'na' } });
    const singlePlayer = await g.token(1, pod.client.id, single.id);
    await assertRefused(
      g,
      () => start({ game_id: game, xd: 'xd2' }, singlePlayer, single),
      400,
      'xd',
      'Game play initiated but platform xd2 not supported by pod',
    );
    const { seq } = await g.deps.store.append(
      'station',
      single.id,
      [
        {
          type: 'PodConsoleStatusChanged',
          data: {
            xd1: 'xb',
            xd2: 'na',
            xb_disabled: true,
            ps_disabled: false,
            sw_disabled: false,
            pc_disabled: false,
            pod_disabled: false,
          },
        },
      ],
      { expectedVersion: 'any', context: { actor: { kind: 'pod', pod_id: single.id } } },
    );
    assert.ok(await g.deps.checkpoints.waitFor(['pod_status'], seq));
    await assertRefused(
      g,
      () => start({ game_id: game, xd: 'xd1' }, singlePlayer, single),
      400,
      'xd',
      'Game play initiated but platform xb not supported by pod',
    );
  });

  it('refuses a session signed in on another pod, and staff not signed in on this one, with 403', async () => {
    const other = await g.kioskPod({ client: pod.client, fields: { xd1: 'xb' } });
    const elsewhere = await g.token(1, pod.client.id, other.id);
    await assertRefused(g, () => start({ game_id: game, xd: 'xd1' }, elsewhere), 403);
    const staff = await g.token(3, pod.client.id);
    await assertRefused(g, () => start({ game_id: game, xd: 'xd1' }, staff), 403);
  });

  it("sends a paid lab's player with no time left to Buy Time with 422, and appends nothing", async () => {
    const paid = await g.kioskPod({ client: pod.client, lab: { is_paid: true }, fields: { xd1: 'xb', xd2: 'sw' } });
    const paidPlayer = await g.token(1, pod.client.id, paid.id);
    const res = await assertRefused(g, () => start({ game_id: game, xd: 'xd1' }, paidPlayer, paid), 422);
    const reply = res.json() as { message: string; data: { msg_key?: string } };
    assert.equal(reply.data.msg_key, 'player-dashboard-remain-time-error');
  });

  it('answers 401 without a session, and 400 naming the field for a bad body', async () => {
    await assertRefused(g, () => g.post(START, { session_id_key: pod.session_id_key, game_id: game, xd: 'xd1' }), 401);
    await assertRefused(g, () => start({ game_id: game, xd: 'xd3' }), 400, 'xd');
    await assertRefused(g, () => start({ xd: 'xd1' }), 400, 'game_id');
    await assertRefused(g, () => start({ game_id: game, xd: 'xd1', players: 5 }), 400, 'players');
  });
});
