import type { PodSession, UserSession } from '@gamepod/contracts/http';
import { readStored, removeStored, writeStored } from '@gamepod/ui-kit';
import { computed, effect, signal } from '@preact/signals-react';
import { bridgeHello } from '#app-state/station/bridge-model.ts';
import { applyTheme } from './theme.ts';

/** The pod session data, kept in local storage so the player area survives a reload. */
export const podSession = signal<PodSession | null>(readStored<PodSession>('pod_session'));

/** The logged-in user, kept in local storage likewise. */
export const userSession = signal<UserSession | null>(readStored<UserSession>('user_session'));

/** The pod's id: the pod session's when the server sends it, else the bridge's hello. */
export const podId = computed(() => podSession.value?.pod_id ?? bridgeHello.value?.pod_id ?? null);

/** Paid lab (orientation type and the time balance follow the lab's mode). */
export const isPaidLab = computed(() => podSession.value?.is_paid === 1);

export function setPodSession(value: PodSession | null): void {
  podSession.value = value;
  if (value) writeStored('pod_session', value);
  else removeStored('pod_session');
}

export function setUserSession(value: UserSession | null): void {
  userSession.value = value;
  if (value) writeStored('user_session', value);
  else removeStored('user_session');
}

/** A stored session lacking role_id or email sends the user to /. */
export function hasUsableUser(role: number): boolean {
  const user = userSession.value;
  return Boolean(user?.role_id && user.email && user.token && user.role_id === role);
}

effect(() => applyTheme(podSession.value?.theme ?? null));
