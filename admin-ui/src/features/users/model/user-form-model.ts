// The Create User and Edit User forms' state and their submit.

import type { UserView } from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { toastRequired } from '../../../app-state/messages/system-messages.ts';
import { userSession } from '../../../app-state/session/model/session-model.ts';
import { showToast } from '../../../app-state/toasts/model/toast-model.ts';
import { createResource } from '../../../lib/resource.ts';
import { usersApi } from '../api/users-api.ts';
import {
  checkUserForm,
  EMPTY_USER_FORM,
  type UserField,
  type UserFormContext,
  type UserFormErrors,
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
function serverFieldError(err: unknown): UserFormErrors {
  if (!(err instanceof ApiError)) return {};
  const field = (err.data as { field?: unknown } | null | undefined)?.field;
  return typeof field === 'string' && FIELDS.has(field) ? { [field]: err.message } : {};
}

export type UserFormModel = ReturnType<typeof createUserForm>;

/** One form's signals and actions; `mode` decides the rules (Create User or Edit User). */
export function createUserForm(mode: UserFormMode) {
  const values = signal<UserFormValues>(EMPTY_USER_FORM);
  const errors = signal<UserFormErrors>({});
  const saving = signal(false);
  const context = (): UserFormContext => ({ mode, actorRole: userSession.value?.role_id ?? 0 });

  /** Checks the form, shows what is wrong, and gives the body to send or null. */
  const validated = () => {
    const ctx = context();
    const checked = checkUserForm(values.value, ctx);
    errors.value = checked.errors;
    if (checked.missing) toastRequired();
    else if (Object.keys(checked.errors).length > 0) showToast('error', 'Please correct the highlighted fields');
    return Object.keys(checked.errors).length > 0 ? null : userFormBody(values.value, ctx);
  };

  const run = async <T>(call: () => Promise<T>): Promise<T | null> => {
    saving.value = true;
    try {
      return await call();
    } catch (err) {
      // the API client showed the message; the field it names gets it too
      errors.value = { ...errors.value, ...serverFieldError(err) };
      return null;
    } finally {
      saving.value = false;
    }
  };

  return {
    mode,
    values,
    errors,
    saving,
    context,
    set(field: UserField, value: string): void {
      values.value = { ...values.value, [field]: value };
      if (errors.value[field]) errors.value = { ...errors.value, [field]: undefined };
    },
    reset(): void {
      values.value = EMPTY_USER_FORM;
      errors.value = {};
      saving.value = false;
    },
    /** Fills the form with the account being edited; the password fields start empty. */
    fill(user: UserView): void {
      values.value = {
        user_role: String(user.user_role_id),
        client_id: user.client_id ?? '',
        name: user.name ?? '',
        email: user.email,
        password: '',
        password_again: '',
        dob: user.dob ?? '',
        phone: user.phone ?? '',
      };
      errors.value = {};
    },
    /** Create User: the new account's id, or null when it was refused. */
    async create(): Promise<string | null> {
      if (saving.value) return null;
      const body = validated();
      if (!body) return null;
      const made = await run(() => usersApi.create(body));
      if (made) showToast('success', 'User created');
      return made?.user_id ?? null;
    },
    /** Edit User: the account as it is now (null when the read lagged), or undefined when refused. */
    async update(userId: string): Promise<UserView | null | undefined> {
      if (saving.value) return undefined;
      const body = validated();
      if (!body) return undefined;
      const written = await run(() => usersApi.update(userId, body));
      if (!written) return undefined;
      showToast('success', 'User updated');
      values.value = { ...values.value, password: '', password_again: '' };
      return written.user;
    },
  };
}
