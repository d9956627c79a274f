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
