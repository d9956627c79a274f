// User Detail (/common/users/view/{user_id}): the account, its switches, the
// player's comp time, and the Edit User form below.

import {
  COMP_TIME_FORM_RULES,
  type CompView,
  missingFields,
  type UserDetail,
  type UserView,
} from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { toastRequired } from '#app-state/messages/system-messages.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource } from '#lib/resource.ts';
import type { UserSwitch, WrittenComps } from '../api/user-requests.ts';
import { usersApi } from '../api/users-api.ts';
import { createUserForm } from './user-form-model.ts';

/** Switch saves are ignored for 1 s after the user was refreshed. */
export const SWITCH_SETTLE_MS = 1_000;
/** Comp minutes are digits, at most 8 of them. */
export const COMP_MINUTES_DIGITS = 8;

let userId = '';
export const userDetail = createResource(() => usersApi.detail(userId));
export const detailUser = computed(() => userDetail.data.value?.user ?? null);

/** The Edit User form (below the details, and on its own page). */
export const editForm = createUserForm('edit');

/** True while a refresh settles: the switches wait. */
export const switchesSettling = signal(true);
/** The switch whose save runs. */
export const savingSwitch = signal<UserSwitch | null>(null);

export const compMinutes = signal('');
export const compNote = signal('');
export const addingComp = signal(false);
/** The entry the delete confirmation asks about. */
export const compToDelete = signal<CompView | null>(null);
export const deletingComp = signal(false);

let settleTimer: ReturnType<typeof setTimeout> | undefined;
function settle(): void {
  clearTimeout(settleTimer);
  switchesSettling.value = true;
  settleTimer = setTimeout(() => {
    switchesSettling.value = false;
  }, SWITCH_SETTLE_MS);
}

/** Puts a fresh copy of the user (a write's reply) into the page: its player record comes with it. */
function applyUser(user: UserView): void {
  const detail = userDetail.data.value;
  if (!detail) return;
  userDetail.set({ ...detail, user, player: user.player });
  settle();
}

async function reload(): Promise<void> {
  switchesSettling.value = true;
  await userDetail.load();
  const user = detailUser.value;
  if (user) editForm.fill(user);
  settle();
}

/** Opens user `id`: loads the details and fills the Edit User form; returns the leave. */
export function openUser(id: string): () => void {
  userId = id;
  userDetail.reset();
  editForm.reset();
  compMinutes.value = '';
  compNote.value = '';
  compToDelete.value = null;
  void reload();
  return () => {
    clearTimeout(settleTimer);
    userDetail.reset();
  };
}

/** Active, Stream or Pro: saved at once, the user reloaded from the reply. */
export async function setUserSwitch(type: UserSwitch, on: boolean): Promise<void> {
  const user = detailUser.value;
  if (!user || userDetail.loading.value || switchesSettling.value || savingSwitch.value) return;
  savingSwitch.value = type;
  try {
    const written = await usersApi.setSwitch(user.id, type, on);
    if (written.user) applyUser(written.user);
    else await reload();
  } catch {
    // the API client showed why; the switch still shows the stored value
  } finally {
    savingSwitch.value = null;
  }
}

/** Digits only, at most 8 (the field drops anything else as it is typed). */
export function typeCompMinutes(text: string): void {
  compMinutes.value = text.replace(/\D/g, '').slice(0, COMP_MINUTES_DIGITS);
}

function applyComps(written: WrittenComps): void {
  const detail = userDetail.data.value;
  if (!detail) return;
  const next: UserDetail = { ...detail, timecomps: written.timecomps };
  userDetail.set(written.user ? { ...next, user: written.user, player: written.user.player } : next);
}

/** ADD: gives the player the typed minutes (required, else 'Please fill all required fields'). */
export async function addCompTime(): Promise<void> {
  const user = detailUser.value;
  if (!user || addingComp.value) return;
  if (missingFields(COMP_TIME_FORM_RULES, { minutes: compMinutes.value }).length > 0) return toastRequired();
  addingComp.value = true;
  try {
    applyComps(await usersApi.addComp(user.id, compMinutes.value, compNote.value));
    compMinutes.value = '';
    compNote.value = '';
    showToast('success', 'Comp time added');
  } catch {
    // the API client showed why; the typed minutes stay for another try
  } finally {
    addingComp.value = false;
  }
}

/** Yes in the delete confirmation. */
export async function deleteCompTime(): Promise<void> {
  const user = detailUser.value;
  const entry = compToDelete.value;
  if (!user || !entry || deletingComp.value) return;
  deletingComp.value = true;
  try {
    applyComps(await usersApi.deleteComp(user.id, entry.id));
    compToDelete.value = null;
    showToast('success', 'Comp time deleted');
  } catch {
    compToDelete.value = null;
  } finally {
    deletingComp.value = false;
  }
}

/** Update in the Edit User form: the page shows the account as saved. */
export async function updateUser(): Promise<boolean> {
  const user = detailUser.value;
  if (!user) return false;
  const written = await editForm.update(user.id);
  if (written === undefined) return false;
  // a new role or client changes the blocks the page shows: read it all again
  await reload();
  return true;
}
