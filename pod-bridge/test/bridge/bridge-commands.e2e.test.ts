import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { buildEnvelopes, catalogue, encodeCommit, SYSTEM_ACTOR, UniqueValueClaimed, uuidv7 } from '@gamepod/events';
import { commandsOfPod, gamesProjection } from '@gamepod/projections';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { deployCloudGame } from '../../../services/test/support/cloud-game.ts';
import { EXPIRED_MESSAGE } from '../../src/command-runner.ts';
import { connectKiosk, isCommand } from './support/kiosk-client.ts';
import { listeningServices } from './support/listening-services.ts';
import { called, outcomeOf, podEvents, startTestBridge, startTestStation } from './support/station.ts';

type Issued = { command_id: string; pod_id: string };

describe('a bridge executing its pod commands', () => {
  const s = listeningServices({ extra: [gamesProjection] });
  let admin: string;
  before(async () => {
    admin = await s.f.token(4, null);
  });

  const issue = async (body: Record<string, unknown>): Promise<Issued> => {
    const res = await s.f.post('/api/v1/admin/run/command', body, admin);
    assert.equal(res.statusCode, 200, res.body);
    const [command] = (res.json() as { data: { commands: Issued[] } }).data.commands;
    assert.ok(command);
    return command;
  };
  const bridgeOpts = () => ({ apiUrl: s.apiUrl, natsUrl: s.f.env.natsUrl });

  describe('when an admin locks a pod out over HTTP', () => {
    it('reaches the helper as set/pod_disabled, is recorded completed, and the list shows lock_out 1', async (t) => {
      const pod = await s.f.deployPod(s.client, s.labId);
      const sim = await startTestStation(t, pod.pod_id_key);
      const bridge = await startTestBridge(t, sim, bridgeOpts());
      await bridge.registered;

      const command = await issue({ command_type: 'lockout', pod_ids: [pod.id] });
      await eventually('the helper call', () => called(sim, 'POST', '/kiosk/set/pod_disabled', { pod_disabled: true }));
      const outcome = await outcomeOf(s.f.deps.store, pod.id, command.command_id);
      assert.equal(outcome.type, 'PodCommandCompleted');
      assert.deepEqual(outcome.metadata.actor, { kind: 'pod', pod_id: pod.id });
      assert.equal(sim.state().consoles.pod_disabled, true);

      const row = await eventually('the completed command row', async () => {
        const rows = await commandsOfPod(s.f.deps.db, pod.id);
        return rows.find((r) => r.command_id === command.command_id && r.status === 'completed');
      });
      assert.equal(row.status, 'completed');
      const list = await s.f.get(`/api/v1/admin/kiosk/pods?lab_id=${s.labId}`, admin);
      const pods = (list.json() as { data: { pods: Array<{ id: string; lock_out: number }> } }).data.pods;
      assert.equal(pods.find((p) => p.id === pod.id)?.lock_out, 1);
    });
  });

  describe('when commands are sent while the bridge is stopped', () => {
    it('executes the live one after the bridge restarts and records the expired one failed, unexecuted', async (t) => {
      const pod = await s.f.deployPod(s.client, s.labId);
      const sim = await startTestStation(t, pod.pod_id_key);
      // the restarted bridge is the same station: it keeps its enrolment in its state file
      const dir = mkdtempSync(join(tmpdir(), 'gamepod-station-'));
      t.after(() => rmSync(dir, { recursive: true, force: true }));
      const stateFile = join(dir, 'station.json');
      const first = await startTestBridge(t, sim, { ...bridgeOpts(), stateFile });
      await first.registered;
      await first.stop();

      const live = await issue({ command_type: 'reboot', pod_ids: [pod.id] });
      // an admin's command from ten minutes ago: services refuse to issue one born expired, so append it
      const expiredId = uuidv7();
      await s.f.deps.store.append(
        'pod',
        pod.id,
        [
          {
            type: 'PodCommandIssued',
            data: {
              command_id: expiredId,
              command_type: 'reset',
              command_value: null,
              command_platform: null,
              expires_at: new Date(Date.now() - 5 * 60_000).toISOString(),
              request_pod_id: null,
              players: null,
            },
          },
        ],
        { expectedVersion: 'any', context: { actor: { kind: 'user', user_id: 'admin', role: 4 } } },
      );
      assert.equal(called(sim, 'POST', '/kiosk/set/reboot'), false, 'nothing ran while stopped');

      await startTestBridge(t, sim, { ...bridgeOpts(), stateFile });
      assert.equal((await outcomeOf(s.f.deps.store, pod.id, live.command_id)).type, 'PodCommandCompleted');
      assert.ok(called(sim, 'POST', '/kiosk/set/reboot'));
      const expired = await outcomeOf(s.f.deps.store, pod.id, expiredId);
      assert.equal(expired.type, 'PodCommandFailed');
      assert.equal((expired.data as { message: string }).message, EXPIRED_MESSAGE);
      assert.equal(called(sim, 'POST', '/kiosk/set/reset'), false, 'the expired reset never reached the helper');
    });
  });

  describe("when its pod's subject holds messages no reader may take", () => {
    it('drops them for good and runs the command that follows', async (t) => {
      const pod = await s.f.deployPod(s.client, s.labId);
      const sim = await startTestStation(t, pod.pod_id_key);
      const bridge = await startTestBridge(t, sim, bridgeOpts());
      const { stream, consumer } = await bridge.registered;
      const subject = `${s.f.env.names.prefix}.evt.pod.${pod.id}`;
      const js = jetstream(s.f.env.nc);
      // bytes that are no commit, then a commit of another aggregate's event
      await js.publish(subject, new TextEncoder().encode('\u0000not json'), { msgID: uuidv7() });
      const misplaced = buildEnvelopes(
        catalogue,
        [UniqueValueClaimed.of({ kind: 'email', owner_aggregate: 'user', owner_id: 'x' })],
        { actor: SYSTEM_ACTOR },
        new Date(),
      );
      await js.publish(subject, encodeCommit(misplaced), { msgID: uuidv7() });

      const command = await issue({ command_type: 'reboot', pod_ids: [pod.id] });
      assert.equal((await outcomeOf(s.f.deps.store, pod.id, command.command_id)).type, 'PodCommandCompleted');
      assert.ok(called(sim, 'POST', '/kiosk/set/reboot'));
      // neither waits for its ack to be redelivered later: the consumer holds nothing back
      const jsm = await jetstreamManager(s.f.env.nc);
      await eventually('nothing left unacknowledged on the pod consumer', async () => {
        const info = await jsm.consumers.info(stream, consumer);
        return info.num_ack_pending === 0 && info.num_pending === 0;
      });
    });
  });

  describe('when a game is launched on a platform the station lacks', () => {
    it("records PodCommandFailed with 'platform … not supported by pod', tells the page, and calls no game start", async (t) => {
      const pod = await s.f.deployPod(s.client, s.labId);
      const sim = await startTestStation(t, pod.pod_id_key);
      const bridge = await startTestBridge(t, sim, bridgeOpts());
      await bridge.registered;
      const page = await connectKiosk(bridge.kioskUrl);
      t.after(() => page.close());
      await eventually('the first console poll', () => bridge.view().xd1 === 'xb');

      // a cloud game on Switch only: every pod has it, and this station has no Switch
      const game = await deployCloudGame(s.f.deps, ['sw']);
      const command = await issue({
        command_type: 'play_game',
        command_value: game,
        command_platform: 'sw',
        pod_ids: [pod.id],
      });
      const outcome = await outcomeOf(s.f.deps.store, pod.id, command.command_id);
      assert.equal(outcome.type, 'PodCommandFailed');
      assert.equal(
        (outcome.data as { message: string }).message,
        'Game play initiated but platform sw not supported by pod',
      );
      assert.equal(called(sim, 'POST', '/game/play/game_start'), false);
      assert.equal((await podEvents(s.f.deps.store, pod.id, 'PodCommandCompleted')).length, 0);
      // the station's screen shows why, with Ok
      const told = await page.next('the failure on the page', isCommand);
      assert.deepEqual(
        [told.command.command_id, told.failed],
        [command.command_id, (outcome.data as { message: string }).message],
      );
    });
  });

  describe("when staff send admin_play_game from one pod's pod games to it and another pod", () => {
    it("starts the game on the pod it came from, and only opens the other's pod games (its page is told, its helper starts nothing)", async (t) => {
      const from = await s.f.deployPod(s.client, s.labId);
      const other = await s.f.deployPod(s.client, s.labId);
      const fromSim = await startTestStation(t, from.pod_id_key);
      const otherSim = await startTestStation(t, other.pod_id_key);
      const fromBridge = await startTestBridge(t, fromSim, bridgeOpts());
      const otherBridge = await startTestBridge(t, otherSim, bridgeOpts());
      await Promise.all([fromBridge.registered, otherBridge.registered]);
      const fromPage = await connectKiosk(fromBridge.kioskUrl);
      t.after(() => fromPage.close());
      const otherPage = await connectKiosk(otherBridge.kioskUrl);
      t.after(() => otherPage.close());
      await eventually(
        'the first console polls',
        () => fromBridge.view().xd1 === 'xb' && otherBridge.view().xd1 === 'xb',
      );

      const game = await deployCloudGame(s.f.deps, ['xb']);
      const res = await s.f.post(
        '/api/v1/admin/run/command',
        {
          command_type: 'admin_play_game',
          command_value: game,
          command_platform: 'xb',
          command_search: 'a game',
          command_install: '0',
          pod_ids: [from.id, other.id],
          request_pod_id: from.id,
        },
        admin,
      );
      assert.equal(res.statusCode, 200, res.body);
      const commands = (res.json() as { data: { commands: Issued[] } }).data.commands;
      const idFor = (podId: string) => commands.find((c) => c.pod_id === podId)?.command_id ?? '';

      const launched = await outcomeOf(s.f.deps.store, from.id, idFor(from.id));
      assert.equal(launched.type, 'PodCommandCompleted');
      assert.ok(called(fromSim, 'POST', '/game/play/game_start', { game_id: game, xd: 'xd1', platform: 'xb' }));

      const opened = await outcomeOf(s.f.deps.store, other.id, idFor(other.id));
      assert.equal(opened.type, 'PodCommandCompleted');
      const told = await otherPage.next("the command on the other pod's page", isCommand);
      assert.deepEqual(
        [told.command.command_type, told.command.command_platform, told.failed],
        ['admin_play_game', 'xb', undefined],
      );
      assert.equal(called(otherSim, 'POST', '/game/play/game_start'), false);
      // the pod it came from is already on its pod games screen: its page is not sent there
      assert.equal(fromPage.messages.some(isCommand), false);
    });
  });
});
