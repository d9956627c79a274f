import { signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { settingsApi } from '../api/settings-api.ts';
import { clientSettings } from './client-settings.ts';
import { AUDIO_RULE } from './file-rules.ts';
import { createUpload } from './upload-model.ts';

/** The audio upload (required on save; mp3, wav, aac only). */
export const audioUpload = createUpload('audio', AUDIO_RULE, 'Audio saved');
export const confirmingRemove = signal(false);
export const removingAudio = signal(false);

export function resetAudio(): void {
  audioUpload.reset();
  confirmingRemove.value = false;
  removingAudio.value = false;
}

export function askRemoveAudio(): void {
  confirmingRemove.value = true;
}

export function cancelRemoveAudio(): void {
  if (!removingAudio.value) confirmingRemove.value = false;
}

/** Takes the client's audio away (remove_audio). */
export async function removeAudio(): Promise<void> {
  if (removingAudio.value) return;
  removingAudio.value = true;
  try {
    clientSettings.set(await settingsApi.removeAudio());
    showToast('success', 'Audio removed');
  } catch {
    // shown by the API client
  } finally {
    removingAudio.value = false;
    confirmingRemove.value = false;
  }
}
