// The console's sign-in through a client's identity provider, at /admin/sso/<client_id> (the
// address a client's staff keep). The page makes a secret (the verifier), keeps it in this
// tab's sessionStorage, and starts the sign-in with its sha256 (the challenge). The provider's
// answer sends the tab back here with a one-time code in the fragment; the page trades code
// and verifier for the admin session. A code alone, seen anywhere else, opens nothing.

import { type SsoProvider, ssoConsoleStart } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { loginApi } from '../api/login-api.ts';
import { enterConsole } from './login-model.ts';

/** Where the page stands: asking about the client, offering its sign-in, on the way out, or redeeming. */
export type ConsoleSsoState =
  | { kind: 'loading' }
  | { kind: 'offer'; provider: SsoProvider }
  | { kind: 'leaving'; provider: SsoProvider }
  | { kind: 'redeeming' }
  | { kind: 'failed'; message: string };

export const consoleSso = signal<ConsoleSsoState>({ kind: 'loading' });

const verifierKey = (clientId: string) => `gp.console_sso_verifier.${clientId}`;
/** The last client whose staff signed in here through SSO: the login page offers it again. */
const LAST_KEY = 'gp.console_sso';

export const EXPIRED_TEXT = 'This sign-in has expired or was already used. Please start again.';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The client whose SSO a staff member used last on this browser, for the login page's shortcut. */
export function lastConsoleSso(): { client_id: string; name: string } | null {
  try {
    const saved = JSON.parse(localStorage.getItem(LAST_KEY) ?? 'null') as { client_id?: unknown; name?: unknown };
    if (typeof saved?.client_id === 'string' && typeof saved.name === 'string') {
      return { client_id: saved.client_id, name: saved.name };
    }
  } catch {
    // an unreadable entry is no shortcut
  }
  return null;
}

async function redeem(clientId: string, code: string): Promise<void> {
  const verifier = sessionStorage.getItem(verifierKey(clientId));
  sessionStorage.removeItem(verifierKey(clientId));
  if (!verifier) {
    consoleSso.value = { kind: 'failed', message: EXPIRED_TEXT };
    return;
  }
  consoleSso.value = { kind: 'redeeming' };
  try {
    const user = await loginApi.redeemConsoleSso({ code, verifier });
    if (!enterConsole(user)) consoleSso.value = { kind: 'failed', message: EXPIRED_TEXT };
  } catch {
    consoleSso.value = { kind: 'failed', message: EXPIRED_TEXT };
  }
}

/**
 * Opens the page for `clientId`: back from the provider (a code in the fragment), it redeems
 * the code and enters the console; otherwise it asks whether the client signs in with SSO.
 */
export async function openConsoleSso(clientId: string): Promise<void> {
  const code = new URLSearchParams(location.hash.slice(1)).get('code');
  if (code) {
    // the code leaves the address bar and the history at once
    history.replaceState(history.state, '', location.pathname);
    await redeem(clientId, code);
    return;
  }
  consoleSso.value = { kind: 'loading' };
  try {
    const provider = await loginApi.ssoProvider({ client_id: clientId });
    consoleSso.value = { kind: 'offer', provider };
  } catch {
    consoleSso.value = { kind: 'offer', provider: { sso_active: 0, name: null } };
  }
}

/** "Sign in with <campus>": a new verifier for this tab, and off to the provider. */
export async function startConsoleSso(clientId: string): Promise<void> {
  const state = consoleSso.value;
  if (state.kind !== 'offer' || state.provider.sso_active !== 1) return;
  consoleSso.value = { kind: 'leaving', provider: state.provider };
  try {
    const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    sessionStorage.setItem(verifierKey(clientId), verifier);
    localStorage.setItem(LAST_KEY, JSON.stringify({ client_id: clientId, name: state.provider.name ?? '' }));
    const query = new URLSearchParams({ client_id: clientId, challenge: base64url(digest) });
    location.assign(`/api/v1${ssoConsoleStart.url}?${query.toString()}`);
  } catch {
    consoleSso.value = state;
    showToast('error', 'Single sign-on could not start in this browser');
  }
}
