// /admin/labs: the client admin's labs and their Force On switches.

import type { LabOption } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource } from '#lib/resource.ts';
import { labsApi } from '../api/labs-api.ts';

export const labs = createResource(labsApi.list);

/** Ids of the labs whose Force On is being saved (their switch waits). */
export const savingForceOn = signal<ReadonlySet<string>>(new Set());

const patch = (id: string, admin_mode: 0 | 1) => {
  labs.set((labs.data.value ?? []).map((l) => (l.id === id ? { ...l, admin_mode } : l)));
};

/**
 * Turns a lab's Force On on or off (sent as 1/0). The switch moves at once; a refused save
 * moves it back, and the API client shows the server's message.
 */
export async function setForceOn(lab: LabOption, on: boolean): Promise<void> {
  if (savingForceOn.value.has(lab.id)) return;
  const before = lab.admin_mode;
  const next = on ? 1 : 0;
  savingForceOn.value = new Set([...savingForceOn.value, lab.id]);
  patch(lab.id, next);
  try {
    await labsApi.setForceOn(lab.id, next);
    showToast('success', on ? `Force On turned on for ${lab.value}` : `Force On turned off for ${lab.value}`);
  } catch {
    patch(lab.id, before);
  } finally {
    const rest = new Set(savingForceOn.value);
    rest.delete(lab.id);
    savingForceOn.value = rest;
  }
}
