const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const millis = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** "1,204", or an em dash when unknown. */
export function formatCount(value: number | null): string {
  return value === null ? '—' : integer.format(value);
}

/** "0.4 ms", or an em dash when unknown. */
export function formatMillis(value: number | null): string {
  return value === null ? '—' : `${millis.format(value)} ms`;
}

/** Wall-clock time with seconds, in the viewer's locale. */
export function formatClock(date: Date): string {
  return clock.format(date);
}
