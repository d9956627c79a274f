import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { containsPattern, USER_NAME_SORT, USER_SEARCH_TEXT } from './user-search.ts';
import type { UserCompTimeTable, UsersDB, UserTable } from './users.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<UsersDB>).withSchema(liveSchema('users'));

/** The users list's sortable columns; each has an index per client and one over all linked users. */
export const USER_SORT_COLUMNS = [
  'created_at',
  'name',
  'email',
  'role',
  'time_play',
  'time_paid',
  'is_active',
] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

const SORT_KEY: Record<UserSortColumn, RawBuilder<unknown>> = {
  created_at: sql.ref('created_at'),
  name: sql.raw(USER_NAME_SORT),
  email: sql.ref('email'),
  role: sql.ref('role'),
  time_play: sql.ref('time_play'),
  time_paid: sql.ref('time_paid'),
  is_active: sql.ref('is_active'),
};

export type UserListQuery = {
  /** One client's users, or null for every client's (a super admin's "All clients"). */
  readonly clientId: string | null;
  /** Case-insensitive substring of the email, user name or name; null or '' for no filter. */
  readonly search: string | null;
  readonly sortBy: UserSortColumn;
  readonly sortType: 'asc' | 'desc';
  readonly limit: number;
  readonly offset: number;
};

/** A listed account and its client's email (null when the clients read model has no such client). */
export type UserListRow = UserTable & { readonly client_email: string | null };

function matchingUsers(db: Kysely<unknown>, q: Pick<UserListQuery, 'clientId' | 'search'>) {
  let matching = from(db).selectFrom('users').where('client_id', 'is not', null);
  if (q.clientId !== null) matching = matching.where('client_id', '=', q.clientId);
  if (q.search) matching = matching.where(sql<boolean>`${sql.raw(USER_SEARCH_TEXT)} like ${containsPattern(q.search)}`);
  return matching;
}

/** The page's query, unexecuted: tests and the bench explain it. */
export function usersPageQuery(db: Kysely<unknown>, q: UserListQuery) {
  return matchingUsers(db, q)
    .selectAll()
    .orderBy(SORT_KEY[q.sortBy], q.sortType)
    .orderBy('id', q.sortType)
    .limit(q.limit)
    .offset(q.offset);
}

/**
 * The admin users list: linked users only (those with a client), one
 * client's or all, searched, sorted with `id` as the tie-break, one page of them with their
 * clients' emails, and how many match in all (`countUsers`). The page and the count run at
 * once, one round trip each.
 *
 * @example await listUsers(db, { clientId, search: 'garcia', sortBy: 'created_at', sortType: 'desc', limit: 10, offset: 0 })
 */
export async function listUsers(
  db: Kysely<unknown>,
  q: UserListQuery,
): Promise<{ rows: UserListRow[]; total: number }> {
  const [rows, total] = await Promise.all([usersPageWithClients(db, q), countUsers(db, q)]);
  return { rows, total };
}

/**
 * The page, then its clients' emails joined in: joining before the offset would look a
 * client up for every skipped row of a deep page. The page carries its sort key out as
 * `page_key`, so the join can be put back in the page's order.
 */
async function usersPageWithClients(db: Kysely<unknown>, q: UserListQuery): Promise<UserListRow[]> {
  const page = usersPageQuery(db, q).select(SORT_KEY[q.sortBy].as('page_key'));
  const clients = sql.table(`${liveSchema('clients')}.clients`);
  const dir = sql.raw(q.sortType === 'desc' ? 'desc' : 'asc');
  const { rows } = await sql<UserListRow & { page_key?: unknown }>`
    select u.*, c.email as client_email
    from (${page}) u left join ${clients} c on c.id = u.client_id
    order by u.page_key ${dir}, u.id ${dir}`.execute(db);
  for (const row of rows) delete row.page_key;
  return rows;
}

/**
 * How many users the list matches. Unsearched, that is the kept count of linked users (of
 * one client, or summed over every client) instead of counting up to 100,000 rows a page.
 */
export async function countUsers(db: Kysely<unknown>, q: Pick<UserListQuery, 'clientId' | 'search'>): Promise<number> {
  if (q.search) {
    const counted = await matchingUsers(db, q).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return counted.n;
  }
  let counts = from(db).selectFrom('user_counts').select(sql<number>`coalesce(sum(linked), 0)::int`.as('n'));
  if (q.clientId !== null) counts = counts.where('client_id', '=', q.clientId);
  return (await counts.executeTakeFirstOrThrow()).n;
}

/** A user's live comp time entries, newest first. */
export async function compTimesOfUser(db: Kysely<unknown>, userId: string): Promise<UserCompTimeTable[]> {
  return from(db)
    .selectFrom('user_comp_times')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The player's time balance in minutes (architecture "Identity"): bought plus given, less
 * played in paid labs, never below zero. null when there is no such account.
 */
export async function timeBalanceOf(db: Kysely<unknown>, userId: string): Promise<number | null> {
  const row = await from(db)
    .selectFrom('users')
    .select(['time_paid', 'time_comp', 'paid_play_time'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? timeBalance(row) : null;
}

/** Bought plus given, less played in paid labs (play in a free lab costs nothing), never below zero. */
export function timeBalance(t: Pick<UserTable, 'time_paid' | 'time_comp' | 'paid_play_time'>): number {
  return Math.max(0, t.time_paid + t.time_comp - t.paid_play_time);
}
