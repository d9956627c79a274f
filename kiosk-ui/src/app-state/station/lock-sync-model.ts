import { kioskApi } from '#api/endpoints.ts';
import { podSession, setPodSession } from '#app-state/session/pod-session-model.ts';
import { station } from './bridge-model.ts';

/**
 * The pod's lock state is polled (the bridge reports the helper's pod_disabled) and the server
 * is told when it changes, with the page's kiosk session. The server does not take the page's
 * word for it: the station's bridge records pod_disabled itself, under its own credentials, so
 * the admin's pod list shows what the station really does. Each change also re-reads the pod
 * (`/pod`), whose keyboard flag the stored pod session then follows. Returns the stop.
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
    void rereadPod(report);
  });
}

async function rereadPod(report: { session_id_key: string; pod_id_key: string }): Promise<void> {
  try {
    const { pod } = await kioskApi.pod(report);
    const session = podSession.value;
    // a new kiosk session since the read asked: its own start read the pod
    if (!session || session.session_id_key !== report.session_id_key) return;
    if (session.with_keyboard !== pod.with_key_board) setPodSession({ ...session, with_keyboard: pod.with_key_board });
  } catch {
    // the next change reads it again
  }
}
