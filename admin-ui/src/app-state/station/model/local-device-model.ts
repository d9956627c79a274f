// The station this console runs on, if any: after a
// deploy or an edit its local helper is told the pod's key and type, and the lock switch of its
// own pod tells it pod_disabled at once. Off a pod (no bridge remembered in this tab) nothing
// happens and no socket opens. Nothing here throws into a screen.
import { rememberedBridgeUrl } from '@gamepod/ui-kit';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { type BridgeSession, openBridgeSession } from '../api/bridge-session.ts';
import {
  editConcernsStation,
  type HelperPost,
  isThisStation,
  podCalls,
  podDisabledCall,
} from './local-device-calls.ts';

/** How long the station's bridge gets to greet, and then to answer each call. */
export const LOCAL_DEVICE_TIMEOUT_MS = 5_000;

/** Sends `calls` in order, stopping at the first the helper refuses or nobody answers (its reason is thrown). */
async function send(session: BridgeSession, calls: readonly HelperPost[]): Promise<void> {
  for (const call of calls) {
    const reply = await session.post(call.path, call.body);
    if (!reply.ok) throw new Error(`${call.path}: ${reply.message || `status ${reply.status}`}`);
  }
}

/** Connects to this tab's station, runs `work`, and disconnects; does nothing off a pod. */
async function withStation(work: (session: BridgeSession) => Promise<void>): Promise<void> {
  const url = rememberedBridgeUrl();
  if (url === null) return;
  const session = await openBridgeSession(url, LOCAL_DEVICE_TIMEOUT_MS);
  try {
    await work(session);
  } finally {
    session.close();
  }
}

/** The installer must know the station did not take its key: a warning, besides the log. */
function warnNotTold(err: unknown): void {
  console.error('[local device] the station was not told its pod', err);
  showToast(
    'warning',
    'This station did not take the pod key',
    `${err instanceof Error ? err.message : String(err)}. Save the pod again from this station.`,
  );
}

/** After a successful deploy: tells this station the new pod's key and type. */
export async function tellStationDeployed(podIdKey: string, podTypeId: number): Promise<void> {
  try {
    await withStation((session) => send(session, podCalls(podIdKey, podTypeId)));
  } catch (err) {
    warnNotTold(err);
  }
}

/** After a successful edit: tells this station again, when the pod is this station or it has no key yet. */
export async function tellStationEdited(podIdKey: string, podTypeId: number): Promise<void> {
  try {
    await withStation(async (session) => {
      if (editConcernsStation(session.hello, podIdKey)) await send(session, podCalls(podIdKey, podTypeId));
    });
  } catch (err) {
    warnNotTold(err);
  }
}

/** Lock switch: when the pod is this station, tells its helper pod_disabled (yes or no) at once. */
export async function tellStationLocked(podIdKey: string, locked: boolean): Promise<void> {
  try {
    await withStation(async (session) => {
      if (isThisStation(session.hello, podIdKey)) await send(session, [podDisabledCall(locked)]);
    });
  } catch (err) {
    // the lockout command reaches the helper through services and the bridge anyway
    console.warn('[local device] the station was not told pod_disabled', err);
  }
}
