// The sessions both apps keep in local storage (spec §3 "Session (local)"): kiosk-ui writes them
// when someone signs in on a pod, admin-ui reads and writes the same entries, so a staff member who
// signs in on a pod lands in the console signed in. They mirror the services' reply schemas.

export type Flag = 0 | 1;

/** 1 player, 2 facilitator, 3 client admin, 4 super admin, 5 restricted admin (spec §6). */
export type RoleId = 1 | 2 | 3 | 4 | 5;

/** Client theme colours (the pod session's `theme`, a user session's `styles`). */
export type ThemeColours = {
  primary_color: string;
  accent_color: string;
  gradiant_color: string;
  hover_color: string;
};

/** A login's user session (`/user/login`, `/user/login_admin`, `/admin/login`), stored as `gp.user_session`. */
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

/** The pod session data `/kiosk/validate/pod_id_key` returns (spec §3), stored as `gp.pod_session` on a pod. */
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
