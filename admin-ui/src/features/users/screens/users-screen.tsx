import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { ROLE_HOME } from '#app-state/session/model/access-rules.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { LinkButton } from '#components/button.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { UsersTable } from '../components/users-table.tsx';
import { UsersToolbar } from '../components/users-toolbar.tsx';
import { loadFormOptions } from '../model/user-form-model.ts';
import { openUsersList } from '../model/users-list-model.ts';
import '../components/users.css';

/** /common/users, Manage Users. */
export function UsersScreen() {
  useSignals();
  usePageTitle('Manage Users');
  useEffect(() => {
    loadFormOptions();
    return openUsersList();
  }, []);
  const role = userSession.value?.role_id ?? 3;
  return (
    <>
      <PageHeader
        title="Manage Users"
        subtitle={role === 4 ? 'Players and staff of every client.' : 'Players and staff of your venue.'}
        back={{ href: ROLE_HOME[role] ?? ROLE_HOME[3] ?? '/admin/dashboard', label: 'Back To Dashboard' }}
        actions={
          <LinkButton href="/common/users/create" variant="primary">
            Create New User
          </LinkButton>
        }
      />
      <UsersToolbar />
      <UsersTable />
    </>
  );
}
