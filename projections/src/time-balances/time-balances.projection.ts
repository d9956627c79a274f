import {
  CompTimeGranted,
  CompTimeRevoked,
  GameLaunchRequested,
  GamePlayEnded,
  GamePlayStarted,
  PaymentDisputeClosed,
  PaymentDisputed,
  PaymentRefunded,
  PaymentReversed,
  PaymentSucceeded,
} from '@gamepod/events';
import { defineProjection } from '../runtime/projection.ts';
import { on, rowProjection } from '../runtime/row-projection.ts';
import { timeBalancesMigrations } from './time-balances.migrations.ts';
import { type TimeBalanceTable, timeBalanceColumns } from './time-balances.table.ts';

const fresh = (user_id: string): TimeBalanceTable => ({
  user_id,
  paid_minutes: 0,
  comp_minutes: 0,
  used_minutes: 0,
  pending_launch: null,
  playing_launch: null,
  playing_pod: null,
  playing_since: null,
});

const rows = rowProjection<TimeBalanceTable>({
  table: 'time_balances',
  keyColumn: 'user_id',
  columnTypes: timeBalanceColumns,
  handlers: [
    on(PaymentSucceeded, {
      key: (e) => e.data.user_id,
      apply: (row, e) => {
        const r = row ?? fresh(e.data.user_id);
        return { ...r, paid_minutes: r.paid_minutes + e.data.minutes };
      },
    }),
    // refunds, disputes and a processing credit that failed take minutes back, played or not:
    // the balance may go below 0, and the next minutes bought pay that first
    on(PaymentRefunded, {
      key: (e) => e.data.user_id,
      apply: (row, e) => {
        const r = row ?? fresh(e.data.user_id);
        return { ...r, paid_minutes: r.paid_minutes - e.data.minutes };
      },
    }),
    on(PaymentDisputed, {
      key: (e) => e.data.user_id,
      apply: (row, e) => {
        const r = row ?? fresh(e.data.user_id);
        return { ...r, paid_minutes: r.paid_minutes - e.data.minutes };
      },
    }),
    on(PaymentReversed, {
      key: (e) => e.data.user_id,
      apply: (row, e) => {
        const r = row ?? fresh(e.data.user_id);
        return { ...r, paid_minutes: r.paid_minutes - e.data.minutes };
      },
    }),
    // a dispute won gives back what it took
    on(PaymentDisputeClosed, {
      key: (e) => e.data.user_id,
      apply: (row, e) => {
        const r = row ?? fresh(e.data.user_id);
        return { ...r, paid_minutes: r.paid_minutes + e.data.minutes };
      },
    }),
    on(CompTimeGranted, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => {
        const r = row ?? fresh(e.aggregate_id);
        return { ...r, comp_minutes: r.comp_minutes + e.data.minutes };
      },
    }),
    on(CompTimeRevoked, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => {
        const r = row ?? fresh(e.aggregate_id);
        return { ...r, comp_minutes: r.comp_minutes - e.data.minutes };
      },
    }),
    // only a launch in a paid lab meters; a free launch leaves the balance alone
    on(GameLaunchRequested, {
      key: (e) => (e.data.paid && e.data.user_id ? e.data.user_id : null),
      apply: (row, e) => ({ ...(row ?? fresh(e.data.user_id ?? '')), pending_launch: e.data.launch_id }),
    }),
    on(GamePlayStarted, {
      key: (e) => e.data.user_id,
      apply: (row, e) =>
        row && row.pending_launch === e.data.launch_id
          ? {
              ...row,
              pending_launch: null,
              playing_launch: e.data.launch_id,
              playing_pod: e.aggregate_id,
              playing_since: new Date(e.data.started_at),
            }
          : undefined,
    }),
    on(GamePlayEnded, {
      key: (e) => (e.data.paid ? e.data.user_id : null),
      apply: (row, e) => {
        const r = row ?? fresh(e.data.user_id ?? '');
        const running = r.playing_launch === e.data.launch_id;
        return {
          ...r,
          used_minutes: r.used_minutes + e.data.minutes,
          ...(running ? { playing_launch: null, playing_pod: null, playing_since: null } : {}),
        };
      },
    }),
  ],
});

/** The meter: each player's paid, comp and used minutes, and the paid play running now. */
export const timeBalancesProjection = defineProjection({
  name: 'time_balances',
  description:
    "Each player's minutes bought, given and used in paid labs, and the paid play session running now: the time balance at any instant.",
  migrations: timeBalancesMigrations,
  tables: { time_balances: timeBalanceColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
