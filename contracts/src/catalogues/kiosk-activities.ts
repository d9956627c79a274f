/** The activity names a kiosk page reports: a screen, a game, idle, asleep. */
export const KIOSK_ACTIVITIES = [
  'session_idle',
  'ui_home',
  'ui_signup',
  'ui_password',
  'ui_dashboard',
  'ui_games',
  'ui_buy',
  'ui_xp',
  'ui_logout',
  'play_save',
  'play_xbox',
  'play_ps5',
  'play_switch',
  'play_pc',
  'play_arcade',
  'end',
  'asleep',
  'ui_remote',
  'admin',
] as const;
export type KioskActivityName = (typeof KIOSK_ACTIVITIES)[number];

/** Players on a group pod (gp_duo, gp_arc): 'How Many Players?' asks 1–4. */
export const GUESTS_MAX = 4;
