import { missingFields, SIGNUP_ACCOUNT_FORM_RULES, SIGNUP_PROFILE_FORM_RULES } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { fieldOf } from '#api/api-client.ts';
import { userApi } from '#api/endpoints.ts';
import { toastFailure, toastMessage, toastRequired } from '#app-state/messages/catalogue-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { clearToasts } from '#app-state/toasts/model/toast-model.ts';
import { EMAIL_PATTERN, isValidDob, PASSWORD_MIN } from '#lib/input-mask.ts';
import { type Prefill, returnToLogin } from '#lib/prefill.ts';

/** After signing up, back to the login after about 9 s. */
export const SIGNUP_REDIRECT_MS = 9_000;

export type SignupField = 'email' | 'password' | 'password_again' | 'first_name' | 'phone' | 'dob';
export const signupStep = signal<1 | 2 | 'done'>(1);
export const signupForm = signal({
  email: '',
  password: '',
  password_again: '',
  first_name: '',
  last_name: '',
  phone: '',
  dob: '',
  stream_default: 0 as 0 | 1,
});
export const invalidFields = signal<ReadonlySet<SignupField>>(new Set());
export const signupBusy = signal(false);

let remoteId: string | undefined;
let redirectTimer: ReturnType<typeof setTimeout> | undefined;

export function startSignup(qrCode: string | undefined, prefill: Prefill = {}): void {
  clearTimeout(redirectTimer);
  remoteId = qrCode;
  signupStep.value = 1;
  invalidFields.value = new Set();
  signupForm.value = {
    email: prefill.uname ?? '',
    password: prefill.pass ?? '',
    password_again: '',
    first_name: '',
    last_name: '',
    phone: '',
    dob: '',
    stream_default: 0,
  };
}

export function stopSignup(): void {
  clearTimeout(redirectTimer);
}

export function editSignup(patch: Partial<typeof signupForm.value>): void {
  signupForm.value = { ...signupForm.value, ...patch };
  const touched = new Set(invalidFields.value);
  for (const key of Object.keys(patch)) touched.delete(key as SignupField);
  invalidFields.value = touched;
}

/** A step's required fields (the contract's rules) left empty: marked, and the required toast. */
function missing(rules: typeof SIGNUP_ACCOUNT_FORM_RULES | typeof SIGNUP_PROFILE_FORM_RULES): boolean {
  const empty = missingFields(rules, signupForm.value).map((e) => e.field);
  if (empty.length === 0) return false;
  invalidFields.value = new Set(empty);
  toastRequired();
  return true;
}

function refuse(field: SignupField, msgKey: string, text: string): void {
  invalidFields.value = new Set([field]);
  toastMessage(msgKey, text);
}

function kioskKeys(): { session_id_key?: string; remote_id?: string } {
  if (remoteId) return { remote_id: remoteId };
  const key = podSession.value?.session_id_key;
  return key ? { session_id_key: key } : {};
}

function onServerError(err: unknown): void {
  const field = fieldOf(err);
  if (field) invalidFields.value = new Set([field as SignupField]);
  toastFailure(err, 'Unable to sign you up, please try again later!');
}

/** Step 1: email, password and password again, checked here and by the server (domain, taken). */
export async function submitStep1(): Promise<void> {
  if (signupBusy.value || missing(SIGNUP_ACCOUNT_FORM_RULES)) return;
  const form = signupForm.value;
  if (!EMAIL_PATTERN.test(form.email.trim()))
    return refuse('email', 'generic-required-message', 'Please enter a valid email');
  if (form.password.length < PASSWORD_MIN) return refuse('password', 'register-password-weak', 'Password too weak');
  if (form.password !== form.password_again)
    return refuse('password_again', 'register-password-notmatch', 'Passwords do not match');
  signupBusy.value = true;
  try {
    await userApi.checkEmail({ ...kioskKeys(), email: form.email.trim(), password: form.password });
    clearToasts();
    signupStep.value = 2;
  } catch (err) {
    onServerError(err);
  } finally {
    signupBusy.value = false;
  }
}

/** Step 2: first name, mobile number and date of birth; then the account is created. */
export async function submitStep2(): Promise<void> {
  if (signupBusy.value || missing(SIGNUP_PROFILE_FORM_RULES)) return;
  const form = signupForm.value;
  if (form.phone.length !== 12) return refuse('phone', 'register-phone-limit-error', 'Invalid mobile number');
  if (form.dob.length !== 10 || !isValidDob(form.dob))
    return refuse('dob', 'register-dob-format-error', 'Invalid date of birth');
  signupBusy.value = true;
  try {
    const email = form.email.trim();
    await userApi.register({
      ...kioskKeys(),
      user_name: email,
      email,
      password: form.password,
      password_again: form.password_again,
      first_name: form.first_name.trim(),
      ...(form.last_name.trim() ? { last_name: form.last_name.trim() } : {}),
      phone: form.phone,
      dob: form.dob,
      stream_default: form.stream_default,
    });
    clearToasts();
    signupStep.value = 'done';
    redirectTimer = setTimeout(() => backToLogin({ uname: email, pass: form.password }), SIGNUP_REDIRECT_MS);
  } catch (err) {
    onServerError(err);
  } finally {
    signupBusy.value = false;
  }
}

/** The back button: step 2 to step 1, step 1 out to the login. */
export function signupBack(): void {
  if (signupStep.value === 2) signupStep.value = 1;
  else backToLogin();
}

/** Back to Login, or to Mobile Login when a remote id exists, passing the username and password. */
function backToLogin(credentials?: Prefill): void {
  clearTimeout(redirectTimer);
  returnToLogin(remoteId, credentials);
}
