import { effect } from '@preact/signals-react';
import { kioskApi } from '#api/endpoints.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { helperDown } from './bridge-model.ts';

/** What the page tells the server when it cannot reach its helper: the start-up screen's words. */
export const HELPER_DOWN_MESSAGE = "Flask API server doesn't work now!";

/**
 * Tells the server (`/session/flask`) when the page loses its link to the station's helper and
 * when it gets it back, so staff see the pod offline meanwhile. Each kiosk session says where
 * it stands once (a page that restarts, as it does when its helper comes back, may find the pod
 * still reported down), then only each change; the server records only changes. A failed
 * report is sent again at the next change. Returns the stop.
 */
export function watchHelperLink(): () => void {
  let told: { key: string; state: 'up' | 'down' } | null = null;
  return effect(() => {
    const session = podSession.value;
    const state = helperDown.value ? 'down' : 'up';
    if (!session) return;
    const key = session.session_id_key;
    if (told?.key === key && told.state === state) return;
    const report = { key, state } as const;
    told = report;
    kioskApi
      .helperLink({
        session_id_key: key,
        pod_id_key: session.pod_id_key,
        state,
        ...(state === 'down' ? { message: HELPER_DOWN_MESSAGE } : {}),
      })
      .catch(() => {
        // told again at the next change
        if (told === report) told = null;
      });
  });
}
