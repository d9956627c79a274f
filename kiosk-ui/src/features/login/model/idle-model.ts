import { computed, signal } from '@preact/signals-react';
import { scheduleMessage } from '#app-state/schedule/schedule-message.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { readPodIdKey, startPod } from '#app-state/session/startup-model.ts';
import { station } from '#app-state/station/bridge-model.ts';

/** The idle fade runs 2 s in, 4 s in all, before the idle screen shows. */
export const IDLE_FADE_MS = 4_000;
/** The schedule message refreshes every 2 s. */
export const SCHEDULE_REFRESH_MS = 2_000;

export type IdlePhase = 'off' | 'fading' | 'idle';
export const idlePhase = signal<IdlePhase>('off');
const now = signal(new Date());

export const scheduleText = computed(() => {
  const s = podSession.value;
  return s ? scheduleMessage(s, now.value) : null;
});

/**
 * Today's opening hours, 'Open today 9:00 AM – 9:00 PM', from the lab's schedule in the pod
 * session; 'Closed today' on a closed day; null when the lab keeps no hours.
 */
export const labHours = computed(() => {
  const s = podSession.value;
  if (!s) return null;
  if (s.schedule_closed === 1) return 'Closed today';
  const start = s.schedule_start?.trim();
  const end = s.schedule_end?.trim();
  return start && end ? `Open today ${start} – ${end}` : null;
});

/** 'Tap' on the small touch screens (≤ 1024×600), 'Click' on the rest. */
export function idlePrompt(width: number, height: number): string {
  return width <= 1024 && height <= 600 ? 'Tap Anywhere to Begin' : 'Click Anywhere to Begin';
}

let fadeTimer: ReturnType<typeof setTimeout> | undefined;

/** A tap hides the idle screen and re-reads the pod id; a changed station starts afresh. */
export async function wakeUp(): Promise<void> {
  clearTimeout(fadeTimer);
  idlePhase.value = 'off';
  const key = await readPodIdKey();
  if (key !== null && key !== podSession.value?.pod_id_key) void startPod();
}

/**
 * Shows the idle screen on the login screen when the bridge raises the idle flag (a rising
 * edge; a logged-in player is never idle). Returns the stop.
 */
export function watchIdle(): () => void {
  let wasIdle = station.value?.idle ?? false;
  const stopWatch = station.subscribe((view) => {
    const idle = view?.idle ?? false;
    if (idle && !wasIdle && !userSession.value && idlePhase.value === 'off') {
      idlePhase.value = 'fading';
      fadeTimer = setTimeout(() => {
        if (idlePhase.value === 'fading') idlePhase.value = 'idle';
      }, IDLE_FADE_MS);
    }
    wasIdle = idle;
  });
  const clock = setInterval(() => {
    now.value = new Date();
  }, SCHEDULE_REFRESH_MS);
  return () => {
    stopWatch();
    clearInterval(clock);
    clearTimeout(fadeTimer);
    idlePhase.value = 'off';
  };
}
