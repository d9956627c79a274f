import type { AdminLogEntry, FeedbackEntry } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Card } from '../../../components/card.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { feedback, goToFeedbackPage, goToLogsPage, logs } from '../model/pod-logs-model.ts';

const FEEDBACK_COLUMNS: readonly Column<FeedbackEntry>[] = [
  { key: 'timestamp', header: 'Time', cell: (f) => f.timestamp, width: '11rem' },
  { key: 'player', header: 'Player', cell: (f) => f.player.email ?? 'Guest', width: '14rem' },
  { key: 'comment', header: 'Comment', cell: (f) => f.comment },
];

const LOG_COLUMNS: readonly Column<AdminLogEntry>[] = [
  { key: 'timestamp', header: 'Time', cell: (l) => l.timestamp, width: '11rem' },
  { key: 'user', header: 'Admin', cell: (l) => l.user.email, width: '14rem' },
  { key: 'message', header: 'Entry', cell: (l) => <span className="pod-log-message">{l.message}</span> },
];

/** The players' exit-survey comments on this pod, 10 a page. */
export function FeedbackPanel() {
  useSignals();
  const page = feedback.data.value;
  return (
    <Card title="Player Feedback" className="pod-dash__logs">
      <DataTable
        label="Player Feedback"
        columns={FEEDBACK_COLUMNS}
        rows={page?.feedback ?? null}
        rowKey={(f) => f.id}
        loading={feedback.loading.value}
        emptyText="No feedback found at the moment!"
      />
      {page ? (
        <Pagination
          page={page.current_page}
          lastPage={page.last_page}
          status={page.status_text}
          onPage={goToFeedbackPage}
          disabled={feedback.loading.value}
        />
      ) : null}
    </Card>
  );
}

/** What admins wrote about this pod, 10 a page. */
export function AdminLogsPanel() {
  useSignals();
  const page = logs.data.value;
  return (
    <Card title="Admin Logs" className="pod-dash__logs">
      <DataTable
        label="Admin Logs"
        columns={LOG_COLUMNS}
        rows={page?.logs ?? null}
        rowKey={(l) => l.id}
        loading={logs.loading.value}
        emptyText="No logs found at the moment!"
      />
      {page ? (
        <Pagination
          page={page.current_page}
          lastPage={page.last_page}
          status={page.status_text}
          onPage={goToLogsPage}
          disabled={logs.loading.value}
        />
      ) : null}
    </Card>
  );
}
