// Every /api/v1 call the kiosk makes, one function each; each call's body and reply are its
// contract's (`@gamepod/contracts/http`). Models call these; components never do.
import type { BodyOf } from '@gamepod/contracts/http';
import { get, getAs, post } from './api-client.ts';

type Kiosk = { session_id_key: string };

export const kioskApi = {
  checkAllowlisted: (pod_id: string) => post('/kiosk/check/allowlisted', { pod_id }),
  validatePodIdKey: (pod_id_key: string) => post('/kiosk/validate/pod_id_key', { pod_id_key }),
  validateRemote: (remote_id: string, mode?: 'register' | 'forgot') =>
    post('/kiosk/validate/remote', mode ? { remote_id, mode } : { remote_id }),
  /** Whether the client of the pod showing this remote id signs in with its identity provider, and its name. */
  ssoProvider: (remote_id: string) => get('/sso/provider', { remote_id }),
  checkReady: (session_id_key: string) => get('/kiosk/check/ready', { session_id_key }),
  /** The ready wait ran out: the logins this page still waits for are shown to staff as stuck. */
  reportStuckSession: (session_id_key: string) => post('/kiosk/report/stuck_session', { session_id_key }),
  themeLogo: (session_id_key: string) => get('/kiosk/theme_logo', { session_id_key }),
  schedule: (session_id_key: string) => get('/kiosk/schedule', { session_id_key }),
  rssFeeds: (session_id_key: string) => get('/kiosk/rss_feeds', { session_id_key }),
  /** The pod's hold for the next in line in its lab's queue ("Reserved for"), or null. */
  queueHold: (session_id_key: string) => get('/kiosk/queue_hold', { session_id_key }),
  systemMessages: () => get('/system_messages/get_fe'),
  activityUpdate: (k: BodyOf<'/session/activity_update'>) => post('/session/activity_update', k),
  /** The page's link to the station's helper went down or came back. */
  helperLink: (b: BodyOf<'/session/flask'>) => post('/session/flask', b),
  /** The web logout log: why a player's session on this pod logged out. */
  logoutLog: (b: BodyOf<'/session/logout_log'>) => post('/session/logout_log', b),
  /** The signed-in player's (or staff member's) token rides along: the pod key alone may not change the volume. */
  setVolume: (b: Kiosk & { pod_id_key: string; volume: number; token: string }) => post('/pod/set_volume', b),
  /** The pod as recorded (lock-out, volume, keyboard flag), by its key with the kiosk session. */
  pod: (b: Kiosk & { pod_id_key: string }) =>
    get('/pod', { session_id_key: b.session_id_key, pod_id_key: b.pod_id_key }),
  /** The page's report of its helper's lock state, with its kiosk session; the server records the station's own. */
  setLockout: (b: Kiosk & { pod_id_key: string; locked: boolean }) =>
    post('/pod/set_lockout', {
      session_id_key: b.session_id_key,
      pod_id_key: b.pod_id_key,
      lockout: b.locked ? 'yes' : 'no',
    }),
  /** The staff messages this pod has still to show (sent while the page was not running, say). */
  staffMessages: (session_id_key: string) => get('/pod/staff_messages', { session_id_key }),
  /** The page is done with the pod's staff messages up to the one sent at `sent_at`. */
  acknowledgeStaffMessages: (b: BodyOf<'/pod/staff_messages/acknowledge'>) =>
    post('/pod/staff_messages/acknowledge', b),
};

export const userApi = {
  login: (b: BodyOf<'/user/login'>) => post('/user/login', b),
  loginAdmin: (b: BodyOf<'/user/login_admin'>) => post('/user/login_admin', b),
  mobileLogin: (b: BodyOf<'/user/mobile_login'>) => post('/user/mobile_login', b),
  /** The phone's login, for the one-time code its 'login' push brought to this pod's socket. */
  redeemMobileLogin: (b: BodyOf<'/user/mobile_login/redeem'>) => post('/user/mobile_login/redeem', b),
  expireSessions: (b: Kiosk & { token: string }) => post('/user/expire_sessions', b),
  logout: (b: BodyOf<'/user/logout'>) => post('/user/logout', b),
  remainingTime: (token: string) => getAs(token, '/user/remaining_time'),
  /** The session limit while people wait in the lab's queue, on this pod session. */
  queueLimit: (token: string) => getAs(token, '/user/queue/limit'),
  checkEmail: (b: BodyOf<'/user/check_email'>) => post('/user/check_email', b),
  register: (b: RegisterBody) => post('/user/register', b),
  sendResetCode: (username: string) => post('/user/reset-pass/send_code', { username }),
  verifyResetCode: (code: string, token: string) => post('/user/reset-pass/verify_code', { code, token }),
  saveNewPassword: (b: BodyOf<'/user/reset-pass/save_password'>) => post('/user/reset-pass/save_password', b),
  /** Save Seat: the server holds the seat until `expires_at`, then logs the session out. */
  saveSeat: (b: BodyOf<'/user/save_seat'>) => post('/user/save_seat', b),
  /** The saved seat's unlock with the session user's email and password. */
  unlockUser: (b: BodyOf<'/user/unlock_user'>) => post('/user/unlock_user', b),
  /** Without `streaming` the pod follows the player's stream_default; with it, the player's choice. */
  updateStreaming: (b: BodyOf<'/user/update/streaming'>) => post('/user/update/streaming', b),
  markOrientation: (b: Kiosk & { token: string; type: 'free' | 'paid' }) => post('/orientation/mark', b),
  /** A tick in the Important Alerts overlay. */
  markAlertRead: (b: Kiosk & { token: string; alert_id: string }) => post('/alerts/mark_read', b),
};

export const ssoApi = {
  /** The provider's logout address for the session this station's browser holds, once; null: none. */
  stationLogout: (session_id_key: string) => post('/sso/station_logout', { session_id_key }),
};

export type RegisterBody = BodyOf<'/user/register'>;

/** One step of the exit survey, as `/survey/save` takes it. */
export type SurveyStep = Omit<BodyOf<'/survey/save'>, 'session_id_key' | 'session_id' | 'token' | 'id'>;

export const surveyApi = {
  games: (session_id_key: string) => get('/survey/games', { session_id_key }),
  save: (b: BodyOf<'/survey/save'>) => post('/survey/save', b),
};

/** The pod's live chat, as the signed-in player (the kiosk session and the player's token). */
export const chatApi = {
  provider: (b: Kiosk & { token: string }) => post('/chat/provider', b),
  conversation: (b: Kiosk & { token: string }) => post('/chat/conversation', b),
  send: (b: Kiosk & { token: string; text: string }) => post('/chat/send', b),
};

/** The fair queue: signing in only to queue (a web session on no pod), then joining, leaving and reading a place with it. */
export const queueApi = {
  /** Whether this station's lab runs its queue now. */
  open: (session_id_key: string) => get('/user/queue/open', { session_id_key }),
  /** Whether the lab of the pod whose QR code the phone scanned runs its queue now. */
  openAtRemote: (remote_id: string) => get('/user/queue/open_remote', { remote_id }),
  /** At this station: the pod stays free. */
  signIn: (b: BodyOf<'/user/queue/sign_in'>) => post('/user/queue/sign_in', b),
  /** On a phone, from the scanned pod's QR code. */
  mobileSignIn: (b: BodyOf<'/user/queue/mobile_sign_in'>) => post('/user/queue/mobile_sign_in', b),
  join: (b: BodyOf<'/user/queue/join'>) => post('/user/queue/join', b),
  leave: (b: BodyOf<'/user/queue/leave'>) => post('/user/queue/leave', b),
  place: (token: string, lab_id: string) => getAs(token, '/user/queue/place', { lab_id }),
  /** Ends the queue's sign-in (the station drops it once the player joined). */
  signOut: (token: string) => post('/user/logout', { token, reason_text: 'Joined the queue' }),
};
