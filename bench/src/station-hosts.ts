import type { ChildProcess } from 'node:child_process';
import { forkBenchChild } from './bench-child.ts';

/** What a station host (station-host.ts) tells its parent over IPC. */
export type HostMessage =
  | { readonly op: 'ready' }
  | { readonly op: 'arrivals'; readonly arrivals: ReadonlyArray<{ readonly key: string; readonly at: number }> }
  | { readonly op: 'stopped' }
  | { readonly op: 'settled' };

/** How many processes share the simulated stations (measured: on 2 cores, two hosts contend with services and NATS and do worse than one). */
export const STATION_HOSTS = 1;

/** Milliseconds on the wall clock, fractional; comparable across processes on one machine. */
export const wallClock = () => performance.timeOrigin + performance.now();

/**
 * Hands items on in batches, `afterMs` after the first of each batch. The station hosts report
 * each helper call's arrival this way: one IPC message per call would add its serialising to
 * the very process whose latency is measured. The arrival is stamped when it lands, not when sent.
 */
export function reportInBatches<T>(send: (batch: T[]) => void, afterMs = 50): (item: T) => void {
  let batch: T[] = [];
  return (item) => {
    if (batch.length === 0)
      setTimeout(() => {
        const full = batch;
        batch = [];
        send(full);
      }, afterMs);
    batch.push(item);
  };
}

export type StationHosts = {
  /** Resolves with when each key's helper next received the watched call (pod_disabled unless told), in `keys` order. */
  arrivals(keys: readonly string[], timeoutMs?: number): Promise<number[]>;
  /** Resolves once every host's bridges have published all they had buffered. */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Runs the stations of `keys` in `count` child processes (bench/src/station-host.ts), so the
 * simulated stations do not all queue on one event loop, and waits until every bridge is
 * connected.
 */
export async function startStationHosts(
  keys: readonly string[],
  count: number,
  opts: {
    readonly apiUrl: string;
    readonly natsUrl: string;
    /** Where the stations keep their enrolment: one directory for every host of a run. */
    readonly stateDir: string;
    /** The helper call whose arrival is timed; `/kiosk/set/pod_disabled` unless told. */
    readonly arrivalPath?: string;
  },
): Promise<StationHosts> {
  const waiting = new Map<string, (at: number) => void>();
  const settling: Array<() => void> = [];
  const children: ChildProcess[] = [];
  const ready: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const mine = keys.filter((_, k) => k % count === i);
    const child = forkBenchChild('bench/src/station-host.ts', {
      API_URL: opts.apiUrl,
      NATS_URL: opts.natsUrl,
      GP_STATION_KEYS: mine.join(','),
      GP_STATION_STATE_DIR: opts.stateDir,
      GP_ARRIVAL_PATH: opts.arrivalPath ?? '/kiosk/set/pod_disabled',
    });
    children.push(child);
    ready.push(
      new Promise((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`a station host exited with ${code}`)));
        child.on('message', (m: HostMessage) => {
          if (m.op === 'ready') resolve();
          else if (m.op === 'settled') settling.shift()?.();
          else if (m.op === 'arrivals')
            for (const { key, at } of m.arrivals) {
              waiting.get(key)?.(at);
              waiting.delete(key);
            }
        });
      }),
    );
  }
  const stop = async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.removeAllListeners('exit');
            c.once('exit', () => resolve());
            c.send({ op: 'stop' });
            setTimeout(() => c.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  try {
    await Promise.all(ready);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    arrivals(wanted, timeoutMs = 15_000) {
      return Promise.all(
        wanted.map(
          (key) =>
            new Promise<number>((resolve, reject) => {
              const timer = setTimeout(() => {
                waiting.delete(key);
                reject(new Error(`the command never reached the helper of ${key}`));
              }, timeoutMs);
              waiting.set(key, (at) => {
                clearTimeout(timer);
                resolve(at);
              });
            }),
        ),
      );
    },
    async settled() {
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              settling.push(resolve);
              c.send({ op: 'settle' });
            }),
        ),
      );
    },
    stop,
  };
}
