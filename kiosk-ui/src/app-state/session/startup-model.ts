import { clearSessionData } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { ApiError } from '#api/api-client.ts';
import { kioskApi } from '#api/endpoints.ts';
import { loadSystemMessages } from '#app-state/messages/catalogue-model.ts';
import { onKioskSessionEnded } from '#app-state/realtime/realtime-model.ts';
import { bridgeHello, bridgeLink, bridgeSettled, callHelper } from '#app-state/station/bridge-model.ts';
import { podSession, setPodSession, setUserSession, userSession } from './pod-session-model.ts';

/** An unauthorized station reloads after 10 s. */
export const UNAUTHORIZED_RELOAD_MS = 10_000;
const RETRY_MS = 5_000;

/** Where the login screen's start-up stands. */
export type Startup =
  | { kind: 'checking' }
  | { kind: 'helper-down' }
  | { kind: 'not-deployed' }
  | { kind: 'ip-refused'; message: string }
  | { kind: 'unauthorized'; mac: string | null }
  | { kind: 'server-down'; message: string }
  | { kind: 'ready' };

export const startup = signal<Startup>({ kind: 'checking' });

let run = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function retryLater(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void startPod(), RETRY_MS);
}

async function macAddress(): Promise<string | null> {
  const reply = await callHelper('GET', '/kiosk/check/mac_address');
  const mac = reply.data.mac_address;
  return typeof mac === 'string' && mac ? mac : null;
}

/** Reads the pod id from the helper: the key, '' when undeployed, null when the helper is unreachable. */
export async function readPodIdKey(): Promise<string | null> {
  const reply = await callHelper('GET', '/kiosk/check/pod_id');
  if (!reply.ok) return null;
  const id = reply.data.pod_id;
  return typeof id === 'string' ? id : '';
}

async function validate(podIdKey: string, mine: number): Promise<void> {
  try {
    await kioskApi.checkAllowlisted(podIdKey);
    const session = await kioskApi.validatePodIdKey(podIdKey);
    if (mine !== run) return;
    setPodSession(session);
    startup.value = { kind: 'ready' };
  } catch (err) {
    if (mine !== run) return;
    if (err instanceof ApiError && err.status === 403) {
      startup.value = { kind: 'ip-refused', message: err.message };
    } else if (err instanceof ApiError && err.kind === 'http' && err.status < 500) {
      startup.value = { kind: 'unauthorized', mac: await macAddress() };
      setTimeout(() => location.reload(), UNAUTHORIZED_RELOAD_MS);
    } else {
      startup.value = { kind: 'server-down', message: err instanceof Error ? err.message : String(err) };
      retryLater();
    }
  }
}

/**
 * The login screen's start-up: the helper's pod id (through the bridge), the allow-list, then a
 * fresh kiosk session. Each outcome is a `startup` state; the transient ones retry by themselves.
 */
export async function startPod(): Promise<void> {
  const mine = ++run;
  clearTimeout(retryTimer);
  if (startup.value.kind !== 'ready') startup.value = { kind: 'checking' };
  void loadSystemMessages();
  if ((await bridgeSettled()) === 'down') {
    if (mine === run) startup.value = { kind: 'helper-down' };
    retryLater();
    return;
  }
  const key = await readPodIdKey();
  if (mine !== run) return;
  if (key === null) {
    startup.value = { kind: 'helper-down' };
    retryLater();
    return;
  }
  if (key === '') {
    startup.value = { kind: 'not-deployed' };
    retryLater();
    return;
  }
  await validate(key, mine);
}

/** Visiting the login screen: forget every stored session, then start the pod afresh. */
export function enterLoginScreen(): void {
  clearSessionData();
  setUserSession(null);
  setPodSession(null);
  startup.value = { kind: 'checking' };
  void startPod();
}

/** The bridge coming back after being down re-runs a start-up that was waiting for it. */
bridgeLink.subscribe((link) => {
  if (link === 'up' && startup.value.kind === 'helper-down') void startPod();
});

/**
 * The station deployed as another pod while this page runs (its bridge greets with another
 * key): start that pod's session, unless a player is on the station; their logout brings the
 * login screen, which starts the pod afresh anyway.
 */
bridgeHello.subscribe((hello) => {
  const key = hello?.pod_id_key;
  const session = podSession.value;
  if (key && session && key !== session.pod_id_key && !userSession.value) void startPod();
});

/**
 * The server refused this page's kiosk session while nobody is signed in (it went unused, or
 * services lost it): start the pod afresh, as the login screen does, instead of knocking on the
 * socket with a dead key.
 */
onKioskSessionEnded(() => {
  if (startup.value.kind === 'ready' && !userSession.value) void startPod();
});
