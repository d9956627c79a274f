import { eventually } from '@gamepod/devkit';
import type { StoredEvent } from '@gamepod/events';
import { connect, credsAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { type Bridge, type BridgeOptions, startBridge } from '../../../src/bridge.ts';
import { silentLog } from '../../../src/bridge-log.ts';
import type { Registration } from '../../../src/core/registering.ts';
import { type HelperSimulator, startHelperSimulator } from '../../../src/simulator/simulator-server.ts';

/** Where a helper leaves what to close: a test's context, or a suite's own list. */
type Cleanup = { after(fn: () => unknown): unknown };

/** Starts a bridge for a simulated station, stopped after the test. */
export async function startTestBridge(
  t: Cleanup,
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
export async function startTestStation(t: Cleanup, podIdKey: string): Promise<HelperSimulator> {
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

/**
 * The station's own NATS connection, for tests that act as a hostile station: a simulated
 * station's bridge enrols `podIdKey` and is stopped, and the test connects with the creds and
 * inbox prefix the bridge got. Closed after the test.
 */
export async function connectAsStation(
  t: Cleanup,
  opts: { apiUrl: string; natsUrl: string; podIdKey: string },
): Promise<{ nc: NatsConnection; reg: Registration }> {
  const sim = await startTestStation(t, opts.podIdKey);
  const bridge = await startTestBridge(t, sim, { apiUrl: opts.apiUrl, heartbeatMs: 200 });
  const reg = await bridge.registered;
  if (!reg.creds) throw new Error('the bridge got no creds: is NATS running in operator mode?');
  // from here the test is the station: its bridge must not write anything of its own
  await bridge.stop();
  const nc = await connect({
    servers: opts.natsUrl,
    inboxPrefix: reg.inbox_prefix,
    authenticator: credsAuthenticator(new TextEncoder().encode(reg.creds)),
  });
  t.after(() => nc.close());
  return { nc, reg };
}
