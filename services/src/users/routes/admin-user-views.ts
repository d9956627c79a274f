import type { CompView, PlayerView, RoleOption, UserView } from '@gamepod/contracts/http';
import { toUsDate } from '@gamepod/events';
import { timeBalance, type UserCompTimeTable, type UserTable } from '@gamepod/projections';
import { CLIENT_ADMIN, FACILITATOR, PLAYER, RESTRICTED_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { dateTimeFormatter, statusText } from '../../http/list-formats.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { roleName } from '../domain/login-rules.ts';

export { dateTimeFormatter, statusText };

/** The roles select's labels. */
const ROLE_LABELS: Readonly<Record<number, string>> = {
  [PLAYER]: 'Player',
  [FACILITATOR]: 'Facilitator',
  [CLIENT_ADMIN]: 'Client Admin',
  [SUPER_ADMIN]: 'Super Admin',
  [RESTRICTED_ADMIN]: 'Restricted Admin',
};

/** The roles a caller may give: a super admin all five, a client admin all but super admin. */
export function assignableRoles(callerRole: number): RoleOption[] {
  const ids = callerRole === SUPER_ADMIN ? [1, 2, 3, 4, 5] : [1, 2, 3, 5];
  return ids.map((id) => ({ id, value: ROLE_LABELS[id] ?? String(id), role_name: roleName(id) }));
}

export function playerView(row: UserTable): PlayerView {
  const balance = timeBalance(row);
  return {
    player_id: row.id,
    first_name: row.first_name,
    email: row.email,
    phone: row.phone || null,
    dob: row.dob ? toUsDate(row.dob) : null,
    pro: flag(row.pro),
    stream_default: flag(row.stream_default),
    time_play: row.time_play,
    time_paid: row.time_paid,
    paid_play_time: row.paid_play_time,
    time_comp: row.time_comp,
    time_balance: balance,
    remaining_time: balance,
  };
}

/** An account as the users list and the user screens show it. */
export function userView(
  row: UserTable & { readonly client_email?: string | null },
  format: (at: Date) => string,
): UserView {
  return {
    id: row.id,
    user_name: row.user_name,
    email: row.email,
    name: row.name || null,
    is_active: flag(row.is_active),
    user_role_id: row.role,
    role: { id: row.role, role_name: roleName(row.role) },
    client_id: row.client_id,
    phone: row.phone || null,
    dob: row.dob ? toUsDate(row.dob) : null,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    formatted_created_at_tz: format(row.created_at),
    client: row.client_id ? { id: row.client_id, email: row.client_email ?? null } : null,
    clientuser: row.client_id ? { client: { email: row.client_email ?? null } } : null,
    player: row.role === PLAYER ? playerView(row) : null,
  };
}

export function compView(row: UserCompTimeTable, format: (at: Date) => string): CompView {
  return {
    id: row.id,
    comp_minutes: row.minutes,
    note: row.note,
    created_at: row.created_at.toISOString(),
    FormattedCreatedAt: format(row.created_at),
  };
}
