import { computed, signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { isPaidLab, podSession, setUserSession, userSession } from '#app-state/session/pod-session-model.ts';

export const markingOrientation = signal(false);

/** The orientation for this lab's mode is due once per login. */
export const orientationDue = computed(() => {
  const user = userSession.value;
  if (!user) return false;
  return isPaidLab.value ? user.is_orientation_paid === 1 : user.is_orientation === 1;
});

/** I Understand: marks it seen for this login and mode, then shows the dashboard. */
export async function acknowledgeOrientation(): Promise<void> {
  const user = userSession.value;
  const pod = podSession.value;
  if (!user || !pod || markingOrientation.value) return;
  markingOrientation.value = true;
  const type = isPaidLab.value ? 'paid' : 'free';
  try {
    await userApi.markOrientation({ session_id_key: pod.session_id_key, token: user.token, type });
  } catch (err) {
    if (logoutIfExpired(err)) return;
  } finally {
    markingOrientation.value = false;
  }
  setUserSession({ ...user, ...(type === 'paid' ? { is_orientation_paid: 0 } : { is_orientation: 0 }) });
}
