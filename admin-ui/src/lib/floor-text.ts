// How a pod's floor facts read in words (the floor view, Manage Your Pods, the status report):
// pure, so the unit tests read them without a page.
import { PLATFORMS } from '@gamepod/contracts/catalogues';
import type { FloorPod, FloorState } from '@gamepod/contracts/http';

export const STATE_LABEL: Readonly<Record<FloorState, string>> = {
  in_use: 'In use',
  idle: 'Idle',
  locked: 'Locked',
  offline: 'Offline',
};

/** 'Xbox', 'PS5'…: a platform code's name; an unknown code as it is. */
export function platformName(code: string): string {
  return PLATFORMS.find((p) => p.code === code)?.name ?? code.toUpperCase();
}

/** '45 min', '1 h 05 min': whole minutes, never below 0. */
export function minutesText(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/** Minutes from `since` (ISO) to `now`, or null without a start. */
export function minutesSince(since: string | null, now: number): number | null {
  if (!since) return null;
  return Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
}

/** 'Fortnite on Xbox (XD1)': the game, its console and output; null when nothing plays. */
export function gameText(game: FloorPod['game']): string | null {
  if (!game) return null;
  const title = game.title ?? 'A game';
  const where = game.platform
    ? ` on ${platformName(game.platform)}${game.xd ? ` (${game.xd.toUpperCase()})` : ''}`
    : '';
  return `${title}${where}`;
}

/** 'Reserved next 3:00 PM–4:00 PM · Team Red' (in the lab's zone), or 'Reserved now…' while it runs. */
export function reservationText(reservation: FloorPod['reservation']): string | null {
  if (!reservation) return null;
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: reservation.timezone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const span = `${time.format(new Date(reservation.start_at))}–${time.format(new Date(reservation.end_at))}`;
  const group = reservation.group_name ? ` · ${reservation.group_name}` : '';
  return `${reservation.is_started ? 'Reserved now' : 'Reserved next'} ${span}${group}`;
}

/** Who is on the pod: their name, else their user name. */
export function playerText(player: FloorPod['player']): string | null {
  if (!player) return null;
  return player.name || player.user_name || 'Signed in';
}

/**
 * The floor facts a pods list adds in one line: the game and console, the time played and
 * left, the next reservation; null when there is nothing to add.
 */
export function floorLine(pod: FloorPod, now: number): string | null {
  const played = minutesSince(pod.game?.started_at ?? pod.session_started_at, now);
  const parts = [
    gameText(pod.game),
    pod.player && played !== null ? `${minutesText(played)} played` : null,
    pod.minutes_left !== null ? `${minutesText(pod.minutes_left)} left` : null,
    reservationText(pod.reservation),
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
