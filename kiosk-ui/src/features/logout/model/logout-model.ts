import { clearSessionData } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { kioskApi, userApi } from '#api/endpoints.ts';
import { recordActivity } from '#app-state/activity/activity-model.ts';
import { chatLoggedOut } from '#app-state/chat/chat-model.ts';
import { closeChatPanel } from '#app-state/chat/local-chat-model.ts';
import { podSession, setUserSession, userSession } from '#app-state/session/pod-session-model.ts';
import { endStationSso } from '#app-state/sso/station-sso-logout.ts';
import { callHelper } from '#app-state/station/bridge-model.ts';
import { podReady } from './pod-ready.ts';
import { startSurvey } from './survey-model.ts';

/** The first ready poll after 3 s, then every 2 s; a 1.5 s fade before '/'. */
export const READY_FIRST_MS = 3_000;
export const READY_EVERY_MS = 2_000;
export const LEAVE_FADE_MS = 1_500;
/** The wait for ready is bounded: past 30 s the page goes to its login screen anyway and tells staff. */
export const READY_LIMIT_MS = 30_000;

export type LogoutPhase = 'logging-out' | 'survey' | 'setting-up' | 'leaving';
export const logoutPhase = signal<LogoutPhase>('logging-out');

let readyTimer: ReturnType<typeof setTimeout> | undefined;
let run = 0;

function leave(): void {
  clearSessionData();
  chatLoggedOut();
  setUserSession(null);
  logoutPhase.value = 'leaving';
  // the same timer as the polls, so leaving the screen during the fade stops it too
  readyTimer = setTimeout(() => navigate('/'), LEAVE_FADE_MS);
}

/** Whether the station itself is ready (`ready_pod`): a station still resetting holds the next player back. */
async function stationReady(): Promise<boolean | null> {
  const reply = await callHelper('GET', '/kiosk/check/ready_pod');
  return reply.status === 0 ? null : reply.ok && reply.data.ready_pod !== false;
}

/**
 * Sends the ready signal (`ready_web`), then polls until the server says no login of this page
 * is open on the pod and the station says it is ready, then fades back to the
 * login screen. The wait is bounded: a login that does not end within 30 s (the server never
 * heard the logout, say) is reported stuck, for staff to see and end, and the page goes to its
 * login screen anyway: a station is never held from the next player by a session it lost.
 */
export function waitForReady(): void {
  const mine = run;
  logoutPhase.value = 'setting-up';
  const key = podSession.value?.session_id_key;
  if (!key) {
    leave();
    return;
  }
  const started = Date.now();
  void callHelper('GET', '/kiosk/check/ready_web');
  const poll = async () => {
    if (mine !== run) return;
    const [server, pod] = await Promise.all([
      kioskApi.checkReady(key).then(
        (r) => r.ready === 1,
        () => false,
      ),
      stationReady(),
    ]);
    const ready = podReady(server, pod);
    if (mine !== run) return;
    if (ready) leave();
    else if (Date.now() - started >= READY_LIMIT_MS) {
      // the report is best effort: the station goes on to its login screen whatever it answers
      void kioskApi.reportStuckSession(key).catch(() => undefined);
      leave();
    } else readyTimer = setTimeout(() => void poll(), READY_EVERY_MS);
  };
  clearTimeout(readyTimer);
  readyTimer = setTimeout(() => void poll(), READY_FIRST_MS);
}

/**
 * The logout screen's work: end the identity provider's session the station's browser holds
 * (SSO), end the session (token errors count as done), tell the helper, then the exit survey when asked for, a player's and possible; else wait for ready.
 */
export async function runLogout(reason: string, surveyNeeded: boolean): Promise<void> {
  const mine = ++run;
  logoutPhase.value = 'logging-out';
  // the chat stays out of the way of the logout and survey; 'logged-out' follows when it ends
  closeChatPanel();
  const pod = podSession.value;
  const user = userSession.value;
  if (!pod) {
    clearSessionData();
    chatLoggedOut();
    setUserSession(null);
    navigate('/');
    return;
  }
  recordActivity('ui_logout');
  // the provider's session in this browser ends first, while the page still holds its kiosk session
  await endStationSso();
  if (mine !== run) return;
  if (user) {
    // the web logout log, for every reason the page logs out for; best effort, like the logout
    void kioskApi
      .logoutLog({
        session_id_key: pod.session_id_key,
        token: user.token,
        user_id: user.user_id,
        pod_id_key: pod.pod_id_key,
        logout_reason: reason,
      })
      .catch(() => undefined);
    // a failure other than "already gone" must not keep the station from the next player
    await userApi
      .logout({ session_id_key: pod.session_id_key, token: user.token, reason_text: reason })
      .catch(() => undefined);
  }
  void callHelper('POST', '/kiosk/set/logout_web', { reason });
  if (mine !== run) return;
  if (surveyNeeded && user?.role_id === 1 && pod.session_id_key) {
    logoutPhase.value = 'survey';
    startSurvey({ sessionIdKey: pod.session_id_key, token: user.token, withKeyboard: pod.with_keyboard === 1 }, () => {
      if (mine === run) waitForReady();
    });
    return;
  }
  waitForReady();
}

/** Leaving the logout screen by any other way stops its timers. */
export function stopLogout(): void {
  run++;
  clearTimeout(readyTimer);
}
