// The shapes the kiosk reads from /api/v1 (.tmp/identity-contract.md and spec §3). They mirror
// the services' reply schemas; the UI may not import server code, so they live here.

export type Flag = 0 | 1;

/** Client theme colours (the pod session's `theme`, a user session's `styles`). */
export type ThemeColours = {
  primary_color: string;
  accent_color: string;
  gradiant_color: string;
  hover_color: string;
};

/** The pod session data `/kiosk/validate/pod_id_key` returns (spec §3). */
export type PodSession = {
  pod_id_key: string;
  /** Added in issue 4; older servers omit it and the bridge's hello supplies it. */
  pod_id?: string;
  session_id_key: string;
  lab_name: string;
  nav_name: string | null;
  timezone: string;
  schedule_start: string | null;
  schedule_end: string | null;
  schedule_tomorrow: string | null;
  schedule_closed: Flag | null;
  remote_id_key: string;
  with_keyboard: Flag;
  logo: string | null;
  theme: ThemeColours;
  left_image: string | null;
  right_image: string | null;
  /** Sent since the home images landed (issue 5). */
  banner_image?: string | null;
  client_name: string;
  sso_active: Flag;
  sso_urls: { login: string | null; logout: string | null };
  is_paid: Flag;
  pod_type: string | null;
};

export type RoleId = 1 | 2 | 3 | 4 | 5;

/** A login's user session (spec §3 "User session"). */
export type UserSession = {
  token: string;
  role_id: RoleId;
  role_name: string;
  user_id: string;
  user_name: string;
  name: string;
  email: string;
  is_verified: Flag;
  stream_default: Flag;
  logged_navs: string[];
  is_alerts: Flag;
  alerts: unknown[];
  is_orientation: Flag;
  is_orientation_paid: Flag;
  reservation: { start_time: string; stop_time: string } | null;
  styles: ThemeColours | null;
  client_id: string | null;
};

/** One entry of the server's message catalogue (`/system_messages/get_fe`). */
export type SystemMessage = {
  msg_key: string;
  type: 'success' | 'failure' | 'warning' | 'check' | string;
  text_head: string;
  text_sub: string;
};

export type RemoteSession = { nav_name: string; logo: string | null };

/** `/kiosk/theme_logo`: the pod's client logo, theme and audio, and its lab's home images (URLs or null). */
export type ThemeLogo = {
  logo: string | null;
  theme: ThemeColours;
  audio_url: string | null;
  left_image: string | null;
  right_image: string | null;
  banner_image: string | null;
};

export type ResetTicket = { token: string; message?: string; message1?: string };

export type RemainingTime = { time: number; mode: 'paid' | 'free' };

export type SurveyGame = { GameId: string; GameName: string; ImageURL: string | null };

/** What a `message-send` push carries (contract "Realtime pushes to a pod"). */
export type MessageSendPayload = {
  status: boolean;
  message: 'remote_init' | 'remote_init_reg_forgot' | 'login' | 'emergency_alert' | string;
  data: { pod: string; user?: UserSession; alert?: EmergencyAlert };
  server_info: string;
};

export type EmergencyAlert = { id: string; title: string; content: string; expire: number; client: string };
