// The Create and Edit Reservation forms: lab, its pods with Select All, start and end date and
// time in the lab's time zone, group name and emails. Every field is required. Create resets
// after a save; edit reloads. Changing the lab on edit back to the original restores the
// original pods; any other lab clears the selection.
import type { ReservationView } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { handleApiFailure } from '#app-state/api/api-failures.ts';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createFormState } from '#lib/form-state.ts';
import { createResource } from '#lib/resource.ts';
import { reservationsApi } from '../api/reservations-api.ts';
import {
  checkReservation,
  EMPTY_RESERVATION,
  emailsOf,
  type ReservationValues,
  refusedField,
} from './reservation-form-rules.ts';

const form = createFormState<ReservationValues>({
  blank: EMPTY_RESERVATION,
  check: (v) => {
    const errors = checkReservation(v);
    return { errors, missing: Object.keys(errors).length > 0 };
  },
  onMissing: () => toastMessage('generic-required-message', 'Please fill all required fields'),
  refusedField: (err) => {
    const refused = refusedField(err);
    return refused && { field: refused.key, text: refused.text };
  },
});
export const formValues = form.values;
/** The inline errors: the empty fields on Save, or the field a refused save names. */
export const formErrors = form.errors;
export const saving = form.saving;
export const setField = form.set;
/** The reservation being edited, as loaded: its lab and pods are what a lab change back restores. */
export const original = signal<ReservationView | null>(null);

export const labOptions = createResource(() => reservationsApi.labs());
export const labPods = createResource(() =>
  formValues.value.lab_id ? reservationsApi.pods(formValues.value.lab_id) : Promise.resolve([]),
);

export const allSelected = computed(() => {
  const pods = labPods.data.value ?? [];
  return pods.length > 0 && pods.every((p) => formValues.value.pods.includes(p.pod_id_key));
});

/** A lab chosen: its pods load; the selection is the original's on returning to it, else empty. */
export function chooseLab(labId: string): void {
  const back = original.value && original.value.lab_id === labId;
  form.set('lab_id', labId);
  form.set('pods', back ? (original.value?.pods_list_array ?? []) : []);
  void labPods.reload();
}

export function togglePod(key: string, on: boolean): void {
  const rest = formValues.value.pods.filter((k) => k !== key);
  setField('pods', on ? [...rest, key] : rest);
}

export function toggleAll(on: boolean): void {
  setField('pods', on ? (labPods.data.value ?? []).map((p) => p.pod_id_key) : []);
}

/** Saves the form (create, or edit with `editId`); true when the server took it. */
export async function saveReservation(editId: string | null): Promise<boolean> {
  const saved = await form.submit(async (v) => {
    await reservationsApi.save({
      ...(editId ? { edit_id: editId } : {}),
      lab_id: v.lab_id,
      start_date: v.start_date,
      start_time: v.start_time,
      end_date: v.end_date,
      end_time: v.end_time,
      start_datetime: `${v.start_date} ${v.start_time}`,
      end_datetime: `${v.end_date} ${v.end_time}`,
      pods_list: [...v.pods],
      emails_list: emailsOf(v.emails),
      group_name: v.group_name.trim(),
    });
    showToast('success', editId ? 'Reservation updated' : 'Reservation saved');
    return true;
  }, handleApiFailure);
  return saved ?? false;
}

/** Opening Create: an empty form and the labs to choose from. */
export function openCreate(): void {
  original.value = null;
  form.reset();
  void labOptions.load();
  void labPods.load();
}

/** Opening Edit (and reloading it after a save): the reservation as it stands. */
export async function openEdit(id: string): Promise<void> {
  void labOptions.load();
  try {
    const r = await reservationsApi.detail(id);
    original.value = r;
    form.fill({
      lab_id: r.lab_id,
      pods: r.pods_list_array,
      start_date: r.reservation_start.date,
      start_time: r.reservation_start.time,
      end_date: r.reservation_end.date,
      end_time: r.reservation_end.time,
      group_name: r.group_name,
      emails: r.emails_list,
    });
    await labPods.load();
  } catch (err) {
    handleApiFailure(err);
  }
}
