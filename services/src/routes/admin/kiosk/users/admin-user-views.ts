import type { CompView, PlayerView, RoleOption, UserView } from '@gamepod/contracts/http';
import { toUsDate, ValidationError } from '@gamepod/events';
import { timeBalance, type UserCompTimeTable, type UserTable } from '@gamepod/projections';
import { flag } from '../../../../application/pod/pod-session-data.ts';
import { CLIENT_ADMIN, FACILITATOR, PLAYER, RESTRICTED_ADMIN, SUPER_ADMIN } from '../../../../domain/roles.ts';
import { roleName } from '../../../../domain/user/login-rules.ts';

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

/** Formatters by time zone: building one costs about 0.2 ms, more than a page of rows takes to format. */
const formats = new Map<string, Intl.DateTimeFormat>();
/** Bounds the cache: there are a few hundred zones, and a caller may name any of them. */
const MAX_FORMATS = 64;

function formatIn(timeZone: string): Intl.DateTimeFormat {
  const known = formats.get(timeZone);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
  } catch {
    throw new ValidationError('user_timezone: must be a time zone like America/Chicago', { field: 'user_timezone' });
  }
  if (formats.size >= MAX_FORMATS) formats.clear();
  formats.set(timeZone, format);
  return format;
}

/**
 * Formats a time as the users screens show it, 'MM/DD/YYYY hh:mm AM', in `timeZone`.
 * @throws ValidationError naming user_timezone when the zone is unknown.
 */
export function dateTimeFormatter(timeZone = 'UTC'): (at: Date) => string {
  const format = formatIn(timeZone);
  return (at) => format.format(at).replace(',', '');
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

/** 'Showing 1 to 10 of 57 entries' (the list's footer); 'Showing 0 to 0 of N entries' past the end. */
export function statusText(offset: number, shown: number, total: number): string {
  return shown === 0
    ? `Showing 0 to 0 of ${total} entries`
    : `Showing ${offset + 1} to ${offset + shown} of ${total} entries`;
}
