// The Alerts form: create (Save) or edit (Update) with a live preview, and the ownership rules'
// answers. A facilitator editing someone else's alert is told whom to contact; an admin is
// warned ('Last edit by: {email}', a system actor named as such) and may go on, which sends the save again with `overwrite`.

import type { AlertScope, AlertType } from '@gamepod/contracts/catalogues';
import { ALERT_FORM_RULES, type AlertRow, missingFields } from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createFormState } from '#lib/form-state.ts';
import { type AlertFormBody, alertsApi } from '../api/alerts-api.ts';
import { detailWithOwner } from './alert-owner.ts';
import { EMPTY_END, filledEnd, sentEnd, type WindowEnd, windowEndOf } from './alert-window.ts';
import { followAlertTarget, formZone } from './alert-zone.ts';
import { refreshAlerts } from './alerts-list-model.ts';

export type AlertFields = {
  readonly text_head: string;
  readonly text_sub: string;
  readonly type: AlertType;
  readonly enable: boolean;
  readonly scope: AlertScope;
  readonly clients: string;
  readonly labs: string;
  readonly start: WindowEnd;
  readonly end: WindowEnd;
};

/** A refusal the screen shows in a dialog: the message, its detail, and whether the user may go on. */
export type OwnershipAnswer = {
  readonly message: string;
  readonly detail: string;
  /** The owner to name in `overwrite` when an admin goes on; null when they may not. */
  readonly ownerId: string | null;
  readonly action: 'save' | 'delete';
  /** The alert a delete was for. */
  readonly alertId: string | null;
};

const role = () => userSession.value?.role_id ?? 2;
export const isSuperAdmin = computed(() => role() === 4);
/** Scope is the super admin's and the client admin's to pick; a facilitator alerts their own client. */
export const picksScope = computed(() => role() === 3 || role() === 4);

/** A blank form: starting now, for everyone (a super admin) or the user's own client. */
function blank(): AlertFields {
  return {
    text_head: '',
    text_sub: '',
    type: 'check',
    enable: true,
    scope: role() === 4 ? 'global' : 'client',
    clients: '',
    labs: '',
    start: windowEndOf(new Date(), formZone.value),
    end: EMPTY_END,
  };
}

/**
 * The contract's required fields, on what the form would send (the heading is the one the
 * form can leave empty); their errors show beside them, without a toast.
 */
const form = createFormState<AlertFields, string>({
  blank,
  check: (f) => ({
    errors: Object.fromEntries(
      missingFields(ALERT_FORM_RULES, bodyOf(f), { role: role() }).map((e) => [e.field, e.message]),
    ),
  }),
});
export const fields = form.values;
/** The alert being edited (Update), or null (Save). */
export const editing = signal<AlertRow | null>(null);
export const fieldErrors = form.errors;
export const saving = form.saving;
export const ownership = signal<OwnershipAnswer | null>(null);
export const setField = form.set;

/** Cancel: back to a blank form starting now. */
export function resetForm(): void {
  form.reset();
  editing.value = null;
}

/** Opens an alert of the list in the form (Update). */
export function editAlert(row: AlertRow): void {
  const end = (w: AlertRow['alert_start']): WindowEnd => (w ? { date: w.date, time: w.time, ampm: w.ampm } : EMPTY_END);
  editing.value = row;
  form.fill({
    text_head: row.text_head,
    text_sub: row.text_sub,
    type: row.type,
    enable: row.enable === 1,
    scope: row.scope,
    clients: row.clients ?? '',
    labs: row.labs ?? '',
    start: end(row.alert_start),
    end: end(row.alert_end),
  });
  // the list's times are in the list's zone: the window is shown again in the form's, its venue's
  void followAlertTarget(role(), { scope: row.scope, clients: row.clients ?? '', labs: row.labs ?? '' }).then(
    (zone) => {
      if (editing.value?.id !== row.id) return;
      const at = (utc: string | null) => (utc ? windowEndOf(new Date(utc), zone) : EMPTY_END);
      form.set('start', at(row.active_start));
      form.set('end', at(row.active_untill));
    },
  );
}

/**
 * A super admin's form follows the venue of the alert being written (its scope, client and
 * lab): the window keeps the wall-clock times typed, now read in that venue's zone, as its
 * labels then say.
 */
export function watchAlertTarget(): () => void {
  let last = '';
  return fields.subscribe((f) => {
    const key = `${f.scope}|${f.clients}|${f.labs}`;
    if (key === last) return;
    last = key;
    void followAlertTarget(role(), f);
  });
}

function bodyOf(f: AlertFields): AlertFormBody {
  const windowed = filledEnd(f.start) && filledEnd(f.end);
  return {
    text_head: f.text_head,
    text_sub: f.text_sub,
    type: f.type,
    enable: f.enable ? 1 : 0,
    scope: picksScope.value ? f.scope : null,
    clients: f.scope === 'client' ? f.clients || null : null,
    labs: f.scope === 'lab' ? f.labs || null : null,
    active_start: windowed ? sentEnd(f.start) : null,
    active_untill: windowed ? sentEnd(f.end) : null,
  };
}

type Refusal = { field?: string; detail?: string; owner_id?: string };

/** Turns a refusal into what the form shows: a dialog for ownership, else a toast (the field it names is marked). */
function answer(err: unknown, action: OwnershipAnswer['action'], alertId: string | null): void {
  if (!(err instanceof ApiError)) throw err;
  const data = (err.data ?? {}) as Refusal;
  if (err.status === 409 && data.owner_id) {
    ownership.value = {
      message: err.message,
      detail: detailWithOwner(data.detail ?? ''),
      ownerId: data.owner_id,
      action,
      alertId,
    };
    return;
  }
  if (err.status === 403 && data.detail) {
    ownership.value = { message: err.message, detail: detailWithOwner(data.detail), ownerId: null, action, alertId };
    return;
  }
  showToast('error', err.message);
}

/** Save or Update; `overwrite` names the owner an admin agreed to overwrite. */
export async function saveAlert(overwrite: string | null = null): Promise<void> {
  const id = editing.value?.id ?? null;
  await form.submit(
    async (f) => {
      await alertsApi.save(bodyOf(f), id, overwrite, formZone.value);
      showToast('success', id ? 'Alert updated' : 'Alert created');
      resetForm();
      await refreshAlerts();
    },
    (err) => answer(err, 'save', id),
  );
}

export async function deleteAlert(row: AlertRow, overwrite: string | null = null): Promise<void> {
  try {
    await alertsApi.remove(row.id, overwrite);
    showToast('success', 'Alert deleted');
    if (editing.value?.id === row.id) resetForm();
    await refreshAlerts();
  } catch (err) {
    form.refused(err);
    answer(err, 'delete', row.id);
  }
}

/** The admin read the warning and goes on. */
export async function goOn(rows: readonly AlertRow[]): Promise<void> {
  const a = ownership.value;
  ownership.value = null;
  if (!a?.ownerId) return;
  if (a.action === 'save') await saveAlert(a.ownerId);
  else {
    const row = rows.find((r) => r.id === a.alertId);
    if (row) await deleteAlert(row, a.ownerId);
  }
}

export const dismissOwnership = (): void => {
  ownership.value = null;
};
