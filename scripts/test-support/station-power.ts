// A simulated station's power and helper, for the tests of what a station's faults do: its
// bridge and helper simulator stopped (a power cut) and started again as they were, on the
// same ports with the same enrolment, or its helper alone restarted.

import { type Bridge, type BridgeOptions, startBridge } from '@gamepod/pod-bridge';
import { type HelperSimulator, startHelperSimulator } from '@gamepod/pod-bridge/simulator';

/** What a station is started with, kept so it can be started again the same. */
export type StationParts = {
  readonly pod_id_key: string;
  bridge: Bridge | null;
  sim: HelperSimulator | null;
  readonly helperPort: number;
  readonly kioskPort: number;
  /** The bridge's options but the helper's URL (its state file among them, so it registers as enrolled). */
  readonly bridgeOptions: Omit<BridgeOptions, 'helperUrl' | 'kioskPort'>;
};

const portOf = (url: string) => Number(new URL(url).port);

/** The parts of a running station, to restart. */
export function stationParts(
  bridge: Bridge,
  sim: HelperSimulator,
  pod_id_key: string,
  bridgeOptions: StationParts['bridgeOptions'],
): StationParts {
  return { pod_id_key, bridge, sim, helperPort: sim.port, kioskPort: portOf(bridge.kioskUrl), bridgeOptions };
}

const startSim = (s: StationParts) =>
  startHelperSimulator({ port: s.helperPort, initial: { pod_id_key: s.pod_id_key } });

/** A power cut: the bridge and the helper both stop, and all they held in memory is gone. */
export async function powerOff(s: StationParts): Promise<void> {
  await s.bridge?.stop();
  await s.sim?.close();
  s.bridge = null;
  s.sim = null;
}

/** Power back: the helper, then the bridge on its old port with its state file; resolves once it registered. */
export async function powerOn(s: StationParts): Promise<void> {
  s.sim = await startSim(s);
  s.bridge = await startBridge({ ...s.bridgeOptions, helperUrl: s.sim.url, kioskPort: s.kioskPort });
  await s.bridge.registered;
}

/** The helper restarts (the bridge runs on): it stops, and starts again on its port after `downMs`. */
export async function restartHelper(s: StationParts, downMs: number): Promise<void> {
  await s.sim?.close();
  s.sim = null;
  await new Promise((r) => setTimeout(r, downMs));
  s.sim = await startSim(s);
}
