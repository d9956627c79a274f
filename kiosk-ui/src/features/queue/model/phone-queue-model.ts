// The phone's queue page, opened from a pod's QR code: sign in only to queue, join that pod's
// lab's queue, then stay open with the place kept live over the realtime socket (reconnecting
// on its own, and reading the place again after each reconnect in case a push was missed);
// "You're up" sounds and vibrates; leaving is one tap and a confirmation.

import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import type { QueuePlace, QueueSignIn } from '@gamepod/contracts/http';
import { QUEUE_KIND, type QueuePush } from '@gamepod/contracts/realtime';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { msgKeyOf } from '#api/api-client.ts';
import { queueApi } from '#api/endpoints.ts';
import { toastLoginFailure, toastRequired } from '#app-state/messages/catalogue-model.ts';
import { clearToasts, showToast } from '#app-state/toasts/model/toast-model.ts';
import { ReconnectingSocket } from '#lib/reconnecting-socket.ts';
import { joinAs, type QueueStep } from './queue-join.ts';
import { QUEUE_OFF_TEXT } from './queue-texts.ts';
import { soundUpAlert, unlockUpAlert } from './up-alert.ts';

export type LinkState = 'live' | 'reconnecting';

export const phoneStep = signal<QueueStep>({ kind: 'form', busy: false });
export const phoneUsername = signal('');
export const phonePassword = signal('');
export const phoneLink = signal<LinkState>('reconnecting');
/** "Leave the queue" was tapped: the confirmation shows. */
export const confirmingLeave = signal(false);
/** The scanned pod's QR code was stale: the page says to scan again. */
export const phoneExpired = signal(false);

let remoteId = '';
let socket: ReconnectingSocket | null = null;

function stopLive(): void {
  socket?.close();
  socket = null;
}

/** Opens the page for the pod whose QR code was scanned. */
export function openPhoneQueue(qrCode: string, uname = ''): () => void {
  stopLive();
  clearToasts();
  remoteId = qrCode;
  phoneUsername.value = uname;
  phonePassword.value = '';
  phoneExpired.value = false;
  confirmingLeave.value = false;
  phoneStep.value = { kind: 'form', busy: false };
  return stopLive;
}

export async function submitPhoneSignIn(): Promise<void> {
  const step = phoneStep.value;
  if (step.kind !== 'form' || step.busy) return;
  // the tap that joins unlocks the sound "You're up" plays later
  unlockUpAlert();
  const username = phoneUsername.value.trim();
  if (!username || !phonePassword.value) {
    toastRequired();
    return;
  }
  phoneStep.value = { kind: 'form', busy: true };
  let who: QueueSignIn;
  try {
    who = await queueApi.mobileSignIn({ remote_id: remoteId, username, password: phonePassword.value });
  } catch (err) {
    phoneStep.value = { kind: 'form', busy: false };
    if (msgKeyOf(err) === 'remote-session-expired') phoneExpired.value = true;
    else toastLoginFailure(err);
    return;
  }
  phonePassword.value = '';
  if (!who.queue_enabled) {
    phoneStep.value = {
      kind: 'refused',
      who,
      text: QUEUE_OFF_TEXT,
    };
    return;
  }
  if (who.platforms.length > 0) {
    phoneStep.value = { kind: 'choose', who, busy: false };
    return;
  }
  await joinPhoneQueue(who, null);
}

/** Joins for `platform` (or any Gamepod) from the platform choice. */
export async function choosePhonePlatform(platform: QueuePlatform | null): Promise<void> {
  const step = phoneStep.value;
  if (step.kind !== 'choose' || step.busy) return;
  unlockUpAlert();
  phoneStep.value = { ...step, busy: true };
  await joinPhoneQueue(step.who, platform);
}

async function joinPhoneQueue(who: QueueSignIn, platform: QueuePlatform | null): Promise<void> {
  const outcome = await joinAs(who, platform);
  if ('refused' in outcome) {
    phoneStep.value = { kind: 'refused', who, text: outcome.refused };
    return;
  }
  showPlace(who, outcome.place, null);
  goLive(who);
}

function showPlace(who: QueueSignIn, place: QueuePlace, news: 'offered' | 'called' | null): void {
  if (!place.queued) {
    stopLive();
    phoneStep.value = { kind: 'ended', who, end: 'left' };
    return;
  }
  phoneStep.value = { kind: 'placed', who, place, news: place.offer ? 'offered' : news };
}

/** The socket on the player's own channel; each (re)connection reads the place again. */
function goLive(who: QueueSignIn): void {
  stopLive();
  phoneLink.value = 'reconnecting';
  const url = () => `${location.origin.replace(/^http/, 'ws')}/api/v1/ws?token=${encodeURIComponent(who.token)}`;
  socket = new ReconnectingSocket(url, {
    onOpen: (send) => {
      send({ op: 'subscribe', channel: `user.${who.user_id}` });
      phoneLink.value = 'live';
      void refreshPlace(who);
    },
    onMessage: (m) => {
      const msg = m as { op?: string; kind?: string; payload?: QueuePush };
      if (msg.op === 'message' && msg.kind === QUEUE_KIND && msg.payload) onPush(who, msg.payload);
    },
    onClose: (code) => {
      phoneLink.value = 'reconnecting';
      // the queue's sign-in ended (it expired, or staff ended it): nothing to reconnect with
      if (code === 4401) {
        phoneStep.value = { kind: 'refused', who: null, text: 'Your sign-in ended. Please scan the QR code again.' };
        return false;
      }
      return undefined;
    },
  });
}

async function refreshPlace(who: QueueSignIn): Promise<void> {
  try {
    const place = await queueApi.place(who.token, who.lab_id);
    const step = phoneStep.value;
    if (step.kind !== 'placed') return;
    if (place.offer && !step.place.offer) soundUpAlert();
    showPlace(who, place, step.news === 'called' ? 'called' : null);
  } catch {
    // the next push or reconnect reads it again
  }
}

function onPush(who: QueueSignIn, push: QueuePush): void {
  if (push.lab_id !== who.lab_id) return;
  const step = phoneStep.value;
  if (step.kind !== 'placed') return;
  switch (push.change) {
    case 'joined':
    case 'place':
      showPlace(who, push.place, step.news === 'called' ? 'called' : null);
      return;
    case 'offered':
      soundUpAlert();
      showPlace(who, push.place, 'offered');
      return;
    case 'called':
      soundUpAlert();
      showPlace(who, push.place, 'called');
      return;
    case 'taken':
    case 'expired':
    case 'left':
    case 'removed':
      stopLive();
      confirmingLeave.value = false;
      phoneStep.value = { kind: 'ended', who, end: push.change };
      return;
    default:
      // a change this page does not know yet: the place it carries is read on the next push
      push.change satisfies never;
  }
}

export function askToLeave(): void {
  confirmingLeave.value = true;
}

export function stayInLine(): void {
  confirmingLeave.value = false;
}

/** Leaves the queue after the confirmation: one call. */
export async function leavePhoneQueue(): Promise<void> {
  const step = phoneStep.value;
  if (step.kind !== 'placed') return;
  try {
    await queueApi.leave({ token: step.who.token, lab_id: step.who.lab_id });
  } catch (err) {
    // not queued any more (404): the page shows it left all the same
    if (!(err instanceof ApiError) || err.status !== 404) {
      showToast('error', 'We could not take you out of the queue', 'Please try again.');
      return;
    }
  }
  stopLive();
  confirmingLeave.value = false;
  phoneStep.value = { kind: 'ended', who: step.who, end: 'left' };
}

/** "Join again" after a place ended or a refusal: back to the sign-in. */
export function startOver(): void {
  stopLive();
  confirmingLeave.value = false;
  phoneStep.value = { kind: 'form', busy: false };
}
