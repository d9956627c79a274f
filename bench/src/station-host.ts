// A child process of the fan-out benchmark: hosts some of the simulated stations (helper
// simulator + bridge each). Several hosts share the stations out, as many machines would.
// It tells its parent over IPC when every bridge is connected, and when each helper receives
// the timed call (GP_ARRIVAL_PATH, a pod_disabled call by default), on the wall clock in
// fractional milliseconds (parent and child read the same system clock).
import { silentLog } from '@gamepod/pod-bridge';
import { startStations } from '@gamepod/testbed';
import { type HostMessage, reportInBatches, wallClock } from './station-hosts.ts';

const send = (m: HostMessage) => process.send?.(m);

const keys = (process.env.GP_STATION_KEYS ?? '').split(',').filter(Boolean);
const fleet = await startStations(keys, {
  apiUrl: process.env.API_URL ?? '',
  natsUrl: process.env.NATS_URL ?? '',
  // one screenshot as each bridge starts and none for an hour, not one every 5 s: rendering
  // PNGs for 200 stations in one process is load no real station puts on another (each
  // renders its own), and a burst of them at the next interval would land on the rounds
  bridge: { log: silentLog, screenshotMs: 3_600_000 },
  // each station keeps its enrolment as a real one does: a station started again for a pod it
  // served before registers with its secret (the pod key alone no longer does)
  stateDir: process.env.GP_STATION_STATE_DIR,
});
const arrivalPath = process.env.GP_ARRIVAL_PATH || '/kiosk/set/pod_disabled';
const arrived = reportInBatches<{ key: string; at: number }>((arrivals) => send({ op: 'arrivals', arrivals }));
fleet.simulators.forEach((sim, i) => {
  const key = keys[i] ?? '';
  sim.onCall((call) => {
    if (call.path.endsWith(arrivalPath)) arrived({ key, at: wallClock() });
  });
});
await Promise.all(fleet.bridges.map((b) => b.registered));
for (;;) {
  if (fleet.bridges.every((b) => b.status().nats_ok)) break;
  await new Promise((r) => setTimeout(r, 50));
}
send({ op: 'ready' });
/** Resolves once no bridge has anything left to publish (outcomes, observations, telemetry). */
async function settle(): Promise<void> {
  while (fleet.bridges.some((b) => b.status().buffered > 0)) await new Promise((r) => setTimeout(r, 10));
}
process.on('message', (m: { op?: string }) => {
  if (m.op === 'settle') {
    settle().then(
      () => send({ op: 'settled' }),
      () => process.exit(1),
    );
    return;
  }
  if (m.op !== 'stop') return;
  fleet.stop().then(
    () => {
      send({ op: 'stopped' });
      process.exit(0);
    },
    () => process.exit(1),
  );
});
