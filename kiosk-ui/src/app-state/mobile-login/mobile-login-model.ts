import { LOGIN_FORM_RULES, missingFields, ssoStart } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { msgKeyOf } from '#api/api-client.ts';
import { kioskApi, queueApi, userApi } from '#api/endpoints.ts';
import { toastLoginFailure, toastRequired } from '#app-state/messages/catalogue-model.ts';
import type { Prefill } from '#lib/prefill.ts';

/** Where the phone's page stands. */
export type MobileState =
  | { kind: 'validating' }
  | { kind: 'expired'; head: string; sub: string }
  | { kind: 'form'; navName: string; logo: string | null; sso: CampusSso | null; source: string }
  | { kind: 'to-campus'; navName: string; logo: string | null; sso: CampusSso }
  | { kind: 'signing-in'; navName: string; logo: string | null; source: string }
  | { kind: 'success'; navName: string };

/** The venue's identity provider, when it signs its people in: its name for "Sign in with <name>". */
export type CampusSso = { readonly name: string };

export const mobileState = signal<MobileState>({ kind: 'validating' });
export const mobileEmail = signal('');
export const mobilePassword = signal('');
/** The last login was refused as the pod is held for the next in its lab's queue: "Join the queue" is offered. */
export const mobileHeldForQueue = signal(false);
/** The scanned pod's lab runs its queue now: the page offers "Join the queue". */
export const mobileQueueOpen = signal(false);

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
  mobileHeldForQueue.value = false;
  mobileQueueOpen.value = false;
  mobileState.value = { kind: 'validating' };
  try {
    const remote = await kioskApi.validateRemote(qrCode);
    const sso = await campusSso(qrCode);
    const source = remote.sign_in_source ?? 'password';
    // asked beside the form, not before it: a failed ask offers no queue
    queueApi.openAtRemote(qrCode).then(
      (open) => {
        if (remoteId === qrCode) mobileQueueOpen.value = open.enabled;
      },
      () => undefined,
    );
    mobileState.value = { kind: 'form', navName: remote.nav_name ?? '', logo: remote.logo, sso, source };
  } catch (err) {
    mobileState.value = expired(err);
  }
}

/** The venue's single sign-on for the pod showing `qrCode`, or null (off, or not answered: the form stays). */
async function campusSso(qrCode: string): Promise<CampusSso | null> {
  try {
    const p = await kioskApi.ssoProvider(qrCode);
    return p.sso_active === 1 ? { name: p.name || 'your organisation' } : null;
  } catch {
    return null;
  }
}

/**
 * "Sign in with <campus>": the phone goes to the venue's identity provider, where its own
 * session and MFA live, through our start for this pod's remote id. The provider sends it
 * back to a page of ours that says whether the pod was signed in; the pod signs in on its own
 * channel, as with the form.
 */
export function goToCampus(): void {
  const state = mobileState.value;
  if (state.kind !== 'form' || !state.sso) return;
  mobileState.value = { ...state, kind: 'to-campus', sso: state.sso };
  location.assign(`/api/v1${ssoStart.url}?${new URLSearchParams({ remote_id: remoteId }).toString()}`);
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
  mobileState.value = { kind: 'signing-in', navName: state.navName, logo: state.logo, source: state.source };
  try {
    const reply = await userApi.mobileLogin({ remote_id: remoteId, username, password: mobilePassword.value });
    mobileState.value = { kind: 'success', navName: reply.nav_name || state.navName };
  } catch (err) {
    if (msgKeyOf(err) === 'remote-session-expired') {
      mobileState.value = expired(err);
      return;
    }
    mobileState.value = state;
    mobileHeldForQueue.value = msgKeyOf(err) === 'login-queue-held-error-message';
    toastLoginFailure(err);
  }
}
