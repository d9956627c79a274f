import type { PodSession, UserSession } from '@gamepod/contracts/http';
import { readStored, removeStored, writeStored } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';

/**
 * The signed-in staff member: the same `gp.user_session` entry kiosk-ui writes when an admin
 * signs in on a pod (kiosk-ui then opens /admin/dashboard), so either app's login serves both.
 */
export const userSession = signal<UserSession | null>(readStored<UserSession>('user_session'));

/** The pod this page runs on, when kiosk-ui started it here; null off-pod (a desk or a phone). */
export const podSession = signal<PodSession | null>(readStored<PodSession>('pod_session'));

/** The page runs on a pod whose screen has no keyboard (gp_arc, gp_duo): logins go through a phone. */
export const podWithoutKeyboard = computed(() => podSession.value !== null && podSession.value.with_keyboard === 0);

export const signedInEmail = computed(() => userSession.value?.email ?? null);

/** Stores a fresh login's session. */
export function setUserSession(value: UserSession): void {
  userSession.value = value;
  writeStored('user_session', value);
}

/**
 * Forgets the signed-in user (and a save-seat lock, which belongs to that login). The pod
 * session stays: it is the station's, and the kiosk needs it to start again after a logout.
 */
export function clearUserSession(): void {
  userSession.value = null;
  removeStored('user_session', 'save_seat');
}

/** Another tab or kiosk-ui on this origin signed in or out: follow it. */
export function followStorage(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === 'gp.user_session') userSession.value = readStored<UserSession>('user_session');
    if (e.key === 'gp.pod_session') podSession.value = readStored<PodSession>('pod_session');
  };
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
}
