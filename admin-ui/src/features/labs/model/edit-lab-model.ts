// /admin/labs/edit/{lab_id}: one read of everything the screen shows
// (`GET /admin/kiosk/edit/lab`), the lab form with Update, and the sections' shared pieces.
// Each section's own model (schedule-model.ts and its siblings) patches `details` with the
// fresh list its call answers with, so the screen never reads again after a change.

import type { LabDetails, Option } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { createResource } from '#lib/resource.ts';
import { labsApi } from '../api/labs-api.ts';
import { done, failed, type Outcome, refused } from './lab-failures.ts';
import { createLabForm, fieldsOf, valuesOf } from './lab-form.ts';

export const labId = signal('');
export const details = createResource(() => labsApi.details(labId.value));
export const editForm = createLabForm();
/** The lab's client, for the locked selector. */
export const labClient = signal<Option | null>(null);

/** The text every lab section shows when a required field is empty. */
export const REQUIRED_TEXT = 'Please fill all required fields';

/** Replaces parts of the loaded lab with what a call answered. */
export function patchDetails(part: Partial<LabDetails>): void {
  const current = details.data.value;
  if (current) details.set({ ...current, ...part });
}

type SectionFill = (d: LabDetails) => void;
const fills: SectionFill[] = [];

/** A section's model registers how it fills its drafts from a fresh read. */
export function onLabLoaded(fill: SectionFill): void {
  fills.push(fill);
}

/** Loads the lab and fills the form and every section from it. */
export async function openLab(id: string): Promise<void> {
  details.reset();
  labClient.value = null;
  labId.value = id;
  await details.load();
  const d = details.data.value;
  if (!d) return;
  editForm.fill(valuesOf(d.lab));
  for (const fill of fills) fill(d);
  const clients = await labsApi.ownClient(d.lab.client_id).catch(() => []);
  labClient.value = clients.find((c) => c.id === d.lab.client_id) ?? null;
}

/** Update (the form and lab_id, the switches as 1/0). */
export async function updateLab(): Promise<Outcome | null> {
  if (editForm.saving.value) return null;
  const { ok, missing } = editForm.check();
  if (missing) return refused(REQUIRED_TEXT);
  if (!ok) return null;
  let failure: Outcome | null = null;
  const updated = await editForm.submit(
    async (v) => {
      const { lab } = await labsApi.update(labId.value, fieldsOf(v));
      const current = details.data.value;
      if (lab && current) {
        // the reply's row has no image URLs: keep the ones on screen
        const { left_image, right_image, banner_image } = current.lab;
        patchDetails({ lab: { ...lab, left_image, right_image, banner_image } });
      }
      return done('Lab updated');
    },
    (err) => {
      failure = failed(err);
    },
  );
  return updated ?? failure;
}
