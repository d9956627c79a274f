// Lab API Keys: a key name and Create; listed with Delete behind a
// confirm modal. The server keeps only a key's hash, so a new key is shown this once, with a
// copy button, until the admin dismisses it or leaves the screen.

import { API_KEY_FORM_RULES, type ApiKeyView, missingFields } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { labsApi } from '../api/labs-api.ts';
import { confirmedDelete } from './confirmed-delete.ts';
import { labId, onLabLoaded, patchDetails, REQUIRED_TEXT } from './edit-lab-model.ts';
import { done, failed, type Outcome, refused, serverField } from './lab-failures.ts';
import { REQUIRED_FIELD } from './lab-form.ts';

export const keyName = signal('');
export const keyNameError = signal<string | null>(null);
export const creatingKey = signal(false);
/** The key just made: its name and the whole key. */
export const newKey = signal<{ name: string; key: string } | null>(null);
export const keyCopied = signal<'no' | 'yes' | 'failed'>('no');

onLabLoaded(() => {
  keyName.value = '';
  keyNameError.value = null;
  newKey.value = null;
  keyCopied.value = 'no';
});

export function setKeyName(value: string): void {
  keyName.value = value;
  keyNameError.value = null;
}

/** Create: the name is required; the reply's whole key shows until dismissed. */
export async function createKey(): Promise<Outcome | null> {
  if (creatingKey.value) return null;
  const name = keyName.value.trim();
  if (missingFields(API_KEY_FORM_RULES, { api_key_name: name }).length > 0) {
    keyNameError.value = REQUIRED_FIELD;
    return refused(REQUIRED_TEXT);
  }
  creatingKey.value = true;
  try {
    const r = await labsApi.createApiKey(labId.value, name);
    patchDetails({ apikeys: r.apikeys });
    newKey.value = { name: r.api_key_name, key: r.api_key };
    keyCopied.value = 'no';
    keyName.value = '';
    return done(`Api key "${r.api_key_name}" created`);
  } catch (err) {
    const f = serverField(err, ['api_key_name']);
    if (f) keyNameError.value = f.text;
    return failed(err);
  } finally {
    creatingKey.value = false;
  }
}

/** Copies the new key to the clipboard; 'failed' asks the admin to copy it by hand. */
export async function copyNewKey(): Promise<void> {
  const shown = newKey.value;
  if (!shown) return;
  try {
    await navigator.clipboard.writeText(shown.key);
    keyCopied.value = 'yes';
  } catch {
    keyCopied.value = 'failed';
  }
}

export function dismissNewKey(): void {
  newKey.value = null;
  keyCopied.value = 'no';
}

export const keyDelete = confirmedDelete(async (key: ApiKeyView) => {
  try {
    const { apikeys } = await labsApi.deleteApiKey(labId.value, key.id);
    patchDetails({ apikeys });
    if (newKey.value?.name === key.api_key_name) dismissNewKey();
    return done(`Api key "${key.api_key_name}" deleted`);
  } catch (err) {
    return failed(err);
  }
});
