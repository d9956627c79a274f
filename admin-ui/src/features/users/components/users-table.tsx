import type { UserView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { LinkButton } from '#components/button.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import { clientOptions, isSuperAdmin } from '../model/user-form-model.ts';
import { displayName, playerTime, roleLabel } from '../model/user-format.ts';
import { goToUsersPage, sortUsers, usersPage, usersQuery, usersRows } from '../model/users-list-model.ts';

/** The client's name from the filter's options, else its email. */
function clientName(user: UserView): string {
  const named = clientOptions.data.value?.find((c) => c.id === user.client_id)?.value;
  return named ?? user.client?.email ?? '—';
}

function columns(superAdmin: boolean): Column<UserView>[] {
  const cols: Array<Column<UserView> | false> = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      // a link too: at 768 px the Action column may sit past the table's scroll edge
      cell: (u) => (
        <Link href={`/common/users/view/${u.id}`} className="users-table__name">
          {displayName(u)}
        </Link>
      ),
    },
    { key: 'email', header: 'Email', sortable: true, cell: (u) => u.email },
    {
      key: 'role',
      header: 'Role',
      sortable: true,
      cell: (u) => (
        <span className={`role-chip role-chip--${roleLabel(u).toLowerCase().replace(' ', '-')}`}>{roleLabel(u)}</span>
      ),
    },
    superAdmin && { key: 'client', header: 'Client', cell: clientName },
    {
      key: 'time_play',
      header: 'Play Time',
      sortable: true,
      align: 'end',
      cell: (u) => playerTime(u.player, 'time_play'),
    },
    {
      key: 'time_paid',
      header: 'Paid Time',
      sortable: true,
      align: 'end',
      cell: (u) => playerTime(u.player, 'time_paid'),
    },
    {
      key: 'is_active',
      header: 'Status',
      sortable: true,
      cell: (u) => <StatusBadge tone={u.is_active ? 'ok' : 'down'}>{u.is_active ? 'Active' : 'Inactive'}</StatusBadge>,
    },
    { key: 'created_at', header: 'Signed Up', sortable: true, cell: (u) => u.formatted_created_at_tz },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      cell: (u) => (
        <LinkButton href={`/common/users/view/${u.id}`} variant="ghost" aria-label={`View ${u.email}`}>
          View
        </LinkButton>
      ),
    },
  ];
  return cols.filter((c): c is Column<UserView> => c !== false);
}

/** Manage Users' table and pager (10 per page, 3 page links, the status text). */
export function UsersTable() {
  useSignals();
  return (
    <DataTable
      label="Users"
      columns={columns(isSuperAdmin())}
      rows={usersRows.value}
      rowKey={(u) => u.id}
      loading={usersPage.loading.value}
      emptyText="No users found at the moment!"
      sort={usersQuery.value.sort}
      onSort={sortUsers}
      pager={pagerOf(usersPage.data.value, goToUsersPage)}
    />
  );
}
