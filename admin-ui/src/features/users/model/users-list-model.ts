// Manage Users: one page of linked users, searched on Enter, filtered by
// client (super admins), sorted by a column (default created_at descending), 10 per page.
import { computed, signal } from '@preact/signals-react';
import type { Sort } from '#components/data-table.tsx';
import { createResource } from '#lib/resource.ts';
import type { UsersSortBy } from '../api/user-requests.ts';
import { usersApi } from '../api/users-api.ts';

export const DEFAULT_USERS_SORT: Sort = { by: 'created_at', dir: 'desc' };

type UsersQuery = { readonly page: number; readonly search: string; readonly clientId: string; readonly sort: Sort };
const FIRST: UsersQuery = { page: 1, search: '', clientId: '', sort: DEFAULT_USERS_SORT };

/** What the list shows: the page, the applied search, the client filter, the sort. */
export const usersQuery = signal<UsersQuery>(FIRST);
/** The search box as typed; applied with Enter. */
export const searchDraft = signal('');

const keyOf = (q: UsersQuery) => JSON.stringify(q);
let fetchedKey = '';

export const usersPage = createResource(() => {
  const q = usersQuery.value;
  fetchedKey = keyOf(q);
  return usersApi.list({
    page: q.page,
    search: q.search,
    clientId: q.clientId,
    // the table sorts only by the columns it marks sortable, each a sort_by of the list call
    sortBy: q.sort.by as UsersSortBy,
    sortType: q.sort.dir,
  });
});

export const usersRows = computed(() => usersPage.data.value?.users ?? null);

/**
 * Loads the page the query names. A change while a load runs is loaded right after it (the
 * resource joins a running load rather than overlapping it).
 */
export async function refreshUsers(): Promise<void> {
  await usersPage.load();
  if (fetchedKey !== keyOf(usersQuery.value)) await refreshUsers();
}

function change(next: Partial<UsersQuery>): void {
  usersQuery.value = { ...usersQuery.value, ...next };
  void refreshUsers();
}

/** Enter in the search box: the first page of the matches. */
export const applySearch = (): void => change({ search: searchDraft.value.trim(), page: 1 });
export const filterByClient = (clientId: string): void => change({ clientId, page: 1 });
export const sortUsers = (sort: Sort): void => change({ sort, page: 1 });
export const goToUsersPage = (page: number): void => change({ page });

/** Opening the screen: the first page in the default order. */
export function openUsersList(): () => void {
  usersQuery.value = FIRST;
  searchDraft.value = '';
  void refreshUsers();
  return usersPage.reset;
}
