// The Activity report's tables as data: each column's header and text. The screen, the CSV
// files and the PDF read the same definitions, so the three never disagree.
import type { Summary } from '@gamepod/contracts/http';
import { formatHourOfDay, formatHours, formatPercent, formatUsd, formatWait } from './report-format.ts';

export type TextColumn<Row> = {
  readonly header: string;
  readonly text: (row: Row) => string;
  readonly align?: 'start' | 'end';
};

export type SummaryTable<Row> = {
  /** Also the CSV file's suffix. */
  readonly key: string;
  readonly title: string;
  readonly emptyText: string;
  readonly columns: readonly TextColumn<Row>[];
  readonly rows: (s: Summary) => readonly Row[];
};

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));
const mark = (v: number | null) => (v === null ? '—' : `${v}/5`);

const activities: SummaryTable<Summary['report']['activities'][number]> = {
  key: 'activities',
  title: 'Activities',
  emptyText: 'No activities found at the moment!',
  rows: (s) => s.report.activities,
  columns: [
    { header: 'Pod', text: (r) => dash(r.pod) },
    { header: 'Player', text: (r) => r.player ?? 'Walk-in' },
    { header: 'Game', text: (r) => r.game },
    { header: 'Platform', text: (r) => r.platform },
    { header: 'Sessions', text: (r) => String(r.sessions), align: 'end' },
    { header: 'Play time (h)', text: (r) => formatHours(r.play_time), align: 'end' },
  ],
};

const games: SummaryTable<Summary['report']['games'][number]> = {
  key: 'games',
  title: 'Games',
  emptyText: 'No games played in this interval.',
  rows: (s) => s.report.games,
  columns: [
    { header: 'Game', text: (r) => r.game },
    { header: 'Sessions', text: (r) => String(r.sessions), align: 'end' },
    { header: 'Players', text: (r) => String(r.players), align: 'end' },
    { header: 'Play time (h)', text: (r) => formatHours(r.play_time), align: 'end' },
  ],
};

const feedback: SummaryTable<Summary['report']['feedback'][number]> = {
  key: 'feedback',
  title: 'Feedback',
  emptyText: 'No feedback in this interval.',
  rows: (s) => s.report.feedback,
  columns: [
    { header: 'When', text: (r) => r.at },
    { header: 'Pod', text: (r) => dash(r.pod) },
    { header: 'Player', text: (r) => r.player ?? 'Walk-in' },
    { header: 'Overall', text: (r) => mark(r.overall_experience), align: 'end' },
    { header: 'Cleanliness', text: (r) => mark(r.cleanliness), align: 'end' },
    { header: 'Network', text: (r) => mark(r.network_speed), align: 'end' },
    { header: 'Game selection', text: (r) => mark(r.game_selection), align: 'end' },
    { header: 'Comment', text: (r) => dash(r.comment) },
  ],
};

const upcoming: SummaryTable<Summary['report']['upcoming'][number]> = {
  key: 'upcoming',
  title: 'Upcoming games players want',
  emptyText: 'No upcoming games picked in this interval.',
  rows: (s) => s.report.upcoming,
  columns: [
    { header: 'Game', text: (r) => r.name },
    { header: 'Picks', text: (r) => String(r.picks), align: 'end' },
    { header: 'Share', text: (r) => formatPercent(r.percent, 1), align: 'end' },
  ],
};

const revenue: SummaryTable<Summary['revenue']['offers'][number]> = {
  key: 'revenue',
  title: 'Revenue',
  emptyText: 'No paid time sold in this interval.',
  rows: (s) => s.revenue.offers,
  columns: [
    { header: 'Offer', text: (r) => r.offer },
    { header: 'Payments', text: (r) => String(r.payments), align: 'end' },
    { header: 'Minutes', text: (r) => String(r.minutes), align: 'end' },
    { header: 'Amount (USD)', text: (r) => formatUsd(r.amount), align: 'end' },
  ],
};

const queue: SummaryTable<Summary['report']['queue']['by_lab_hour'][number]> = {
  key: 'queue',
  title: 'Queue by lab and hour',
  emptyText: 'Nobody queued in this interval.',
  rows: (s) => s.report.queue.by_lab_hour,
  columns: [
    { header: 'Lab', text: (r) => r.lab },
    { header: 'Hour joined', text: (r) => formatHourOfDay(r.hour) },
    { header: 'Joined', text: (r) => String(r.places), align: 'end' },
    { header: 'Offered a seat', text: (r) => String(r.offered), align: 'end' },
    { header: 'Median wait', text: (r) => formatWait(r.wait_median), align: 'end' },
    { header: '90th percentile wait', text: (r) => formatWait(r.wait_p90), align: 'end' },
    { header: 'No-shows', text: (r) => String(r.no_shows), align: 'end' },
    { header: 'Abandoned', text: (r) => String(r.abandoned), align: 'end' },
  ],
};

/** The tables in the order the screen and the PDF show them. */
// biome-ignore lint/suspicious/noExplicitAny: each table declares its own row type
export const SUMMARY_TABLES: readonly SummaryTable<any>[] = [games, activities, feedback, upcoming, revenue, queue];
