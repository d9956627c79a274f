import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually, quietFor } from '@gamepod/devkit';
import type { StoredEvent } from '@gamepod/events';
import type { Bridge } from '../../src/bridge.ts';
import type { HelperSimulator } from '../../src/simulator/simulator-server.ts';
import { openPrivateServices, type PrivateServices } from './support/private-services.ts';
import { podAndStationLog, startTestBridge, startTestStation } from './support/station.ts';

type Station = { pod: { id: string; pod_id_key: string }; sim: HelperSimulator; bridge: Bridge };
type Issued = { pod_id: string; command_id: string };

/** Paces the command traffic (about 25 rounds a second); it waits on nothing. */
const pace = () => new Promise((r) => setTimeout(r, 40));

describe('when nats-server is killed while bridges run', () => {
  let s: PrivateServices;
  before(async () => {
    s = await openPrivateServices();
  });
  after(() => s.close());

  /** One lockout/unlockout to every pod over HTTP; the commands when services acknowledged it, else null. */
  const command = async (podIds: string[], type: string): Promise<Issued[] | null> => {
    try {
      const res = await fetch(`${s.apiUrl}/api/v1/admin/run/command`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ command_type: type, pod_ids: podIds }),
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status !== 200) return null;
      return ((await res.json()) as { data: { commands: Issued[] } }).data.commands;
    } catch {
      return null; // no answer: not acknowledged
    }
  };

  const podLog = (podId: string): Promise<StoredEvent[]> => podAndStationLog(s.store, podId);

  it('loses no acknowledged event, and the bridges reconnect and carry on by themselves', async (t) => {
    const stations: Station[] = [];
    for (let i = 0; i < 3; i++) {
      const pod = await s.deployPod();
      const sim = await startTestStation(t, pod.pod_id_key);
      const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, heartbeatMs: 200 });
      await bridge.registered;
      await eventually('the NATS connection', () => bridge.status().nats_ok);
      stations.push({ pod, sim, bridge });
    }
    const podIds = stations.map((st) => st.pod.id);

    // commands keep coming over HTTP while the server dies and comes back
    const acknowledged: Issued[] = [];
    let refused = 0;
    let running = true;
    const traffic = (async () => {
      for (let round = 0; running; round++) {
        const issued = await command(podIds, round % 2 === 0 ? 'lockout' : 'unlockout');
        if (issued) acknowledged.push(...issued);
        else refused++;
        await pace();
      }
    })();
    await eventually('commands acknowledged before the kill', () => acknowledged.length >= 9);
    const beforeKill = acknowledged.length;

    await s.nats().process.stop('SIGKILL');
    await eventually('every bridge sees NATS gone', () => stations.every((st) => !st.bridge.status().nats_ok));
    await quietFor(1_500); // the outage lasts 1.5 s: commands meanwhile are refused, telemetry buffered
    await s.startNats();

    await eventually('every bridge reconnected by itself', () => stations.every((st) => st.bridge.status().nats_ok), {
      timeoutMs: 30_000,
    });
    await eventually('commands acknowledged after the restart', () => acknowledged.length >= beforeKill + 9, {
      timeoutMs: 30_000,
    });
    running = false;
    await traffic;
    await eventually('every outbox flushed', () => stations.every((st) => st.bridge.status().buffered === 0), {
      timeoutMs: 30_000,
    });
    t.diagnostic(`${acknowledged.length} commands acknowledged, ${refused} requests refused during the outage`);

    // every acknowledged command is in its pod's log, and its bridge recorded an outcome for it
    for (const { pod } of stations) {
      const mine = acknowledged.filter((c) => c.pod_id === pod.id).map((c) => c.command_id);
      const events = await eventually(
        `an outcome for every acknowledged command of pod ${pod.id}`,
        async () => {
          const log = await podLog(pod.id);
          const outcomes = new Set(
            log
              .filter((e) => e.type === 'PodCommandCompleted' || e.type === 'PodCommandFailed')
              .map((e) => (e.data as { command_id: string }).command_id),
          );
          return mine.every((id) => outcomes.has(id)) ? log : null;
        },
        { timeoutMs: 30_000 },
      );
      const issued = new Set(
        events.filter((e) => e.type === 'PodCommandIssued').map((e) => (e.data as { command_id: string }).command_id),
      );
      for (const id of mine) assert.ok(issued.has(id), `acknowledged command ${id} is in the log`);
      // each command ran once: one outcome per command
      const outcomeIds = events
        .filter((e) => e.type === 'PodCommandCompleted' || e.type === 'PodCommandFailed')
        .map((e) => (e.data as { command_id: string }).command_id);
      assert.equal(new Set(outcomeIds).size, outcomeIds.length, 'no command has two outcomes');
    }

    // and a command after all that still reaches the helpers
    const since = Date.now();
    assert.ok(await command(podIds, 'lockout'));
    for (const { sim } of stations)
      await eventually('the lockout at the helper', () =>
        sim.calls().some((c) => c.path.endsWith('/kiosk/set/pod_disabled') && Date.parse(c.at) >= since),
      );
  });
});
