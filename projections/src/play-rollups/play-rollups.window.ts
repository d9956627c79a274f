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
