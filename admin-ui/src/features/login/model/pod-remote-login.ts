// An admin page on a pod without a keyboard (gp_arc, gp_duo) signs in through a phone: the
// QR code names the kiosk session's remote id, the phone posts /admin/mobile_login, and the
// server pushes a one-time code to the pod's own channel (`kiosk.<pod>`, which only a socket
// signed in with the pod's session key hears) as a `message-send` 'login' (the kiosk's own
// phone-login flow). This listens for that push and redeems the code for the session.

import type { PodSession, UserSession } from '@gamepod/contracts/http';
import { channelName, type MessageSendPush } from '@gamepod/contracts/realtime';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { loginApi } from '../api/login-api.ts';
import { enterConsole, NO_PERMISSION } from './login-model.ts';

const RETRY_MS = 3_000;

/** A frame of the socket; a `message-send` push's payload is the contract's. */
type Push = { op?: string; kind?: string; payload?: MessageSendPush };

/** The phone's page for this pod's QR code. */
export function mobileLoginUrl(pod: PodSession): string {
  return `${location.origin}/admin/mobile-login?${new URLSearchParams({ remote_id: pod.remote_id_key }).toString()}`;
}

async function onLogin(pod: PodSession, login_code: string): Promise<void> {
  let user: UserSession;
  try {
    user = await loginApi.redeemMobileLogin({ session_id_key: pod.session_id_key, login_code });
  } catch {
    // a dead or spent code: the QR code stays up for the next try
    return;
  }
  if (enterConsole(user)) return;
  // a player or facilitator used the admin QR code: the console will not use that session, so end it
  void loginApi.userLogout(user.token, NO_PERMISSION).catch(() => undefined);
  showToast('error', NO_PERMISSION);
}

/** Listens on the pod's own channel (kiosk session key) until stopped; reconnects every 3 s. */
export function watchPodLogin(pod: PodSession): () => void {
  const podId = pod.pod_id;
  if (!podId) return () => undefined;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const connect = () => {
    const url = `${location.origin.replace(/^http/, 'ws')}/api/v1/ws?session_id_key=${encodeURIComponent(pod.session_id_key)}`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ op: 'subscribe', channel: channelName('kiosk', podId) }));
    ws.onmessage = (e) => {
      let m: Push;
      try {
        m = JSON.parse(String(e.data)) as Push;
      } catch {
        return;
      }
      const p = m.payload;
      // Only a production server's push for this pod, and only while nobody is signed in here
      if (m.op !== 'message' || m.kind !== 'message-send' || p?.message !== 'login') return;
      if (p.server_info !== 'production' || p.data?.pod !== podId || !p.data.login_code) return;
      void onLogin(pod, p.data.login_code);
    };
    ws.onclose = () => {
      if (!stopped) retry = setTimeout(connect, RETRY_MS);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close(1000);
  };
}
