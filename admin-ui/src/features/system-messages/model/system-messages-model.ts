// Manage System Messages: the catalogue 7 at a time (default text_head descending), searched on
// Enter, and the form that rewords a built-in text or adds a key of the venue's own.

import type { SystemMessageType } from '@gamepod/contracts/catalogues';
import type { SystemMessageRow } from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { showToast } from '../../../app-state/toasts/model/toast-model.ts';
import type { Sort } from '../../../components/data-table.tsx';
import { createResource } from '../../../lib/resource.ts';
import { type MessagesSortBy, systemMessagesApi } from '../api/system-messages-api.ts';

export const DEFAULT_MESSAGES_SORT: Sort = { by: 'text_head', dir: 'desc' };

type Query = { readonly page: number; readonly search: string; readonly sort: Sort };
const FIRST: Query = { page: 1, search: '', sort: DEFAULT_MESSAGES_SORT };
export const messagesQuery = signal<Query>(FIRST);
export const searchDraft = signal('');
const keyOf = (q: Query) => JSON.stringify(q);
let fetchedKey = '';

export const messagesPage = createResource(() => {
  const q = messagesQuery.value;
  fetchedKey = keyOf(q);
  return systemMessagesApi.list({
    page: q.page,
    search: q.search,
    sortBy: q.sort.by as MessagesSortBy,
    sortType: q.sort.dir,
  });
});
export const messageRows = computed<readonly SystemMessageRow[] | null>(
  () => messagesPage.data.value?.messages ?? null,
);

export async function refreshMessages(): Promise<void> {
  await messagesPage.load();
  if (fetchedKey !== keyOf(messagesQuery.value)) await refreshMessages();
}

function change(next: Partial<Query>): void {
  messagesQuery.value = { ...messagesQuery.value, ...next };
  void refreshMessages();
}
export const sortMessages = (sort: Sort): void => change({ sort, page: 1 });
export const goToMessagesPage = (page: number): void => change({ page });
export const applySearch = (): void => change({ search: searchDraft.value.trim(), page: 1 });

export type MessageFields = {
  readonly msg_key: string;
  readonly type: SystemMessageType;
  readonly text_head: string;
  readonly text_sub: string;
};
const BLANK: MessageFields = { msg_key: '', type: 'failure', text_head: '', text_sub: '' };

export const form = signal<MessageFields>(BLANK);
/** The saved message being edited, or null: a built-in text nobody saved yet is created under its key. */
export const editingId = signal<string | null>(null);
export const formErrors = signal<Readonly<Record<string, string>>>({});
export const savingMessage = signal(false);

export function setMessageField<K extends keyof MessageFields>(key: K, value: MessageFields[K]): void {
  form.value = { ...form.value, [key]: value };
  if (formErrors.value[key]) formErrors.value = { ...formErrors.value, [key]: '' };
}

export function resetMessageForm(): void {
  form.value = BLANK;
  editingId.value = null;
  formErrors.value = {};
}

/** Opens a row in the form: a saved message is edited; a built-in text is reworded under its key. */
export function editMessage(row: SystemMessageRow): void {
  form.value = { msg_key: row.msg_key, type: row.type, text_head: row.text_head, text_sub: row.text_sub };
  editingId.value = row.id;
  formErrors.value = {};
}

export async function saveMessage(): Promise<void> {
  if (savingMessage.value) return;
  savingMessage.value = true;
  const id = editingId.value;
  try {
    await systemMessagesApi.save(form.value, id);
    showToast('success', id ? 'Message updated' : 'Message created');
    resetMessageForm();
    await refreshMessages();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const field = (err.data as { field?: string } | null)?.field;
    if (field) formErrors.value = { ...formErrors.value, [field]: err.message };
    showToast('error', err.message);
  } finally {
    savingMessage.value = false;
  }
}

export function openMessages(): () => void {
  messagesQuery.value = FIRST;
  searchDraft.value = '';
  resetMessageForm();
  void refreshMessages();
  return messagesPage.reset;
}
