// Countdowns on the kiosk's screens (a held seat, a saved seat, the signage's holds): the
// seconds left until a moment, the m:ss a screen shows, and a clock that ticks a component.

import { useEffect, useState } from 'react';

/** Seconds left until `at` (RFC 3339) from `now` (ms), never below 0. */
export function secondsLeft(at: string, now: number): number {
  return Math.max(0, Math.round((Date.parse(at) - now) / 1_000));
}

/** "9:05": minutes and two-digit seconds. */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now (ms), moved on every `everyMs` while the component shows: it re-renders with it. */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
