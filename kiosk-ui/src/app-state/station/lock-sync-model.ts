import { kioskApi } from '#api/endpoints.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { station } from './bridge-model.ts';

/**
 * The pod's lock state is polled (the bridge reports the helper's pod_disabled) and the server
 * is told when it changes, with the page's kiosk session. The server does not take the page's
 * word for it: the station's bridge records pod_disabled itself, under its own credentials, so
 * the admin's pod list shows what the station really does. Returns the stop.
 */
export function watchLockState(): () => void {
  let known: boolean | null = null;
  return station.subscribe((view) => {
    const session = podSession.value;
    if (!view || !session?.pod_id_key || !session.session_id_key) return;
    if (view.pod_disabled === known) return;
    known = view.pod_disabled;
    const report = { session_id_key: session.session_id_key, pod_id_key: session.pod_id_key };
    kioskApi.setLockout({ ...report, locked: view.pod_disabled }).catch(() => {
      known = null; // try again with the next report
    });
  });
}
