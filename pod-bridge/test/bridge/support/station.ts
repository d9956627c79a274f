import type { TestContext } from 'node:test';
import type { StoredEvent } from '@gamepod/events';
import { type Bridge, type BridgeOptions, startBridge } from '../../../src/bridge.ts';
import { silentLog } from '../../../src/bridge-log.ts';
import { type HelperSimulator, startHelperSimulator } from '../../../src/simulator/simulator-server.ts';
import { eventually } from './eventually.ts';

/** Starts a bridge for a simulated station, stopped after the test. */
export async function startTestBridge(
  t: Pick<TestContext, 'after'>,
  sim: HelperSimulator,
  opts: Omit<BridgeOptions, 'helperUrl'>,
): Promise<Bridge> {
  const bridge = await startBridge({
    helperUrl: sim.url,
    kioskPort: 0,
    log: silentLog,
    registerRetryMs: 100,
    ...opts,
  });
  t.after(() => bridge.stop());
  return bridge;
}

/** A simulated station provisioned with `podIdKey`, closed after the test. */
export async function startTestStation(t: Pick<TestContext, 'after'>, podIdKey: string): Promise<HelperSimulator> {
  const sim = await startHelperSimulator({ initial: { pod_id_key: podIdKey, consoles: { xd1: 'xb', xd2: 'ps' } } });
  t.after(() => sim.close());
  return sim;
}

/** Whether the simulator was called with `method` on a path ending in `path` (and the body matches). */
export function called(sim: HelperSimulator, method: string, path: string, body?: Record<string, unknown>): boolean {
  return sim
    .calls()
    .some(
      (c) =>
        c.method === method &&
        c.path.endsWith(path) &&
        (body === undefined || JSON.stringify(c.body) === JSON.stringify(body)),
    );
}

type Reader = { read(aggregate: string, id: string): Promise<{ events: StoredEvent[] }> };

/** The pod's events and its station's, in log order: what services wrote and what the bridge wrote. */
export async function podAndStationLog(store: Reader, podId: string): Promise<StoredEvent[]> {
  const [pod, station] = await Promise.all([store.read('pod', podId), store.read('station', podId)]);
  return [...pod.events, ...station.events].sort((a, b) => a.seq - b.seq || a.index - b.index);
}

/** The pod's (or its station's) events of `type`, read from the log. */
export async function podEvents(store: Reader, podId: string, type: string): Promise<StoredEvent[]> {
  return (await podAndStationLog(store, podId)).filter((e) => e.type === type);
}

/** Waits for the bridge to record an outcome for `commandId`. */
export function outcomeOf(store: Reader, podId: string, commandId: string): Promise<StoredEvent> {
  return eventually(`the outcome of command ${commandId}`, async () => {
    const { events } = await store.read('station', podId);
    return events.find(
      (e) =>
        (e.type === 'PodCommandCompleted' || e.type === 'PodCommandFailed') &&
        (e.data as { command_id?: string }).command_id === commandId,
    );
  });
}
