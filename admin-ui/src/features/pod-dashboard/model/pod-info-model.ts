// Pod info: what this station's consoles are (XD1, XD2) and whether each platform is on, its
// volume, and a test sound. The station's state comes live from its bridge while the
// dashboard shows.
import type { Platform, StationView } from '@gamepod/contracts/bridge-socket';
import { VOLUME_MAX } from '@gamepod/contracts/catalogues';
import { ApiError } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { podSession } from '#app-state/session/model/session-model.ts';
import { linkStation, type StationLink } from '#app-state/station/model/station-link.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { podDashboardApi } from '../api/pod-dashboard-api.ts';
import { DISABLED_FLAG } from './launch-rules.ts';

/** What the bridge last said of this station; null until it says. */
export const station = signal<StationView | null>(null);
/** The slider's value on the helper's 0–50 scale (shown doubled as a percent). */
export const volume = signal(0);
export const volumeSaving = signal(false);
/** Mute sets 0; unmute sets 100 % (the top of the helper's scale). */
export const UNMUTED = VOLUME_MAX;
export const muted = computed(() => volume.value === 0);

let link: StationLink | null = null;

/** Opens the live link to the station; returns the close. */
export function watchStation(): () => void {
  link?.close();
  link = linkStation((s) => {
    const first = station.value === null;
    station.value = s.station;
    if (first && !volumeSaving.value) volume.value = s.station.volume;
  });
  return () => {
    link?.close();
    link = null;
    station.value = null;
  };
}

/** An XD switch: turns the console's platform on or off at the station. */
export async function setPlatformOn(platform: Platform, on: boolean): Promise<void> {
  if (!link) return;
  const reply = await link.post('/kiosk/set/xd_disabled', { [DISABLED_FLAG[platform]]: !on });
  if (!reply.ok) showToast('error', 'The station did not change the platform', reply.message);
}

/** Sets the volume at the station, then records it for the pod (Volume change). */
export async function setVolume(level: number): Promise<void> {
  const pod = podSession.value;
  if (!pod) return;
  const before = volume.value;
  volume.value = level;
  volumeSaving.value = true;
  try {
    if (link) {
      const reply = await link.post('/kiosk/set/vol_change', { volume: level });
      if (!reply.ok) throw new Error(reply.message || 'the station did not change the volume');
    }
    await podDashboardApi.volume(pod, level);
  } catch (err) {
    volume.value = before;
    // a refused call was shown by the API client; the station's refusal is shown here
    if (!(err instanceof ApiError)) showToast('error', 'Volume not changed', err instanceof Error ? err.message : '');
  } finally {
    volumeSaving.value = false;
  }
}

export const toggleMute = () => setVolume(muted.value ? UNMUTED : 0);

/** Toggle Test Audio: a tone from this station's own speakers until toggled off. */
export const testAudioOn = signal(false);
let tone: { ctx: AudioContext; osc: OscillatorNode } | null = null;

export function toggleTestAudio(): void {
  if (tone) {
    tone.osc.stop();
    void tone.ctx.close();
    tone = null;
    testAudioOn.value = false;
    return;
  }
  const ctx = new AudioContext();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = 440;
  gain.gain.value = 0.2;
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  tone = { ctx, osc };
  testAudioOn.value = true;
}

/** Leaving the dashboard silences the test tone. */
export function stopTestAudio(): void {
  if (tone) toggleTestAudio();
}
