// The Update LED Settings modal of Manage Your Pods, opened by a row's LED
// Defaults: a colour from the LED palettes becomes the client's default for LED1 or LED2
// and is sent to that pod at once (pod command led1 / led2).

import type { LedType } from '@gamepod/contracts/catalogues';
import type { PodListRow } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource } from '#lib/resource.ts';
import { podsApi } from '../api/pods-api.ts';
import { navName } from './pod-rules.ts';

export const LED_LABEL: Readonly<Record<LedType, string>> = { led1: 'LED1', led2: 'LED2' };

/** The pod whose LED Defaults opened the modal; null while it is closed. */
export const ledPod = signal<PodListRow | null>(null);
export const palettes = createResource(podsApi.palettes);
/** The client's current default colour per LED (palette ids), once read. */
export const ledDefaults = signal<Readonly<Record<LedType, number | null>>>({ led1: null, led2: null });
export const chosenPalette = signal<number | null>(null);
/** The LED being changed, while its calls run. */
export const ledSaving = signal<LedType | null>(null);

export function openLed(pod: PodListRow): void {
  ledPod.value = pod;
  chosenPalette.value = null;
  ledDefaults.value = { led1: null, led2: null };
  if (!palettes.data.value) void palettes.load();
  podsApi.ledDefaults(pod.client_id).then(
    (d) => {
      if (ledPod.value?.id === pod.id) ledDefaults.value = { led1: d.led1_pallet_id, led2: d.led2_pallet_id };
    },
    () => undefined,
  );
}

export function closeLed(): void {
  if (!ledSaving.value) ledPod.value = null;
}

/** Leaving the list: the modal goes, even while a change runs (its calls still finish). */
export function resetLed(): void {
  ledPod.value = null;
  chosenPalette.value = null;
}

export function choosePalette(id: number): void {
  chosenPalette.value = id;
}

/** Change LED1 / Change LED2: save the client's default, then light the pod with it. */
export async function changeLed(led: LedType): Promise<void> {
  const pod = ledPod.value;
  if (!pod || ledSaving.value) return;
  const palette = palettes.data.value?.find((p) => p.id === chosenPalette.value);
  if (!palette) {
    showToast('warning', 'Please choose a colour first');
    return;
  }
  ledSaving.value = led;
  try {
    await podsApi.updateLed(pod.client_id, palette.id, led);
    ledDefaults.value = { ...ledDefaults.value, [led]: palette.id };
    await podsApi.command(led, pod.id, palette.value);
    showToast('success', `${LED_LABEL[led]} of ${navName(pod)} is now ${palette.value}`);
  } catch {
    // the API client already showed the server's message
  } finally {
    ledSaving.value = null;
  }
}
