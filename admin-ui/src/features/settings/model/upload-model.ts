// One Account Settings upload (the logo, the audio): the chosen file, its problem, the upload's
// progress. A file the rules refuse is never sent; its message key's catalogue text shows
// inline and as a toast.
import { signal } from '@preact/signals-react';
import { messageFor, toastMessage, toastRequired } from '#app-state/messages/system-messages.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { settingsApi } from '../api/settings-api.ts';
import { clientSettings } from './client-settings.ts';
import { type FileRule, fileProblem } from './file-rules.ts';

export function createUpload(field: 'logo' | 'audio', rule: FileRule, savedText: string) {
  const file = signal<File | null>(null);
  const error = signal<string | null>(null);
  const progress = signal<number | null>(null);
  const saving = signal(false);

  const refuse = (key: string) => {
    error.value = messageFor(key)?.text_head ?? key;
    toastMessage(key);
  };

  return {
    file,
    error,
    progress,
    saving,
    /** Takes the file the dialog gave (null: none); a refused one is dropped with its message. Answers whether it was kept. */
    choose(chosen: File | null): boolean {
      error.value = null;
      file.value = null;
      if (!chosen) return false;
      const problem = fileProblem(rule, chosen);
      if (problem) {
        refuse(problem);
        return false;
      }
      file.value = chosen;
      return true;
    },
    /** Uploads the chosen file (one is required on save). */
    async save() {
      if (saving.value) return;
      const chosen = file.value;
      if (!chosen) {
        error.value = 'Choose a file first';
        return toastRequired();
      }
      saving.value = true;
      progress.value = 0;
      try {
        const saved = await settingsApi.uploadFile(field, chosen, (p) => {
          progress.value = p;
        });
        clientSettings.set(saved);
        file.value = null;
        showToast('success', savedText);
      } catch {
        // the API client showed the server's reason (its msg_key's catalogue text)
      } finally {
        saving.value = false;
        progress.value = null;
      }
    },
    reset() {
      file.value = null;
      error.value = null;
      progress.value = null;
      saving.value = false;
    },
  };
}

export type Upload = ReturnType<typeof createUpload>;
