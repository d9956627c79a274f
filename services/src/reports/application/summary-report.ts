import { platformNames } from '@gamepod/contracts/catalogues';
import type { Summary } from '@gamepod/contracts/http';
import { elapsedSeconds, type QueueFigures, runStatements, summarySql } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { usdOf } from '../../payments/domain/offer-form.ts';
import { type ReportRequest, windowView } from './report-scope.ts';

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;
/** Play time as the reports show it: hours to 2 decimals. */
const hours = (seconds: number) => round(seconds / 3600, 2);
/** A share as a percentage to `decimals` places (0 when there is nothing to share). */
const percent = (part: number, whole: number, decimals: number) =>
  whole > 0 ? round((part / whole) * 100, decimals) : 0;
/** Seconds as minutes to 1 decimal; null stays null. */
const minutes = (seconds: number | null) => (seconds === null ? null : round(seconds / 60, 1));
/** A group's queue figures as the report shows them: waits in minutes. */
const queueView = ({ wait_p50, wait_p90, places, offered, seated, no_shows, abandoned }: QueueFigures) => ({
  places,
  offered,
  seated,
  wait_median: minutes(wait_p50),
  wait_p90: minutes(wait_p90),
  no_shows,
  abandoned,
});
/** 'YYYY-MM-DD' as 'MM/DD/YYYY'. */
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * The activity report: totals, play by pod/player/game/platform, top games, feedback, upcoming
 * picks, sessions per day, occupancy by hour, the queue's waits, no-shows and abandonment (in all
 * and per lab and hour), and the paid time sold. Occupancy is the time pods
 * were in play over the time they could have been (every live pod in scope, the window up to now).
 */
export async function summaryReport(
  db: Kysely<unknown>,
  { window, scope }: ReportRequest,
  /** How a feedback's time reads ('MM/DD/YYYY hh:mm AM' in the user's zone). */
  formatAt: (at: Date) => string,
  /** The statements that answer it: the rollups' (a test passes the raw ones to compare). */
  statements: typeof summarySql = summarySql,
): Promise<Summary> {
  const rows = await runStatements(db, statements(db, scope));
  const { activities, games, days, hours: byHour, feedback, upcoming, revenue, queueHours } = rows;
  const queue = rows.queue[0] ?? {
    places: 0,
    offered: 0,
    seated: 0,
    no_shows: 0,
    abandoned: 0,
    wait_p50: null,
    wait_p90: null,
  };
  const pods = rows.pods[0]?.n ?? 0;
  const totals = rows.totals[0] ?? { sessions: 0, players: 0, guests: 0, seconds: 0 };
  const surveys = rows.surveys[0] ?? { surveys: 0, rating: null };
  const occupied = byHour.reduce((sum, h) => sum + h.played, 0);
  const totalPicks = upcoming.reduce((sum, u) => sum + u.picks, 0);
  const cents = revenue.reduce((sum, r) => sum + r.cents, 0);
  return {
    report: {
      window: windowView(window),
      stats: {
        sessions: totals.sessions,
        players: totals.players,
        guests: totals.guests,
        play_time: hours(totals.seconds),
        average_minutes: totals.sessions > 0 ? round(totals.seconds / 60 / totals.sessions, 1) : 0,
        pods,
        occupancy: percent(occupied, pods * elapsedSeconds(scope), 2),
        surveys: surveys.surveys,
        rating: surveys.rating === null ? null : round(surveys.rating, 1),
      },
      activities: activities.map((a) => ({
        pod: a.pod,
        player: a.player,
        game: a.game ?? a.game_id,
        platform: platformNames([a.platform]),
        sessions: a.sessions,
        play_time: hours(a.seconds),
      })),
      games: games.map((g) => ({
        game_id: g.game_id,
        game: g.game ?? g.game_id,
        sessions: g.sessions,
        players: g.players,
        play_time: hours(g.seconds),
      })),
      feedback: feedback.map((f) => ({ ...f, at: formatAt(f.at) })),
      upcoming: upcoming.map((u) => ({
        game_id: u.game_id,
        name: u.name ?? u.game_id,
        picks: u.picks,
        percent: percent(u.picks, totalPicks, 1),
      })),
      sessions_per_day: days.map((d) => ({ day: usDay(d.day), sessions: d.sessions, play_time: hours(d.seconds) })),
      occupancy_by_hour: byHour.map((h) => ({ hour: h.hour, occupancy: percent(h.played, pods * h.capacity, 2) })),
      queue: {
        ...queueView(queue),
        by_lab_hour: queueHours.map((h) => ({
          lab_id: h.lab_id,
          lab: h.lab ?? h.lab_id,
          hour: h.hour,
          ...queueView(h),
        })),
      },
    },
    revenue: {
      currency: 'USD',
      total: usdOf(cents),
      payments: revenue.reduce((sum, r) => sum + r.payments, 0),
      minutes: revenue.reduce((sum, r) => sum + r.minutes, 0),
      offers: revenue.map((r) => ({
        offer: r.offer,
        payments: r.payments,
        minutes: r.minutes,
        amount: usdOf(r.cents),
      })),
    },
  };
}
