// How the users screens show times and roles. Pure.
import type { PlayerView, UserView } from '@gamepod/contracts/http';

/** Shown instead of a time for a user who is not a player (no player record). */
export const NO_PLAYER_TIME = 'N/A';

/**
 * Minutes as 'Nh Mm', or 'Mm' under an hour, '0m' when empty; a fraction of a minute counts as
 * a whole one (minutes rounded up).
 *
 * @example formatMinutes(125) // '2h 5m'; formatMinutes(59.2) // '1h 0m'; formatMinutes(null) // '0m'
 */
export function formatMinutes(minutes: number | null | undefined): string {
  const whole = typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0;
  const hours = Math.floor(whole / 60);
  return hours > 0 ? `${hours}h ${whole % 60}m` : `${whole}m`;
}

export type PlayerTime = 'time_play' | 'time_paid' | 'time_comp' | 'time_balance';

/** One of a player's times for display; 'N/A' when the user has no player record. */
export function playerTime(player: PlayerView | null | undefined, which: PlayerTime): string {
  return player ? formatMinutes(player[which]) : NO_PLAYER_TIME;
}

/** The role names the screens show, by role id (the roles select names them the same way). */
export const ROLE_LABELS: Readonly<Record<number, string>> = {
  1: 'Player',
  2: 'Facilitator',
  3: 'Client Admin',
  4: 'Super Admin',
  5: 'Restricted Admin',
};

/** A user's role as the list shows it: a player with pro = 1 is 'Pro'. */
export function roleLabel(user: Pick<UserView, 'user_role_id' | 'player'>): string {
  if (user.user_role_id === 1 && user.player?.pro === 1) return 'Pro';
  return ROLE_LABELS[user.user_role_id] ?? `Role ${user.user_role_id}`;
}

/** A name to head a user's page with: the name, else the email. */
export function displayName(user: Pick<UserView, 'name' | 'email'>): string {
  return user.name?.trim() || user.email;
}

/**
 * Minutes played as Game Playing Time shows them: 2 decimals, a trailing .00 trimmed.
 *
 * @example formatPlayTime(1.5) // '1.50'; formatPlayTime(12) // '12'
 */
export function formatPlayTime(minutes: number): string {
  return minutes.toFixed(2).replace(/\.00$/, '');
}
