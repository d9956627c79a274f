import { useSignals } from '@preact/signals-react/runtime';
import { SelectField, TextField } from '#components/form-fields.tsx';
import { clientOptions, isSuperAdmin } from '../model/user-form-model.ts';
import { applySearch, filterByClient, searchDraft, usersQuery } from '../model/users-list-model.ts';

/** The list's search box (applied on Enter) and, for super admins, the client filter. */
export function UsersToolbar() {
  useSignals();
  return (
    <div className="users-toolbar">
      <search className="users-toolbar__search">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            applySearch();
          }}
        >
          <TextField
            label="Search"
            value={searchDraft.value}
            onChange={(v) => {
              searchDraft.value = v;
            }}
            placeholder="Name, email or user name, then press Enter"
            hint={usersQuery.value.search ? `Showing matches for “${usersQuery.value.search}”` : undefined}
            maxLength={100}
          />
        </form>
      </search>
      {isSuperAdmin() ? (
        <div className="users-toolbar__filter">
          <SelectField
            label="Client"
            placeholder="All clients"
            options={clientOptions.data.value ?? []}
            value={usersQuery.value.clientId}
            onChange={filterByClient}
          />
        </div>
      ) : null}
    </div>
  );
}
