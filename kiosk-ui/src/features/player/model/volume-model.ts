import { computed, signal } from '@preact/signals-react';
import { kioskApi } from '#api/endpoints.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { callHelper, station } from '#app-state/station/bridge-model.ts';
import { UNMUTE_DEFAULT, unmuteLevel, VOLUME_MAX } from './unmute-level.ts';

export { UNMUTE_DEFAULT, VOLUME_MAX };

/** A level the player is dragging to, shown before the station confirms it. */
const pending = signal<number | null>(null);
let beforeMute: number = UNMUTE_DEFAULT;

export const volume = computed(() => pending.value ?? station.value?.volume ?? UNMUTE_DEFAULT);
export const muted = computed(() => volume.value === 0);
export const volumePercent = computed(() => volume.value * 2);

let sendTimer: ReturnType<typeof setTimeout> | undefined;

function send(level: number): void {
  void callHelper('POST', '/kiosk/set/vol_change', { volume: level }).then(() => {
    if (pending.value === level) pending.value = null;
  });
  const pod = podSession.value;
  const token = userSession.value?.token;
  if (pod && token) {
    const call = { session_id_key: pod.session_id_key, pod_id_key: pod.pod_id_key, volume: level, token };
    kioskApi.setVolume(call).catch(() => undefined);
  }
}

/** Sets the station's volume (0–50); drags are sent at most every 150 ms. */
export function setVolume(level: number): void {
  const clamped = Math.max(0, Math.min(VOLUME_MAX, Math.round(level)));
  pending.value = clamped;
  clearTimeout(sendTimer);
  sendTimer = setTimeout(() => send(clamped), 150);
}

export function mute(): void {
  if (volume.value > 0) beforeMute = volume.value;
  pending.value = 0;
  clearTimeout(sendTimer);
  send(0);
}

/** Unmute: the level before the mute, or `level` when given (the buttons panel's unmute sets 50). */
export async function unmute(level?: number): Promise<void> {
  if (level === undefined) {
    const reply = await callHelper('GET', '/kiosk/check/mute_unmute');
    level = unmuteLevel(reply.ok ? reply.data.volume_before_mute : undefined, beforeMute);
  }
  pending.value = level;
  clearTimeout(sendTimer);
  send(level);
}
