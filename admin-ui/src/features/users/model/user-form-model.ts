// The Create User and Edit User forms' state and their submit.

import type { UserView } from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { toastRequired } from '#app-state/messages/system-messages.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createFormState } from '#lib/form-state.ts';
import { createResource } from '#lib/resource.ts';
import { usersApi } from '../api/users-api.ts';
import {
  checkUserForm,
  EMPTY_USER_FORM,
  type UserField,
  type UserFormContext,
  type UserFormMode,
  type UserFormValues,
  userFormBody,
} from './user-form-rules.ts';

/** The roles the signed-in staff member may give (a client admin: all but super admin). */
export const roleOptions = createResource(usersApi.roles);
/** Every client, for a super admin's Select Client and the list's client filter. */
export const clientOptions = createResource(usersApi.clients);

export const isSuperAdmin = (): boolean => userSession.value?.role_id === 4;

/** Loads the selects' options once per page: the roles, and the clients for a super admin. */
export function loadFormOptions(): void {
  if (!roleOptions.data.value) void roleOptions.load();
  if (isSuperAdmin() && !clientOptions.data.value) void clientOptions.load();
}

const FIELDS = new Set<string>(Object.keys(EMPTY_USER_FORM));

/** The field a refused save names (`data.field`), with the server's message under it. */
function refusedUserField(err: unknown): { field: UserField; text: string } | null {
  if (!(err instanceof ApiError)) return null;
  const field = (err.data as { field?: unknown } | null | undefined)?.field;
  return typeof field === 'string' && FIELDS.has(field) ? { field: field as UserField, text: err.message } : null;
}

export type UserFormModel = ReturnType<typeof createUserForm>;

/** One form's signals and actions; `mode` decides the rules (Create User or Edit User). */
export function createUserForm(mode: UserFormMode) {
  const context = (): UserFormContext => ({ mode, actorRole: userSession.value?.role_id ?? 0 });
  // a refusal: the API client showed the message; the field it names gets it too
  const form = createFormState<UserFormValues, UserField>({
    blank: EMPTY_USER_FORM,
    check: (v) => checkUserForm(v, context()),
    onMissing: toastRequired,
    onInvalid: () => showToast('error', 'Please correct the highlighted fields'),
    refusedField: refusedUserField,
  });
  const { values } = form;

  return {
    mode,
    values,
    errors: form.errors,
    saving: form.saving,
    context,
    set: form.set,
    reset: form.reset,
    /** Fills the form with the account being edited; the password fields start empty. */
    fill(user: UserView): void {
      form.fill({
        user_role: String(user.user_role_id),
        client_id: user.client_id ?? '',
        name: user.name ?? '',
        email: user.email,
        password: '',
        password_again: '',
        dob: user.dob ?? '',
        phone: user.phone ?? '',
      });
    },
    /** Create User: the new account's id, or null when it was refused. */
    async create(): Promise<string | null> {
      const made = await form.submit((v) => usersApi.create(userFormBody(v, context())));
      if (made) showToast('success', 'User created');
      return made?.user_id ?? null;
    },
    /** Edit User: the account as it is now (null when the read lagged), or undefined when refused. */
    async update(userId: string): Promise<UserView | null | undefined> {
      const written = await form.submit((v) => usersApi.update(userId, userFormBody(v, context())));
      if (!written) return undefined;
      showToast('success', 'User updated');
      values.value = { ...values.value, password: '', password_again: '' };
      return written.user;
    },
  };
}
