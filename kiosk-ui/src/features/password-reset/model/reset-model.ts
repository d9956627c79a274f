import { signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { toastFailure, toastMessage, toastRequired } from '#app-state/messages/catalogue-model.ts';
import { clearToasts } from '#app-state/toasts/model/toast-model.ts';
import { EMAIL_PATTERN, PASSWORD_MIN } from '#lib/input-mask.ts';
import { returnToLogin } from '#lib/prefill.ts';

/** After a reset, back to the login after 4 s. */
export const RESET_REDIRECT_MS = 4_000;
export const RESET_DONE_TEXT = 'Your password has been changed successfully, login now';
export const CODE_LENGTH = 6;

export type ResetStep = 'email' | 'code' | 'password' | 'done';
export const resetStep = signal<ResetStep>('email');
export const resetEmail = signal('');
export const resetCode = signal('');
export const newPassword = signal('');
export const confirmPassword = signal('');
export const resetBusy = signal(false);
export const resetInvalid = signal<ReadonlySet<string>>(new Set());
/** What the server said when it sent the code ('both': message and message1). */
export const sentNotice = signal<{ head: string; sub: string } | null>(null);

let ticket = '';
let remoteId: string | undefined;
let redirectTimer: ReturnType<typeof setTimeout> | undefined;

export function startReset(qrCode: string | undefined, uname = ''): void {
  clearTimeout(redirectTimer);
  remoteId = qrCode;
  ticket = '';
  resetStep.value = 'email';
  resetEmail.value = uname;
  resetCode.value = '';
  newPassword.value = '';
  confirmPassword.value = '';
  resetInvalid.value = new Set();
  sentNotice.value = null;
}

export function stopReset(): void {
  clearTimeout(redirectTimer);
}

function invalid(field: string, msgKey: string | null, text = ''): void {
  resetInvalid.value = new Set([field]);
  if (msgKey) toastMessage(msgKey, text);
  else toastRequired();
}

async function busy(work: () => Promise<void>): Promise<void> {
  if (resetBusy.value) return;
  resetBusy.value = true;
  resetInvalid.value = new Set();
  try {
    await work();
    clearToasts();
  } catch (err) {
    toastFailure(err, 'Please try again later.');
  } finally {
    resetBusy.value = false;
  }
}

export function submitEmail(): Promise<void> {
  const username = resetEmail.value.trim();
  if (!username || !EMAIL_PATTERN.test(username)) {
    invalid('email', null);
    return Promise.resolve();
  }
  return busy(async () => {
    const reply = await userApi.sendResetCode(username);
    ticket = reply.token;
    sentNotice.value = reply.message ? { head: reply.message, sub: reply.message1 ?? '' } : null;
    resetCode.value = '';
    resetStep.value = 'code';
  });
}

export function submitCode(): Promise<void> {
  const code = resetCode.value.trim();
  if (code.length !== CODE_LENGTH) {
    invalid('code', null);
    return Promise.resolve();
  }
  return busy(async () => {
    await userApi.verifyResetCode(code, ticket);
    resetStep.value = 'password';
  });
}

export function submitNewPassword(): Promise<void> {
  if (!newPassword.value || !confirmPassword.value) {
    invalid(newPassword.value ? 'confirm' : 'password', null);
    return Promise.resolve();
  }
  if (newPassword.value.length < PASSWORD_MIN) {
    invalid('password', 'forgotpass-weak-pass-error', 'Password too weak');
    return Promise.resolve();
  }
  if (newPassword.value !== confirmPassword.value) {
    invalid('confirm', 'forgotpass-pass-not-match-error', 'Passwords do not match');
    return Promise.resolve();
  }
  return busy(async () => {
    await userApi.saveNewPassword({
      token: ticket,
      password: newPassword.value,
      confirm_password: confirmPassword.value,
    });
    resetStep.value = 'done';
    const uname = resetEmail.value.trim();
    redirectTimer = setTimeout(() => backFromReset(uname), RESET_REDIRECT_MS);
  });
}

/** Back buttons: one step back, or out to the login from the first step. */
export function resetBack(): void {
  if (resetStep.value === 'code') resetStep.value = 'email';
  else if (resetStep.value === 'password') resetStep.value = 'code';
  else backFromReset();
}

/** Out to / or /mobile-login/{remote id}. */
function backFromReset(uname?: string): void {
  clearTimeout(redirectTimer);
  returnToLogin(remoteId, uname ? { uname } : null);
}
