import { effect } from '@preact/signals-react';
import { sha256 } from 'js-sha256';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { bridgeLink, tellBridge } from './bridge-model.ts';

/**
 * The station vouches for its page: whenever the bridge socket comes up, and whenever the page
 * gets a new kiosk session, the page tells its bridge which kiosk session it holds, the sha256
 * of its session_id_key (never the key) and its pod. The bridge records it under the station's
 * own credentials; a pod login signed in on any other kiosk session of the pod is then not one
 * the station holds (the server ends those a restarted page left behind). Hashed in script, not
 * with crypto.subtle, which a page served over plain http on a venue's network does not have.
 * Returns the stop.
 */
export function reportKioskPage(): () => void {
  return effect(() => {
    const session = podSession.value;
    if (bridgeLink.value !== 'up' || !session?.session_id_key || !session.pod_id) return;
    tellBridge({ op: 'kiosk_page', pod_id: session.pod_id, kiosk_session_hash: sha256(session.session_id_key) });
  });
}
