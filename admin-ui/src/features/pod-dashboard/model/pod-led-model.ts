// Change LED: the 'Update LED Settings' modal picks a colour, and Change LED1 / Change LED2
// light that strip of every selected pod with it.
import type { LedType } from '@gamepod/contracts/catalogues';
import { signal } from '@preact/signals-react';
import { createResource } from '#lib/resource.ts';
import { podDashboardApi } from '../api/pod-dashboard-api.ts';
import { runCommand, selectedOrWarn } from './pod-commands-model.ts';

export const LED_LABEL: Readonly<Record<LedType, string>> = { led1: 'LED1', led2: 'LED2' };

export const ledOpen = signal(false);
export const palettes = createResource(podDashboardApi.palettes);
/** The chosen colour (`#rrggbb`), or null. */
export const chosenColour = signal<string | null>(null);

/** Change LED: opens the modal when at least one pod is selected ('no-pod-selected' otherwise). */
export function openLed(): void {
  if (!selectedOrWarn()) return;
  chosenColour.value = null;
  ledOpen.value = true;
  if (!palettes.data.value) void palettes.load();
}

export function closeLed(): void {
  ledOpen.value = false;
}

export function chooseColour(colour: string): void {
  chosenColour.value = colour;
}

/** Change LED1 / Change LED2 on the selected pods; the modal closes once the command went out. */
export async function changeLed(led: LedType): Promise<void> {
  const colour = chosenColour.value;
  if (!colour) return;
  if (await runCommand(led, `Change ${LED_LABEL[led]}`, colour)) ledOpen.value = false;
}
