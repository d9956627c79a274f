// Manage System Messages: the catalogue 7 at a time (default text_head descending), searched on
// Enter, and the form that rewords a built-in text or adds a key of the venue's own.

import type { SystemMessageType } from '@gamepod/contracts/catalogues';
import {
  missingFields,
  requiredFields,
  SYSTEM_MESSAGE_FORM_RULES,
  type SystemMessageRow,
} from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import type { Sort } from '#components/data-table.tsx';
import { createFormState } from '#lib/form-state.ts';
import { createResource } from '#lib/resource.ts';
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

/** The contract's required fields, checked before sending: each empty one says so beside it. */
const messageForm = createFormState<MessageFields, string>({
  blank: BLANK,
  check: (v) => {
    const missing = missingFields(SYSTEM_MESSAGE_FORM_RULES, v);
    return { errors: Object.fromEntries(missing.map((e) => [e.field, e.message])), missing: missing.length > 0 };
  },
});
/** The fields the form marks required. */
export const REQUIRED_MESSAGE_FIELDS: ReadonlySet<string> = new Set(requiredFields(SYSTEM_MESSAGE_FORM_RULES, BLANK));
export const form = messageForm.values;
/** The saved message being edited, or null: a built-in text nobody saved yet is created under its key. */
export const editingId = signal<string | null>(null);
export const formErrors = messageForm.errors;
export const savingMessage = messageForm.saving;
export const setMessageField = messageForm.set;

export function resetMessageForm(): void {
  messageForm.reset();
  editingId.value = null;
}

/** Opens a row in the form: a saved message is edited; a built-in text is reworded under its key. */
export function editMessage(row: SystemMessageRow): void {
  messageForm.fill({ msg_key: row.msg_key, type: row.type, text_head: row.text_head, text_sub: row.text_sub });
  editingId.value = row.id;
}

export async function saveMessage(): Promise<void> {
  const id = editingId.value;
  await messageForm.submit(
    async (values) => {
      await systemMessagesApi.save(values, id);
      showToast('success', id ? 'Message updated' : 'Message created');
      resetMessageForm();
      await refreshMessages();
    },
    (err) => {
      if (!(err instanceof ApiError)) throw err;
      showToast('error', err.message);
    },
  );
}

export function openMessages(): () => void {
  messagesQuery.value = FIRST;
  searchDraft.value = '';
  resetMessageForm();
  void refreshMessages();
  return messagesPage.reset;
}
