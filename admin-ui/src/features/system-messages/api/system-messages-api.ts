// Manage System Messages' calls: one page of the catalogue, and saving a message.
import type { BodyOf, QueryOf } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

/** Manage System Messages shows 7 per page. */
export const MESSAGES_PAGE_SIZE = 7;

export type MessagesSortBy = NonNullable<QueryOf<'/admin/system_messages/list'>['sort_by']>;
export type MessageFormBody = Omit<BodyOf<'/admin/system_messages/save'>, 'token' | 'edit_id'>;

export const systemMessagesApi = {
  list: (p: { page: number; search: string; sortBy: MessagesSortBy; sortType: 'asc' | 'desc' }) =>
    adminGet('/admin/system_messages/list', {
      length: MESSAGES_PAGE_SIZE,
      page: p.page,
      search: p.search || undefined,
      sort_by: p.sortBy,
      sort_type: p.sortType,
    }),
  /** A field's refusal is the form's to show. */
  save: (form: MessageFormBody, editId: string | null) =>
    adminPost('/admin/system_messages/save', { ...form, edit_id: editId }, { quiet: true }),
};
