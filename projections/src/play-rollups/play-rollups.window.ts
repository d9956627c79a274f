import { DAY_MS, QUARTER_MS } from './play-rollups.buckets.ts';

/** Instants from `from` (included) to `to` (excluded). */
export type Span = { readonly from: Date; readonly to: Date };

/** A window cut at whole units: the whole units inside it (read from a rollup), and its ragged ends (read from the launches). */
export type Cut = { readonly inner: Span | null; readonly ends: readonly Span[] };

/**
 * Cuts [from, to) at multiples of `unitMs` since the epoch (quarter hours, UTC days). A window
 * shorter than a unit, or holding none whole, is all ends.
 *
 * @example cut(10:05, 11:20, QUARTER_MS) → inner 10:15–11:15, ends 10:05–10:15 and 11:15–11:20
 */
export function cut({ from, to }: Span, unitMs: number): Cut {
  const a = Math.ceil(from.getTime() / unitMs) * unitMs;
  const b = Math.floor(to.getTime() / unitMs) * unitMs;
  if (a >= b) return { inner: null, ends: from < to ? [{ from, to }] : [] };
  const ends: Span[] = [];
  if (from.getTime() < a) ends.push({ from, to: new Date(a) });
  if (b < to.getTime()) ends.push({ from: new Date(b), to });
  return { inner: { from: new Date(a), to: new Date(b) }, ends };
}

export const byQuarters = (s: Span): Cut => cut(s, QUARTER_MS);
export const byDays = (s: Span): Cut => cut(s, DAY_MS);

/** A UTC day as the rollup's `day` ('YYYY-MM-DD'). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** A window cut at whole UTC days, where the days may reach past its end: what to add and what to take off. */
export type DayReach = { readonly inner: Span | null; readonly added: readonly Span[]; readonly taken: Span | null };

/**
 * Cuts [from, to) at whole UTC days. A window that ends at or after `now` has nothing started
 * after its end (nothing has started after now), so its last day is taken whole and what that
 * day holds after the end (normally nothing) is taken off; an earlier end adds its partial day.
 *
 * @example reach(Nov 7 00:00 – Dec 7 09:40, now Dec 7 09:40) → inner Nov 7 – Dec 8, taken Dec 7 09:40 – Dec 8
 */
export function reachDays({ from, to }: Span, now: Date): DayReach {
  const a = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const ended = to.getTime() < now.getTime();
  const b = (ended ? Math.floor : Math.ceil)(to.getTime() / DAY_MS) * DAY_MS;
  if (a >= b) return { inner: null, added: from < to ? [{ from, to }] : [], taken: null };
  const added: Span[] = [];
  if (from.getTime() < a) added.push({ from, to: new Date(a) });
  if (ended && b < to.getTime()) added.push({ from: new Date(b), to });
  const taken = !ended && to.getTime() < b ? { from: to, to: new Date(b) } : null;
  return { inner: { from: new Date(a), to: new Date(b) }, added, taken };
}
