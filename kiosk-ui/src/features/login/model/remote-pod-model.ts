import type { UserSession } from '@gamepod/contracts/http';
import type { MessageSendPush } from '@gamepod/contracts/realtime';
import { signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { onMessageSend } from '#app-state/realtime/realtime-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { startPod } from '#app-state/session/startup-model.ts';
import { completeLogin } from './login-model.ts';

/** QR 60 s, extra 60 s, max 99 s. */
export const REMOTE_START_S = 60;
export const REMOTE_EXTRA_S = 60;
export const REMOTE_MAX_S = 99;

/** Seconds left for the phone to finish; 0 when no phone is connected. */
export const remoteSecondsLeft = signal(0);

let ticker: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  const left = remoteSecondsLeft.value - 1;
  remoteSecondsLeft.value = Math.max(0, left);
  if (left > 0) return;
  clearInterval(ticker);
  ticker = undefined;
  // the remote id is spent: a fresh kiosk session brings a new QR code
  void startPod();
}

function startTicking(seconds: number): void {
  remoteSecondsLeft.value = seconds;
  ticker ??= setInterval(tick, 1_000);
}

/** Trades the phone login's one-time code for the user session; a dead code leaves the QR screen as it is. */
async function redeem(login_code: string): Promise<void> {
  const session = podSession.value;
  if (!session) return;
  let user: UserSession;
  try {
    user = await userApi.redeemMobileLogin({ session_id_key: session.session_id_key, login_code });
  } catch {
    return;
  }
  clearInterval(ticker);
  ticker = undefined;
  remoteSecondsLeft.value = 0;
  completeLogin(user);
}

function onPush(payload: MessageSendPush): void {
  switch (payload.message) {
    case 'remote_init':
      startTicking(REMOTE_START_S);
      break;
    case 'remote_init_reg_forgot':
      startTicking(Math.min(REMOTE_MAX_S, remoteSecondsLeft.value + REMOTE_EXTRA_S));
      break;
    case 'login':
      if (payload.data.login_code) void redeem(payload.data.login_code);
      break;
    default:
      break;
  }
}

/** Listens for the phone's pushes while the login screen shows; returns the stop. */
export function watchRemoteLogin(): () => void {
  const stop = onMessageSend(onPush);
  return () => {
    stop();
    clearInterval(ticker);
    ticker = undefined;
    remoteSecondsLeft.value = 0;
  };
}
