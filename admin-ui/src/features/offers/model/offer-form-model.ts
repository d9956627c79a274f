// The offer form: create (Save) or edit (Update); delete asks first. A super admin saves for the
// client chosen above the list; a client admin's offers are their own client's.
import { missingFields, OFFER_FORM_RULES, type OfferRow } from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createFormState } from '#lib/form-state.ts';
import { createPendingDelete } from '#lib/pending-delete.ts';
import { type OfferBody, offersApi } from '../api/offers-api.ts';
import { isSuperAdmin, offersQuery, refreshOffers } from './offers-list-model.ts';

export type OfferFields = {
  readonly name: string;
  readonly minutes: string;
  readonly usd_cost: string;
  readonly image_url: string;
  readonly lab_id: string;
  readonly order: string;
  readonly active: boolean;
};
type FieldName = keyof OfferFields | 'client_id';

const BLANK: OfferFields = { name: '', minutes: '', usd_cost: '', image_url: '', lab_id: '', order: '0', active: true };

const form = createFormState<OfferFields, FieldName>({
  blank: BLANK,
  check: (f) => ({ errors: problems(f, offersQuery.value.clientId) }),
});
export const fields = form.values;
export const fieldErrors = form.errors;
export const saving = form.saving;
export const setField = form.set;
export const editing = signal<OfferRow | null>(null);

export function resetForm(): void {
  form.reset();
  editing.value = null;
}

export function editOffer(row: OfferRow): void {
  editing.value = row;
  form.fill({
    name: row.name,
    minutes: String(row.minutes),
    usd_cost: row.usd_cost.toFixed(2),
    image_url: row.ImageURL ?? '',
    lab_id: row.lab_id ?? '',
    order: String(row.order),
    active: row.active === 1,
  });
}

/** The rules the form checks before sending; the server checks them all again. */
function problems(f: OfferFields, clientId: string): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const { field } of missingFields(OFFER_FORM_RULES, f)) errors[field] = 'Please enter a name';
  if (!/^\d+$/.test(f.minutes) || Number(f.minutes) < 1) errors.minutes = 'Whole minutes, 1 or more';
  if (!/^\d+(\.\d{1,2})?$/.test(f.usd_cost) || Number(f.usd_cost) < 0.5 || Number(f.usd_cost) > 100_000)
    errors.usd_cost = 'A price from 0.50 to 100000 USD, at most two decimals';
  if (f.image_url && !/^(https:\/\/|\/)\S*$/.test(f.image_url)) errors.image_url = 'An https:// address or a /path';
  if (!/^\d+$/.test(f.order)) errors.order = 'A whole number, 0 or more';
  if (isSuperAdmin.value && !clientId && !editing.value) errors.client_id = 'Select a client first';
  return errors;
}

function bodyOf(f: OfferFields, clientId: string): OfferBody {
  return {
    name: f.name.trim(),
    minutes: Number(f.minutes),
    usd_cost: Number(f.usd_cost),
    image_url: f.image_url || null,
    lab_id: f.lab_id || null,
    order: Number(f.order),
    active: f.active ? 1 : 0,
    ...(isSuperAdmin.value ? { client_id: editing.value?.client_id ?? clientId } : {}),
  };
}

export async function saveOffer(): Promise<void> {
  const clientId = offersQuery.value.clientId;
  const id = editing.value?.id ?? null;
  await form.submit(
    async (f) => {
      await offersApi.save(bodyOf(f, clientId), id);
      showToast('success', id ? 'Offer updated' : 'Offer created');
      resetForm();
      await refreshOffers();
    },
    (err) => {
      if (!(err instanceof ApiError)) throw err;
      showToast('error', err.message);
    },
  );
}

/** An offer's Delete, behind its confirmation; the form lets go of it if it was being edited. */
export const offerDelete = createPendingDelete(async (row: OfferRow) => {
  await offersApi.remove(row.id);
  showToast('success', 'Offer deleted');
  if (editing.value?.id === row.id) resetForm();
  await refreshOffers();
});
