const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$9.00". */
export const formatUsd = (amount: number): string => usd.format(amount);

/** "30 min", "1 hr", "3 hrs 15 min". */
export function formatOfferMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  const hours = h === 0 ? '' : `${h} ${h === 1 ? 'hr' : 'hrs'}`;
  return [hours, m > 0 || h === 0 ? `${m} min` : ''].filter(Boolean).join(' ');
}
