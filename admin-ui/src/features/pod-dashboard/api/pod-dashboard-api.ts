// The pod dashboard's calls. Each names this station by its kiosk session key (`session_id_key`,
// or `pod_session` for the pods list): the pod is where the admin sits, never an id the page picks.
import type { CommandType } from '@gamepod/contracts/catalogues';
import type { GameListQuery, PodSession } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

/** The browser's time zone: the server writes the lists' times in it. */
const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** What Admin play game sends besides the game: its platform, its name as searched, install 0/1. */
export type CommandExtra = {
  readonly command_platform?: string;
  readonly command_search?: string;
  readonly command_install?: string;
};

export const podDashboardApi = {
  /** Player Feedback, 10 a page. */
  feedback: (pod: PodSession, page: number) =>
    adminGet('/admin/feedback/list', {
      session_id_key: pod.session_id_key,
      page,
      length: 10,
      user_timezone: userTimeZone(),
    }),

  /** Admin Logs, 10 a page. */
  logs: (pod: PodSession, page: number) =>
    adminGet('/admin/logs/list', {
      session_id_key: pod.session_id_key,
      page,
      length: 10,
      user_timezone: userTimeZone(),
    }),

  /** Submit Log Entry for {pod}. */
  saveLog: (pod: PodSession, comment: string) =>
    adminPost('/admin/logs/save', { session_id_key: pod.session_id_key, comment, user_timezone: userTimeZone() }),

  /** Select Target Gamepods: the pods of this pod's lab, with their letters. */
  targets: (pod: PodSession) => adminGet('/admin/kiosk/pods', { pod_session: pod.session_id_key }),

  /** A command fanned out to the selected pods; this station is the pod that asked. */
  command: (
    pod: PodSession,
    command_type: CommandType,
    pod_ids: readonly string[],
    command_value?: string,
    extra: CommandExtra = {},
  ) =>
    adminPost(
      '/admin/run/command',
      {
        ...extra,
        command_type,
        pod_ids: [...pod_ids],
        request_pod_id: pod.pod_id,
        ...(command_value === undefined ? {} : { command_value }),
      },
      { quiet: true },
    ),

  /** admin-pod-command: signs this admin in on the pods where nobody is signed in, opening their dashboard or games. */
  adminLogin: (pod_ids: readonly string[], open: 'dashboard' | 'pod_games') =>
    adminPost('/admin/run/admin_pod_command', { pod_ids: [...pod_ids], open }, { quiet: true }),

  /** Volume change: recorded for this pod (0–50). */
  volume: (pod: PodSession, volume: number) =>
    adminPost('/pod/set_volume', { session_id_key: pod.session_id_key, pod_id_key: pod.pod_id_key, volume }),

  /** Games for pod games: what staff on this pod may launch on a platform, a page at a time. */
  games: (pod: PodSession, q: Omit<GameListQuery, 'session_id_key' | 'type'>) =>
    adminGet('/game/list', { ...q, session_id_key: pod.session_id_key, type: 'player' }),

  palettes: () => adminGet('/admin/kiosk/rgb_pallets').then((d) => d.pallets),
};
