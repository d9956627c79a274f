// The Create User and Edit User rules, pure: which fields show, which are required,
// and what the form sends. The server checks the same rules; these give the early answer.
import {
  missingFields,
  requiredFields as requiredByRules,
  USER_CREATE_FORM_RULES,
  USER_EDIT_FORM_RULES,
} from '@gamepod/contracts/http';
import type { UserFormBody } from '../api/user-requests.ts';

export type UserFormMode = 'create' | 'edit';

/** The form as typed (selects hold ids as text; '' = nothing chosen). */
export type UserFormValues = {
  readonly user_role: string;
  readonly client_id: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly password_again: string;
  readonly dob: string;
  readonly phone: string;
};

export type UserField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserField, string>>;

export const EMPTY_USER_FORM: UserFormValues = {
  user_role: '',
  client_id: '',
  name: '',
  email: '',
  password: '',
  password_again: '',
  dob: '',
  phone: '',
};

/** Password minimum 8, date length 10 (mm/dd/yyyy), phone length 12 (###-###-####). */
export const MIN_PASSWORD = 8;
const DOB = /^(0[1-9]|1[0-2])\/(0[1-9]|[12][0-9]|3[01])\/[0-9]{4}$/;
const PHONE = /^[0-9]{3}-[0-9]{3}-[0-9]{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const REQUIRED_FIELD = 'This field is required';

/** Who fills the form in, and for what. */
export type UserFormContext = { readonly mode: UserFormMode; readonly actorRole: number };

const roleOf = (v: UserFormValues): number | null => (v.user_role === '' ? null : Number(v.user_role));

/** Which optional blocks of the form show for the chosen role. */
export function shownFields(v: UserFormValues, ctx: UserFormContext): { client: boolean; dobAndPhone: boolean } {
  const role = roleOf(v);
  return {
    // a client admin's users are of their own client (the session's); a super admin belongs to none
    client: ctx.actorRole === 4 && role !== 4,
    // Players give birth date and phone; so do new client admins (edit: "only for role 1")
    dobAndPhone: role === 1 || (ctx.mode === 'create' && role === 3),
  };
}

const RULES = { create: USER_CREATE_FORM_RULES, edit: USER_EDIT_FORM_RULES } as const;

/**
 * The fields the chosen role must fill in (the contract's rules). The client is asked of a
 * super admin for every role but super admin: a client admin belongs to a client, so the
 * server asks for one.
 */
export function requiredFields(v: UserFormValues, ctx: UserFormContext): ReadonlySet<UserField> {
  return new Set(requiredByRules(RULES[ctx.mode], v, { role: ctx.actorRole }));
}

/** Checks the form: the inline error of each field, and whether a required one is empty. */
export function checkUserForm(v: UserFormValues, ctx: UserFormContext): { errors: UserFormErrors; missing: boolean } {
  const errors: UserFormErrors = {};
  for (const { field } of missingFields(RULES[ctx.mode], v, { role: ctx.actorRole })) errors[field] = REQUIRED_FIELD;
  const missing = Object.keys(errors).length > 0;
  const shown = shownFields(v, ctx);
  if (!errors.email && v.email.trim() !== '' && !EMAIL.test(v.email.trim())) {
    errors.email = 'Enter an email address like name@example.com';
  }
  if (!errors.password && v.password !== '' && v.password.length < MIN_PASSWORD) {
    errors.password = `Use at least ${MIN_PASSWORD} characters`;
  }
  if (!errors.password_again && v.password_again !== '' && v.password_again !== v.password) {
    errors.password_again = 'The passwords do not match';
  }
  if (shown.dobAndPhone && !errors.dob && v.dob !== '' && !DOB.test(v.dob)) errors.dob = 'Use mm/dd/yyyy';
  if (shown.dobAndPhone && !errors.phone && v.phone !== '' && !PHONE.test(v.phone)) errors.phone = 'Use ###-###-####';
  return { errors, missing };
}

const text = (s: string): string | null => s.trim() || null;

/**
 * What the form sends. A hidden client is not sent (the server takes a client admin's own).
 * Hidden birth date and phone are kept on edit (an account keeps what it had) and left out on
 * create (a role switched away from player drops what was typed for it).
 */
export function userFormBody(v: UserFormValues, ctx: UserFormContext): UserFormBody {
  const shown = shownFields(v, ctx);
  const keep = shown.dobAndPhone || ctx.mode === 'edit';
  return {
    user_role: roleOf(v),
    client_id: shown.client ? text(v.client_id) : null,
    name: text(v.name),
    email: text(v.email),
    password: v.password === '' ? null : v.password,
    password_again: v.password_again === '' ? null : v.password_again,
    dob: keep ? text(v.dob) : null,
    phone: keep ? text(v.phone) : null,
  };
}
