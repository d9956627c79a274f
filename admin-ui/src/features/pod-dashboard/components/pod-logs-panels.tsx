import type { AdminLogEntry, FeedbackEntry } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Card } from '#components/card.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { feedback, goToFeedbackPage, goToLogsPage, logs } from '../model/pod-logs-model.ts';

const FEEDBACK_COLUMNS: readonly Column<FeedbackEntry>[] = [
  { key: 'timestamp', header: 'Time', cell: (f) => f.timestamp, width: '11rem' },
  { key: 'player', header: 'Player', cell: (f) => f.player.email ?? 'Guest', width: '14rem' },
  { key: 'comment', header: 'Comment', cell: (f) => f.comment },
];

const LOG_COLUMNS: readonly Column<AdminLogEntry>[] = [
  { key: 'timestamp', header: 'Time', cell: (l) => l.timestamp, width: '11rem' },
  { key: 'user', header: 'Admin', cell: (l) => l.user.email, width: '14rem' },
  { key: 'message', header: 'Entry', cell: (l) => <LogEntry entry={l} /> },
];

/** An entry's text, and who rewrote it last and when, if anyone did. */
function LogEntry({ entry }: { entry: AdminLogEntry }) {
  return (
    <>
      <span className="pod-log-message">{entry.message}</span>
      {entry.edited ? (
        <span className="pod-log-edited">
          Edited by {entry.edited.email ?? 'a former admin'} on {entry.edited.timestamp}
        </span>
      ) : null}
    </>
  );
}

type PageOf<Row> = { readonly current_page: number; readonly last_page: number; readonly status_text: string } & {
  readonly rows: readonly Row[];
};

/** One paged log of this pod: a titled table, its empty text and its pager. */
function PodLogCard<Row extends { id: string }>(props: {
  title: string;
  columns: readonly Column<Row>[];
  page: PageOf<Row> | null;
  loading: boolean;
  emptyText: string;
  onPage: (page: number) => void;
}) {
  const { title, page, loading } = props;
  return (
    <Card title={title} className="pod-dash__logs">
      <DataTable
        label={title}
        columns={props.columns}
        rows={page?.rows ?? null}
        rowKey={(r) => r.id}
        loading={loading}
        emptyText={props.emptyText}
        pager={
          page && { page: page.current_page, lastPage: page.last_page, status: page.status_text, onPage: props.onPage }
        }
      />
    </Card>
  );
}

/** The players' exit-survey comments on this pod, 10 a page. */
export function FeedbackPanel() {
  useSignals();
  const page = feedback.data.value;
  return (
    <PodLogCard
      title="Player Feedback"
      columns={FEEDBACK_COLUMNS}
      page={page && { ...page, rows: page.feedback }}
      loading={feedback.loading.value}
      emptyText="No feedback found at the moment!"
      onPage={goToFeedbackPage}
    />
  );
}

/** What admins wrote about this pod, 10 a page. */
export function AdminLogsPanel() {
  useSignals();
  const page = logs.data.value;
  return (
    <PodLogCard
      title="Admin Logs"
      columns={LOG_COLUMNS}
      page={page && { ...page, rows: page.logs }}
      loading={logs.loading.value}
      emptyText="No logs found at the moment!"
      onPage={goToLogsPage}
    />
  );
}
