// The users list cases of the admin lists benchmark (GET /admin/kiosk/users): the request,
// the same page written by hand in SQL, and the kysely query function the route calls.
import { listUsers, type UserListQuery } from '@gamepod/projections';
import { sql } from 'kysely';
import type { Explainer, ListCase, Listed, Sql, Who } from './admin-lists-cases.ts';
import type { SeededClient } from './admin-lists-seed.ts';
import { COMMON_LAST_NAME } from './seed-people.ts';

const PAGE = 10;

type Shape = {
  readonly clientId: string | null;
  readonly search: string | null;
  /** A column of the table (the hand-written query sorts by it directly). */
  readonly sortBy: 'created_at' | 'time_play';
  readonly sortType: 'asc' | 'desc';
  readonly page: number;
};

/**
 * How many match, as the read model answers it: searched, a count of the matching rows;
 * unsearched, the linked users it keeps per client (summed over every client for all).
 */
function countSql(s: Shape, filter: string, values: readonly unknown[]): Sql {
  if (s.search !== null) return { text: `select count(*)::int as n from rm_users.users u where ${filter}`, values };
  return s.clientId === null
    ? { text: 'select coalesce(sum(linked), 0)::int as n from rm_users.user_counts', values: [] }
    : { text: 'select linked as n from rm_users.user_counts where client_id = $1', values: [s.clientId] };
}

/** What the kept count saves: counting the matching rows instead, as a list without it would. */
function rowCount(s: Shape): Explainer {
  const ofClient = s.clientId === null ? sql`` : sql`and client_id = ${s.clientId}`;
  return {
    label: 'count(*) of the matching rows alone (what the kept count saves)',
    run: ({ db }) =>
      sql`select count(*)::int as n from rm_users.users where client_id is not null ${ofClient}`.execute(db),
  };
}

/**
 * The users page written by hand: linked users (with a client), of one client or all, whose
 * email, user name or name contains the term, sorted with id as the tie-break, one page, then
 * its clients' emails joined in; and beside it, at once, how many match in all.
 */
function rawUsers(s: Shape): ListCase['raw'] {
  const values: unknown[] = [];
  const where = ['u.client_id is not null'];
  if (s.clientId !== null) where.push(`u.client_id = $${values.push(s.clientId)}`);
  if (s.search !== null) {
    // the expression of the trigram index, spelled as the migration spells it, or it is not used
    where.push(`(u.email || chr(10) || u.user_name || chr(10) || lower(u.name)) like $${values.push(`%${s.search}%`)}`);
  }
  const filter = where.join(' and ');
  const dir = s.sortType === 'desc' ? 'desc' : 'asc';
  return {
    sql: [
      {
        // the page first, then its clients' emails: joining before the offset would look a
        // client up for every skipped row of a deep page
        text: `select u.*, c.email as client_email
          from (select * from rm_users.users u where ${filter}
                order by u.${s.sortBy} ${dir}, u.id ${dir}
                limit ${PAGE} offset ${(s.page - 1) * PAGE}) u
          left join rm_clients.clients c on c.id = u.client_id
          order by u.${s.sortBy} ${dir}, u.id ${dir}`,
        values,
      },
      countSql(s, filter, values),
    ],
    listed: ([page, count]) => ({
      ids: (page ?? []).map((r) => (r as { id: string }).id),
      total: (count?.[0] as { n: number } | undefined)?.n ?? 0,
    }),
  };
}

const usersOf = (data: unknown): Listed => {
  const d = data as { users?: Array<{ id: string }>; total_rows?: number };
  return { ids: (d.users ?? []).map((u) => u.id), total: d.total_rows ?? -1 };
};

function userCase(name: string, who: Who, s: Shape, note?: string): ListCase {
  const query = new URLSearchParams({ length: String(PAGE), page: String(s.page) });
  if (who === 'super admin') query.set('client_id', s.clientId ?? '');
  if (s.search !== null) query.set('search', s.search);
  // the default sort is sent as the screen sends it on first load: not at all
  if (s.sortBy !== 'created_at' || s.sortType !== 'desc') {
    query.set('sort_by', s.sortBy);
    query.set('sort_type', s.sortType);
  }
  const q: UserListQuery = { ...s, limit: PAGE, offset: (s.page - 1) * PAGE };
  return {
    name,
    who,
    path: `/admin/kiosk/users?${query}`,
    listed: usersOf,
    raw: rawUsers(s),
    explainers: [
      { label: 'kysely function alone (listUsers)', run: ({ db }) => listUsers(db, q) },
      ...(s.search === null ? [rowCount(s)] : []),
    ],
    ...(note ? { note } : {}),
  };
}

/**
 * The users list cases: all clients' first page and a deep one, a search, a sort by play
 * time, and a client admin's own client (the largest one).
 */
export function userCases(largest: SeededClient, linkedUsers: number): ListCase[] {
  const middle = Math.max(1, Math.floor(linkedUsers / PAGE / 2));
  const base = { clientId: null, search: null, sortBy: 'created_at', sortType: 'desc', page: 1 } as const;
  return [
    userCase('users, all clients, newest first, page 1', 'super admin', base),
    userCase(`users, all clients, newest first, page ${middle.toLocaleString('en-US')}`, 'super admin', {
      ...base,
      page: middle,
    }),
    userCase(`users, all clients, search '${COMMON_LAST_NAME}', page 1`, 'super admin', {
      ...base,
      search: COMMON_LAST_NAME,
    }),
    userCase(
      'users, all clients, by time_play desc, page 1',
      'super admin',
      { ...base, sortBy: 'time_play' },
      'no event sets time_play yet: every row is 0, so the id tie-break orders the page',
    ),
    userCase(`users, client admin's own client (${largest.users.toLocaleString('en-US')}), page 1`, 'client admin', {
      ...base,
      clientId: largest.id,
    }),
  ];
}
