// User Detail's Offer Payments: a player's paid offers, 10 a page, in a date range read in the
// browser's time zone.
import { adminGet } from '#app-state/api/admin-api.ts';

/** Offer Payments shows 10 per page. */
export const PAYMENTS_PAGE_SIZE = 10;

const zone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const paymentsApi = {
  list: (p: { playerId: string; page: number; start: string; end: string }) =>
    adminGet('/common/players/payments', {
      player_id: p.playerId,
      length: PAYMENTS_PAGE_SIZE,
      page: p.page,
      start_date: p.start || undefined,
      end_date: p.end || undefined,
      user_timezone: zone(),
    }),
};
