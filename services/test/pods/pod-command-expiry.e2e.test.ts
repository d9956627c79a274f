import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { PodCommandCompleted } from '@gamepod/events';
import { listTimers, ReactionsRuntime } from '@gamepod/log-runtime';
import { commandsOfPod, podsProjection } from '@gamepod/projections';
import { podCommandExpiry } from '../../src/pods/reactions/pod-command-expiry.reaction.ts';
import { type DeployedPod, openPodServices, type PodServices } from '../support/pod-fixtures.ts';

const FIVE_MINUTES = 5 * 60_000;

describe('a pod command no bridge reports on', () => {
  let f: PodServices;
  let runtime: ReactionsRuntime;
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  let expiry: ReturnType<typeof podCommandExpiry>;
  before(async () => {
    // the app's own reactions stay off: this test fires the timers itself, at the times it picks
    f = await openPodServices({ build: { clock, reactions: { run: false } } });
    expiry = podCommandExpiry({ store: f.deps.store, clock });
    runtime = new ReactionsRuntime({
      reactions: [expiry],
      nc: f.env.nc,
      db: f.deps.db,
      names: f.env.names,
      registry: f.deps.store.registry,
      clock,
      fireTimers: false,
    });
    await runtime.prepare();
    runtime.start();
  });
  after(async () => {
    await runtime.stop();
    await f.close();
  });

  const timers = () => listTimers(f.deps.db, [expiry.name]);
  const expired = async (commandId: string) =>
    (await f.logged('PodCommandExpired')).filter((e) => (e.data as { command_id: string }).command_id === commandId);
  const reboot = async (pod: DeployedPod) => {
    const res = await f.post(
      '/api/v1/admin/run/command',
      { command_type: 'reboot', pod_ids: [pod.id] },
      await f.token(4, null),
    );
    assert.equal(res.statusCode, 200, res.body);
    const [command] = (res.json() as { data: { commands: Array<{ command_id: string }> } }).data.commands;
    return command?.command_id ?? '';
  };

  it('expires once its five minutes pass, unless its outcome came first', async () => {
    const client = await f.client();
    const lab = await f.lab(client.id);
    const [silent, answering] = [await f.deployPod(client, lab), await f.deployPod(client, lab)];
    const lost = await reboot(silent);
    const done = await reboot(answering);
    await eventually('both timers', async () => (await timers()).length === 2);

    // the station reports on its own subject: that cancels its command's timer
    await f.deps.store.append('station', answering.id, [PodCommandCompleted.of({ command_id: done, detail: null })], {
      expectedVersion: 'any',
      context: { actor: { kind: 'pod', pod_id: answering.id } },
    });
    await eventually('the answered timer to go', async () => (await timers()).length === 1);
    assert.equal(await runtime.timers.fireDue(), 0, 'nothing is due before expires_at');

    offset = FIVE_MINUTES;
    assert.equal(await runtime.timers.fireDue(), 1);
    assert.equal((await expired(lost)).length, 1);
    assert.deepEqual(await expired(done), []);
    assert.deepEqual(await timers(), []);

    assert.equal(await f.deps.checkpoints.waitFor([podsProjection.name], await f.lastSeq(), 5_000), true);
    const [row] = await commandsOfPod(f.deps.db, silent.id);
    assert.deepEqual([row?.command_id, row?.status], [lost, 'expired']);
    const [answered] = await commandsOfPod(f.deps.db, answering.id);
    assert.equal(answered?.status, 'completed');
  });

  it('appends its expiry once, though its timer fires again after a crash', async () => {
    const client = await f.client();
    const pod = await f.deployPod(client, await f.lab(client.id));
    offset = 0;
    const command = await reboot(pod);
    await eventually('its timer', async () => (await timers()).length === 1);
    const [timer] = await timers();
    assert.ok(timer);
    offset = FIVE_MINUTES;
    // the same timer run twice, as after a crash between the append and the timer's delete
    const fire = { now: clock(), messageId: `timer:${expiry.name}:${timer.key}:${timer.set_by_seq}` };
    await expiry.fire?.(timer, fire);
    await expiry.fire?.(timer, fire);
    assert.equal((await expired(command)).length, 1);
    assert.equal(await runtime.timers.fireDue(), 1);
    assert.equal((await expired(command)).length, 1);
  });
});
