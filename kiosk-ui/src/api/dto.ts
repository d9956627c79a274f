// The shapes the kiosk reads from /api/v1 (.tmp/identity-contract.md and spec §3). They mirror
// the services' reply schemas; the UI may not import server code, so they live here.

import type { Flag, PodSession, ThemeColours } from '@gamepod/ui-kit';

// the sessions both apps keep have one definition, in ui-kit
export type { Flag, PodSession, RoleId, ThemeColours, UserSession } from '@gamepod/ui-kit';

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
  /** 'login' brings `login_code`, to redeem at /user/mobile_login/redeem with this pod's session key. */
  data: { pod: string; user?: null; login_code?: string; alert?: EmergencyAlert };
  server_info: string;
};

/** `/kiosk/schedule`: the lab's hours as the pod session data has them, read again on a new day. */
export type LabHours = Pick<
  PodSession,
  'timezone' | 'schedule_start' | 'schedule_end' | 'schedule_tomorrow' | 'schedule_closed'
>;

/** Channel 'pod-command-login' (kiosk spec §7): the lab's hours changed; times 'hh:mm AM/PM'. */
export type ScheduleCommandPayload = {
  pod_ids: string[];
  command_type: 'schedule' | string;
  start: string | null;
  end: string | null;
  tomorrow: string | null;
  is_closed: Flag;
  /** The lab's time zone the hours are in (ours; a lab edit may change it). */
  timezone?: string;
};

export type EmergencyAlert = { id: string; title: string; content: string; expire: number; client: string };
