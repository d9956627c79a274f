// Every /api/v1 call the kiosk makes, one typed function each (spec §7, .tmp/identity-contract.md).
// Models call these; components never do.
import { get, getAs, post } from './api-client.ts';
import type {
  LabHours,
  PodSession,
  RemainingTime,
  RemoteSession,
  ResetTicket,
  SurveyGame,
  SystemMessage,
  ThemeLogo,
  UserSession,
} from './dto.ts';

type Kiosk = { session_id_key: string };

export const kioskApi = {
  checkAllowlisted: (pod_id: string) => post<{ ip: string }>('/kiosk/check/allowlisted', { pod_id }),
  validatePodIdKey: (pod_id_key: string) => post<PodSession>('/kiosk/validate/pod_id_key', { pod_id_key }),
  validateRemote: (remote_id: string, mode?: 'register' | 'forgot') =>
    post<RemoteSession>('/kiosk/validate/remote', mode ? { remote_id, mode } : { remote_id }),
  checkReady: (session_id_key: string) => get<{ ready: 0 | 1 }>('/kiosk/check/ready', { session_id_key }),
  themeLogo: (session_id_key: string) => get<ThemeLogo>('/kiosk/theme_logo', { session_id_key }),
  schedule: (session_id_key: string) => get<LabHours>('/kiosk/schedule', { session_id_key }),
  systemMessages: () => get<{ messages: SystemMessage[] }>('/system_messages/get_fe'),
  activityUpdate: (k: Kiosk & { activity: string }) => post<unknown>('/session/activity_update', k),
  /** The signed-in player's (or staff member's) token rides along: the pod key alone may not change the volume. */
  setVolume: (b: Kiosk & { pod_id_key: string; volume: number; token: string }) => post<unknown>('/pod/set_volume', b),
  setLockout: (pod_id_key: string, locked: boolean) =>
    post<unknown>('/pod/set_lockout', { pod_id_key, lockout: locked ? 'yes' : 'no' }),
};

export const userApi = {
  login: (b: Kiosk & { username: string; password: string }) => post<UserSession>('/user/login', b),
  loginAdmin: (b: Kiosk & { username: string; password: string }) => post<UserSession>('/user/login_admin', b),
  mobileLogin: (b: { remote_id: string; username: string; password: string }) =>
    post<{ nav_name: string }>('/user/mobile_login', b),
  /** The phone's login, for the one-time code its 'login' push brought to this pod's socket. */
  redeemMobileLogin: (b: Kiosk & { login_code: string }) => post<UserSession>('/user/mobile_login/redeem', b),
  expireSessions: (b: Kiosk & { token: string }) => post<{ ended: number }>('/user/expire_sessions', b),
  logout: (b: Partial<Kiosk> & { token: string; reason_text: string }) => post<unknown>('/user/logout', b),
  remainingTime: (token: string) => getAs<RemainingTime>(token, '/user/remaining_time'),
  checkEmail: (b: Partial<Kiosk> & { email: string; password: string; remote_id?: string }) =>
    post<unknown>('/user/check_email', b),
  register: (b: RegisterBody) => post<{ user_id: string }>('/user/register', b),
  sendResetCode: (username: string) => post<ResetTicket>('/user/reset-pass/send_code', { username }),
  verifyResetCode: (code: string, token: string) => post<unknown>('/user/reset-pass/verify_code', { code, token }),
  saveNewPassword: (b: { token: string; password: string; confirm_password: string }) =>
    post<unknown>('/user/reset-pass/save_password', b),
  markOrientation: (b: Kiosk & { token: string; type: 'free' | 'paid' }) => post<unknown>('/orientation/mark', b),
};

export type RegisterBody = Partial<Kiosk> & {
  remote_id?: string;
  user_name: string;
  email: string;
  password: string;
  password_again: string;
  first_name: string;
  last_name?: string;
  phone: string;
  dob: string;
  stream_default: 0 | 1;
};

export type SurveyStep =
  | {
      step: 1;
      mark_cleanliness: number;
      mark_network_speed: number;
      mark_game_selection: number;
      mark_overall_experience: number;
    }
  | { step: 'between'; survey_group: 0 | 1; survey_count?: number }
  | { step: 2; upcoming_games: string[] }
  | { step: 3; comment: string };

export const surveyApi = {
  games: (session_id_key: string) =>
    get<{ games: SurveyGame[]; last_survey: unknown }>('/survey/games', { session_id_key }),
  save: (b: Kiosk & { token: string; id?: string } & SurveyStep) => post<{ id: string }>('/survey/save', b),
};
