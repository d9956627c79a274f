import { LOGIN_FORM_RULES, missingFields } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { msgKeyOf } from '#api/api-client.ts';
import { kioskApi, userApi } from '#api/endpoints.ts';
import { LOGIN_FAILED_TEXT, toastFailure, toastRequired } from '#app-state/messages/catalogue-model.ts';
import type { Prefill } from '#lib/prefill.ts';

/** Where the phone's page stands. */
export type MobileState =
  | { kind: 'validating' }
  | { kind: 'expired'; head: string; sub: string }
  | { kind: 'form'; navName: string; logo: string | null }
  | { kind: 'signing-in'; navName: string; logo: string | null }
  | { kind: 'success'; navName: string };

export const mobileState = signal<MobileState>({ kind: 'validating' });
export const mobileEmail = signal('');
export const mobilePassword = signal('');

const EXPIRED_HEAD = 'This remote session has expired.';
const EXPIRED_SUB = 'Please scan the QR code again with your camera.';

let remoteId = '';

function expired(err: unknown): MobileState {
  // The catalogue texts "unless message text provided"
  const text = err instanceof Error && err.message ? err.message : EXPIRED_HEAD;
  return { kind: 'expired', head: text, sub: EXPIRED_SUB };
}

/** Validates the remote id first, then offers the form (the pod starts its 60 s countdown). */
export async function openMobileLogin(qrCode: string, prefill: Prefill = {}): Promise<void> {
  remoteId = qrCode;
  mobileEmail.value = prefill.uname ?? '';
  mobilePassword.value = prefill.pass ?? '';
  mobileState.value = { kind: 'validating' };
  try {
    const remote = await kioskApi.validateRemote(qrCode);
    mobileState.value = { kind: 'form', navName: remote.nav_name ?? '', logo: remote.logo };
  } catch (err) {
    mobileState.value = expired(err);
  }
}

/** Tells the pod the phone went to sign-up or reset, which extends its countdown (remote_init_reg_forgot). */
export function extendForDetour(qrCode: string, mode: 'register' | 'forgot'): void {
  kioskApi.validateRemote(qrCode, mode).catch(() => undefined);
}

export async function submitMobileLogin(): Promise<void> {
  const state = mobileState.value;
  if (state.kind !== 'form') return;
  const username = mobileEmail.value.trim();
  if (missingFields(LOGIN_FORM_RULES, { username, password: mobilePassword.value }).length > 0) {
    toastRequired();
    return;
  }
  mobileState.value = { kind: 'signing-in', navName: state.navName, logo: state.logo };
  try {
    const reply = await userApi.mobileLogin({ remote_id: remoteId, username, password: mobilePassword.value });
    mobileState.value = { kind: 'success', navName: reply.nav_name || state.navName };
  } catch (err) {
    if (msgKeyOf(err) === 'remote-session-expired') {
      mobileState.value = expired(err);
      return;
    }
    mobileState.value = state;
    toastFailure(err, LOGIN_FAILED_TEXT);
  }
}
