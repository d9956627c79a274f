// How the reports show their figures: play time with 2 decimals and a trailing .00 trimmed,
// percentages with the decimals each figure has (occupancy 2, upcoming picks 1), money in USD.

/** 2.5 → '2.50', 2 → '2', 0.75 → '0.75'. */
export function formatHours(hours: number): string {
  return hours.toFixed(2).replace(/\.00$/, '');
}

/** 56.25 → '56.25%' (decimals fixed). */
export function formatPercent(value: number, decimals: number): string {
  return `${value.toFixed(decimals)}%`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 8 → '$8.00'. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** 10 → '10:00 AM–11:00 AM': a local hour of the day, as the queue's table shows it. */
export function formatHourOfDay(hour: number): string {
  const at = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h % 24 < 12 ? 'AM' : 'PM'}`;
  return `${at(hour)}–${at(hour + 1)}`;
}

/** 6.4 → '6.4 min'; null (nobody was offered a seat) → '—'. */
export function formatWait(minutes: number | null): string {
  return minutes === null ? '—' : `${minutes} min`;
}
