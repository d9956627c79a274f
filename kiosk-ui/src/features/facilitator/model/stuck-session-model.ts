import type { FacilitatorPod } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { facilitatorApi } from '../api/facilitator-api.ts';
import { pods } from './pods-model.ts';

/** The pod whose End session asks Yes/No; null while none does. */
export const endingPod = signal<FacilitatorPod | null>(null);
/** True while the confirmed End session runs. */
export const endingBusy = signal(false);

/** A stuck pod's End session: asks first. */
export function askEndSession(pod: FacilitatorPod): void {
  if (!endingBusy.value) endingPod.value = pod;
}

export function cancelEndSession(): void {
  if (!endingBusy.value) endingPod.value = null;
}

/**
 * Yes: ends the pod's sessions that its station no longer holds (the server judges which, and
 * never ends the one its station holds); the row shows it at once and the push confirms it.
 */
export async function confirmEndSession(): Promise<void> {
  const pod = endingPod.value;
  const token = userSession.value?.token;
  if (!pod || !token || endingBusy.value) return;
  endingBusy.value = true;
  try {
    const { ended } = await facilitatorApi.endSession(token, pod.id, podSession.value?.session_id_key);
    pods.value = pods.value.map((p) => (p.id === pod.id ? { ...p, stuck_session: 0 } : p));
    showToast('success', 'Session ended', `${pod.name}: ${ended} ${ended === 1 ? 'session' : 'sessions'}`);
  } catch (err) {
    if (!logoutIfExpired(err))
      showToast('error', 'The session could not be ended', err instanceof Error ? err.message : '');
  } finally {
    endingBusy.value = false;
    endingPod.value = null;
  }
}
