// "Join the queue" at the station: the player signs in only to queue (a web session on no pod,
// so the station stays free), chooses a platform where the lab runs platform queues, sees
// their place and estimate, and the station goes back to its login screen. The sign-in is
// ended once the place is shown: a shared station keeps no one's session.

import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import type { QueueSignIn } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { queueApi } from '#api/endpoints.ts';
import { toastLoginFailure, toastRequired } from '#app-state/messages/catalogue-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { clearToasts } from '#app-state/toasts/model/toast-model.ts';
import { joinAs, type QueueStep } from './queue-join.ts';
import { QUEUE_OFF_TEXT } from './queue-texts.ts';

/** How long the place stays on the station before it returns to its login screen. */
export const STATION_RETURN_MS = 20_000;
/** A form left half-filled returns the station to its login screen after this long without a step. */
export const STATION_FORM_MS = 120_000;

export const stationStep = signal<QueueStep>({ kind: 'form', busy: false });
export const stationUsername = signal('');
export const stationPassword = signal('');
/** Why the player came: the login was refused as the pod is held for the next in line. */
export const cameHeld = signal(false);

let returnTimer: ReturnType<typeof setTimeout> | undefined;

/** Opens the station's queue page; `uname` carries the email typed on the login screen. */
export function openStationQueue(from: { uname?: string; held?: boolean }): () => void {
  clearTimeout(returnTimer);
  // the login screen's refusal toast has been read: it would cover the queue's own words
  clearToasts();
  stationUsername.value = from.uname ?? '';
  stationPassword.value = '';
  cameHeld.value = from.held === true;
  stationStep.value = { kind: 'form', busy: false };
  returnLater(STATION_FORM_MS);
  return () => clearTimeout(returnTimer);
}

/** The station goes back to its login screen in `ms` unless another step comes first. */
function returnLater(ms: number): void {
  clearTimeout(returnTimer);
  returnTimer = setTimeout(backToLogin, ms);
}

export function backToLogin(): void {
  clearTimeout(returnTimer);
  // signed in but left before choosing: the shared station keeps no one's session
  const step = stationStep.value;
  if (step.kind === 'choose') {
    stationStep.value = { kind: 'form', busy: false };
    queueApi.signOut(step.who.token).catch(() => undefined);
  }
  stationPassword.value = '';
  navigate('/', { replace: true });
}

export async function submitStationSignIn(): Promise<void> {
  const step = stationStep.value;
  const session = podSession.value;
  if (step.kind !== 'form' || step.busy || !session) return;
  const username = stationUsername.value.trim();
  if (!username || !stationPassword.value) {
    toastRequired();
    return;
  }
  stationStep.value = { kind: 'form', busy: true };
  returnLater(STATION_FORM_MS);
  let who: QueueSignIn;
  try {
    who = await queueApi.signIn({
      session_id_key: session.session_id_key,
      username,
      password: stationPassword.value,
    });
  } catch (err) {
    stationStep.value = { kind: 'form', busy: false };
    toastLoginFailure(err);
    return;
  }
  stationPassword.value = '';
  if (!who.queue_enabled) {
    finish(who, {
      kind: 'refused',
      who: null,
      text: QUEUE_OFF_TEXT,
    });
    return;
  }
  if (who.platforms.length > 0) {
    stationStep.value = { kind: 'choose', who, busy: false };
    return;
  }
  await joinAtStation(who, null);
}

export async function chooseStationPlatform(platform: QueuePlatform | null): Promise<void> {
  const step = stationStep.value;
  if (step.kind !== 'choose' || step.busy) return;
  stationStep.value = { ...step, busy: true };
  returnLater(STATION_FORM_MS);
  await joinAtStation(step.who, platform);
}

async function joinAtStation(who: QueueSignIn, platform: QueuePlatform | null): Promise<void> {
  const outcome = await joinAs(who, platform);
  finish(
    who,
    'refused' in outcome
      ? { kind: 'refused', who: null, text: outcome.refused }
      : { kind: 'placed', who, place: outcome.place, news: null },
  );
}

/** Shows the outcome, ends the sign-in, and returns to the login screen after a while. */
function finish(who: QueueSignIn, step: QueueStep): void {
  stationStep.value = step;
  queueApi.signOut(who.token).catch(() => undefined);
  returnLater(STATION_RETURN_MS);
}
