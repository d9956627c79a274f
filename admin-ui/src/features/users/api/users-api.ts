// The users screens' calls, from the users list to deleting comp time. Every call names the
// browser's time zone, so the server formats 'Signed Up' and comp times in local time.
import { PLAYING_ACTIVITIES_PAGE_SIZE } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';
import type { UserFormBody, UserSwitch, UsersSortBy } from './user-requests.ts';

const zone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The users list shows 10 per page. */
export const USERS_PAGE_SIZE = 10;

export type UsersListParams = {
  readonly page: number;
  readonly search: string;
  /** '' = every client (super admin); a client admin's list is their client's whatever is sent. */
  readonly clientId: string;
  readonly sortBy: UsersSortBy;
  readonly sortType: 'asc' | 'desc';
};

const SWITCH_TABLE: Readonly<Record<UserSwitch, 'user' | 'player'>> = {
  is_active: 'user',
  pro: 'player',
  stream_default: 'player',
};

/** Game Playing Time's filter and page: days as YYYY-MM-DD, '' leaves that end open. */
export type PlayingTimeParams = { readonly page: number; readonly startDate: string; readonly endDate: string };

export const usersApi = {
  /** A player's play sessions, 10 a page, by the days they started in the browser's zone. */
  playingActivities: (userId: string, p: PlayingTimeParams) =>
    adminGet('/common/players/playing_activities', {
      user_id: userId,
      length: PLAYING_ACTIVITIES_PAGE_SIZE,
      page: p.page,
      start_date: p.startDate || undefined,
      end_date: p.endDate || undefined,
      user_timezone: zone(),
    }),
  list: (p: UsersListParams) =>
    adminGet('/admin/kiosk/users', {
      client_id: p.clientId || undefined,
      length: USERS_PAGE_SIZE,
      page: p.page,
      search: p.search || undefined,
      sort_by: p.sortBy,
      sort_type: p.sortType,
      user_timezone: zone(),
    }),
  roles: () => adminGet('/admin/kiosk/roles').then((d) => d.roles),
  /** Super admins only (the client filter and the Select Client field). */
  clients: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),
  detail: (userId: string) => adminGet('/admin/kiosk/users/edit', { user_id: userId, user_timezone: zone() }),
  create: (form: UserFormBody) => adminPost('/admin/kiosk/users/save', { ...form, user_timezone: zone() }),
  /** The same save call with edit_id. */
  update: (userId: string, form: UserFormBody) =>
    adminPost('/admin/kiosk/users/save', { ...form, edit_id: userId, user_timezone: zone() }),
  /** Replies with the refreshed user. */
  setSwitch: (userId: string, type: UserSwitch, on: boolean) =>
    adminPost('/admin/kiosk/users/update_switches', {
      user_id: userId,
      type,
      value: on ? 1 : 0,
      tbl: SWITCH_TABLE[type],
      user_timezone: zone(),
    }),
  addComp: (userId: string, minutes: string, note: string) =>
    adminPost('/admin/kiosk/users/add_comp_time', {
      user_id: userId,
      minutes,
      note: note.trim() || null,
      user_timezone: zone(),
    }),
  deleteComp: (userId: string, id: string) =>
    adminPost('/admin/kiosk/users/delete_comp_time', { id, user_id: userId, user_timezone: zone() }),
};
