// Create User and Edit User: which fields the chosen role must fill in. A super admin picks
// the client of every account but a super admin's; players and client admins give a name;
// players give a birth date and phone, and so do new client admins; a password is asked on
// create, and on edit once either password field is typed in. A refusal says 'Please fill all
// required fields' naming the field. So does User Detail's comp time without its minutes.
import type { Static } from 'typebox';
import { ROLE_IDS } from '../../../catalogues/role-ids.ts';
import { type FormBody, formRules, REQUIRED_FIELDS_MESSAGE } from '../../form-rules.ts';
import type { AddCompBody, SaveUserBody } from './user-schemas.ts';

type UserBody = Static<typeof SaveUserBody>;

/** The chosen role (the console's select holds it as text); 0 when none is. */
const roleOf = (body: FormBody<'user_role'>): number => Number(body.user_role ?? 0);
const isPerson = (body: FormBody<'user_role'>) =>
  roleOf(body) === ROLE_IDS.player || roleOf(body) === ROLE_IDS.clientAdmin;
const typed = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

const userFormRules = (mode: 'create' | 'edit') =>
  formRules<UserBody>()({
    msg_key: 'generic-required-message',
    message: REQUIRED_FIELDS_MESSAGE,
    fields: [
      { field: 'user_role' },
      { field: 'client_id', roles: [ROLE_IDS.superAdmin], when: (body) => roleOf(body) !== ROLE_IDS.superAdmin },
      { field: 'name', when: isPerson },
      { field: 'email' },
      ...(['password', 'password_again'] as const).map((field) => ({
        field,
        when: (body: FormBody<keyof UserBody & string>) =>
          mode === 'create' || typed(body.password) || typed(body.password_again),
      })),
      ...(['dob', 'phone'] as const).map((field) => ({
        field,
        when: (body: FormBody<'user_role'>) => (mode === 'create' ? isPerson(body) : roleOf(body) === ROLE_IDS.player),
      })),
    ],
  });

/** Create User. */
export const USER_CREATE_FORM_RULES = userFormRules('create');
/** Edit User: an empty password keeps the old one. */
export const USER_EDIT_FORM_RULES = userFormRules('edit');

/** User Detail's comp time: the minutes to give. */
export const COMP_TIME_FORM_RULES = formRules<Static<typeof AddCompBody>>()({
  msg_key: 'generic-required-message',
  message: REQUIRED_FIELDS_MESSAGE,
  fields: [{ field: 'minutes' }],
});
