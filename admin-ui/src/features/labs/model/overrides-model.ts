// Lab Schedule Overrides: one date's hours (or closed), paid or
// free; listed with Delete behind a confirm modal.

import type { OverrideView } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { labsApi } from '../api/labs-api.ts';
import { confirmedDelete } from './confirmed-delete.ts';
import { labId, onLabLoaded, patchDetails, REQUIRED_TEXT } from './edit-lab-model.ts';
import { done, failed, type Outcome, refused, serverField } from './lab-failures.ts';
import { REQUIRED_FIELD } from './lab-form.ts';
import { checkRange } from './time-text.ts';

export type OverrideDraft = {
  date: string;
  time_start: string;
  time_end: string;
  is_paid: boolean;
  is_closed: boolean;
};
type DraftErrors = Partial<Record<'date' | 'time_start' | 'time_end', string>>;

const EMPTY: OverrideDraft = { date: '', time_start: '', time_end: '', is_paid: false, is_closed: false };
/** "override date minimum 8". */
const DATE_MIN = 8;

export const overrideDraft = signal<OverrideDraft>(EMPTY);
export const overrideErrors = signal<DraftErrors>({});
export const addingOverride = signal(false);

onLabLoaded(() => {
  overrideDraft.value = EMPTY;
  overrideErrors.value = {};
});

export function setOverride<K extends keyof OverrideDraft>(key: K, value: OverrideDraft[K]): void {
  overrideDraft.value = { ...overrideDraft.value, [key]: value };
  if (key in overrideErrors.value) {
    const { [key as keyof DraftErrors]: _, ...rest } = overrideErrors.value;
    overrideErrors.value = rest;
  }
}

/** Add: the date is required (mm/dd/yyyy, at least 8 characters); the end when the start is set. */
export async function addOverride(): Promise<Outcome | null> {
  if (addingOverride.value) return null;
  const d = overrideDraft.value;
  const range = checkRange(d.time_start, d.time_end, REQUIRED_FIELD);
  const errors: DraftErrors = {};
  if (range.start) errors.time_start = range.start;
  if (range.end) errors.time_end = range.end;
  const date = d.date.trim();
  if (!date) errors.date = REQUIRED_FIELD;
  else if (date.length < DATE_MIN) errors.date = 'Enter the date as mm/dd/yyyy';
  overrideErrors.value = errors;
  if (!date || range.missing) return refused(REQUIRED_TEXT);
  if (Object.keys(errors).length > 0) return null;
  addingOverride.value = true;
  try {
    const { overrides } = await labsApi.addOverride(labId.value, {
      date,
      time_start: d.time_start.trim() || null,
      time_end: d.time_end.trim() || null,
      is_paid: d.is_paid ? 1 : 0,
      is_closed: d.is_closed ? 1 : 0,
    });
    patchDetails({ overrides });
    overrideDraft.value = EMPTY;
    return done(`Schedule override added for ${date}`);
  } catch (err) {
    const f = serverField(err, ['date', 'time_start', 'time_end']);
    if (f) overrideErrors.value = { ...overrideErrors.value, [f.field]: f.text };
    return failed(err);
  } finally {
    addingOverride.value = false;
  }
}

export const overrideDelete = confirmedDelete(async (o: OverrideView) => {
  try {
    const { overrides } = await labsApi.deleteOverride(labId.value, o.id);
    patchDetails({ overrides });
    return done(`Schedule override for ${o.date} deleted`);
  } catch (err) {
    return failed(err);
  }
});
