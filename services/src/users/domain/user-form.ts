import { USER_CREATE_FORM_RULES, USER_EDIT_FORM_RULES } from '@gamepod/contracts/http';
import { ForbiddenError, parseUsDate, ValidationError } from '@gamepod/events';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordLength } from './password-rules.ts';
import type { StaffActor, StaffProfile } from './user-admin-decisions.ts';

/** The one message for a required field left empty on Create User and Edit User; `data.field` names it. */
export const REQUIRED_MESSAGE = 'Please fill all required fields';

/** The Create User and Edit User forms as the console sends them; empty and null mean "not filled in". */
export type UserForm = {
  readonly client_id?: string | null;
  readonly user_role?: number | null;
  readonly name?: string | null;
  readonly email?: string | null;
  readonly password?: string | null;
  readonly password_again?: string | null;
  readonly dob?: string | null;
  readonly phone?: string | null;
};

/** A form that passed, ready for the decider; the password still to hash (null: keep it, on edit). */
export type ReadUserForm = { readonly profile: StaffProfile; readonly password: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHONE = /^[0-9]{3}-[0-9]{3}-[0-9]{4}$/;
const DOB = /^[0-9]{2}\/[0-9]{2}\/[0-9]{4}$/;
// the same check the event schema makes, so a form that passes here always appends
const isEmail = Compile(Type.String({ format: 'email', maxLength: 254 }));

const invalid = (field: string, problem: string) => new ValidationError(`${field}: ${problem}`, { field });
const filled = (v: string | null | undefined): string | null => v?.trim() || null;

/**
 * The account's client. A client admin's is their own, whatever the form says (a different
 * client is refused, not rewritten); a super admin's choice is needed for every role but 4,
 * and ignored for role 4, who belongs to no client.
 */
function clientOf(form: UserForm, actor: StaffActor, role: number): string | null {
  const chosen = filled(form.client_id);
  if (actor.role !== SUPER_ADMIN) {
    if (chosen !== null && chosen !== actor.client_id) throw new ForbiddenError();
    return actor.client_id;
  }
  if (role === SUPER_ADMIN) return null;
  // filled in: the form's rules ask a super admin for it
  if (chosen === null || !UUID.test(chosen)) throw invalid('client_id', 'must be a client id');
  return chosen;
}

function optionalDob(value: string | null | undefined, today: string): string | null {
  const text = filled(value);
  if (text === null) return null;
  const iso = DOB.test(text) ? parseUsDate(text) : null;
  if (iso === null || iso > today) throw invalid('dob', 'must be a date like 05/31/1990 (mm/dd/yyyy)');
  return iso;
}

function optionalPhone(value: string | null | undefined): string | null {
  const text = filled(value);
  if (text !== null && !PHONE.test(text)) throw invalid('phone', 'must look like 555-123-4567');
  return text;
}

function password(form: UserForm, mode: 'create' | 'edit'): string | null {
  const given = form.password ?? '';
  const again = form.password_again ?? '';
  if (mode === 'edit' && given === '' && again === '') return null;
  const length = passwordLength(given);
  if (length < MIN_PASSWORD_LENGTH) {
    throw invalid('password', `must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (length > MAX_PASSWORD_LENGTH) throw invalid('password', 'is too long');
  if (again !== given) throw invalid('password_again', 'must match the password');
  return given;
}

/**
 * Checks the Create User (`create`) or Edit User (`edit`) form, the required fields first
 * (USER_CREATE_FORM_RULES, USER_EDIT_FORM_RULES), then the rest in the form's order, and
 * normalises it: the email lowercased, the birth date 'YYYY-MM-DD'. `today` ('YYYY-MM-DD')
 * rules out births in the future. On edit a blank password keeps the old one.
 *
 * @throws ValidationError 'Please fill all required fields' naming the empty field, or naming
 *   the field that is malformed; ForbiddenError when a client admin names another client.
 */
export function readUserForm(form: UserForm, actor: StaffActor, mode: 'create' | 'edit', today: string): ReadUserForm {
  refuseMissingFields(mode === 'create' ? USER_CREATE_FORM_RULES : USER_EDIT_FORM_RULES, form, { role: actor.role });
  // filled in, as the rules ask
  const role = form.user_role ?? 0;
  const client_id = clientOf(form, actor, role);
  const name = filled(form.name);
  const email = (filled(form.email) ?? '').toLowerCase();
  if (!isEmail.Check(email)) throw invalid('email', 'must be an email address');
  const pass = password(form, mode);
  const dob = optionalDob(form.dob, today);
  const phone = optionalPhone(form.phone);
  return { profile: { role, client_id, email, name, phone, dob }, password: pass };
}
