import type { Platform, Slot, StationView } from '@gamepod/contracts/bridge-socket';
import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { station } from '#app-state/station/bridge-model.ts';
import { PLATFORM_NAMES } from '#app-state/station/platform-names.ts';

export type PlatformButton = {
  xd: 'xd1' | 'xd2';
  platform: Platform | 'start';
  label: string;
  /** 'Locked' when the platform or the pod is disabled; 'Starting…' while the console boots. */
  disabledLabel: string | null;
};

const isPlatform = (slot: Slot): slot is Platform => slot === 'xb' || slot === 'ps' || slot === 'sw' || slot === 'pc';

function buttonFor(view: StationView, xd: 'xd1' | 'xd2'): PlatformButton | null {
  const slot = view[xd];
  if (slot === 'start') return { xd, platform: 'start', label: 'Console starting', disabledLabel: 'Starting…' };
  if (!isPlatform(slot)) return null;
  const locked = view.pod_disabled || view[`${slot}_disabled`];
  return { xd, platform: slot, label: `Play ${PLATFORM_NAMES[slot]}`, disabledLabel: locked ? 'Locked' : null };
}

/** Up to two platform buttons, from the station's xd1 and xd2, on the dashboard. */
export const platformButtons = computed<PlatformButton[]>(() => {
  const view = station.value;
  if (!view) return [];
  return (['xd1', 'xd2'] as const).map((xd) => buttonFor(view, xd)).filter((b): b is PlatformButton => b !== null);
});

/** "Welcome, Sam!": the first name with a capital. */
export const greetingName = computed(() => {
  const name = (userSession.value?.name ?? '').trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Player';
});

/** The login (its token) whose email warning was closed: closing it lasts for that login only. */
const verificationClosedFor = signal<string | null>(null);
export const showVerification = computed(() => {
  const user = userSession.value;
  return user?.is_verified === 0 && verificationClosedFor.value !== user.token;
});

export function dismissVerification(): void {
  verificationClosedFor.value = userSession.value?.token ?? null;
}
