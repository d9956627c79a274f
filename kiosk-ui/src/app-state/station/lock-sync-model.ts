import { kioskApi } from '../../api/endpoints.ts';
import { podSession } from '../session/pod-session-model.ts';
import { station } from './bridge-model.ts';

/**
 * The pod's lock state is polled (the bridge reports the helper's
 * pod_disabled) and the server is told when it changes, so the admin's pod list shows what the
 * station really does even when someone locked it at the station. The server records a change
 * only when it differs from what it has. Returns the stop.
 */
export function watchLockState(): () => void {
  let known: boolean | null = null;
  return station.subscribe((view) => {
    const key = podSession.value?.pod_id_key;
    if (!view || !key) return;
    if (view.pod_disabled === known) return;
    known = view.pod_disabled;
    kioskApi.setLockout(key, view.pod_disabled).catch(() => {
      known = null; // try again with the next report
    });
  });
}
