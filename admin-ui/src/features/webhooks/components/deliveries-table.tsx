import type { WebhookDeliveryView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import { deliveries, openEndpoint, resend, resending } from '../model/webhooks-model.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

const STATUS = {
  delivered: { tone: 'ok', text: 'Delivered' },
  pending: { tone: 'unknown', text: 'Waiting' },
  retrying: { tone: 'warn', text: 'Retrying' },
  set_aside: { tone: 'down', text: 'Set aside' },
} as const;

const COLUMNS: readonly Column<WebhookDeliveryView>[] = [
  {
    key: 'status',
    header: 'Status',
    width: '9rem',
    cell: (d) => <StatusBadge tone={STATUS[d.status].tone}>{STATUS[d.status].text}</StatusBadge>,
  },
  { key: 'event', header: 'Event', cell: (d) => <code>{d.event_type}</code> },
  { key: 'time', header: 'Time', cell: (d) => when(d.last_attempt_at ?? d.queued_at) },
  {
    key: 'code',
    header: 'Response',
    cell: (d) => (
      <span className="webhook-response">
        <strong>{d.response_code ?? '—'}</strong>
        {d.error ? <span className="webhook-muted">{d.error}</span> : null}
      </span>
    ),
  },
  { key: 'attempts', header: 'Attempts', align: 'center', width: '6rem', cell: (d) => d.attempts },
  {
    key: 'next',
    header: 'Next try',
    cell: (d) => (d.status === 'retrying' ? when(d.next_attempt_at) : '—'),
  },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (d) =>
      d.status === 'set_aside' ? (
        <Button variant="secondary" busy={resending.value === d.id} onClick={() => void resend(d.id)}>
          Resend
        </Button>
      ) : null,
  },
];

/** The chosen endpoint's newest deliveries. */
export function DeliveriesTable() {
  useSignals();
  const endpoint = openEndpoint.value;
  if (!endpoint) {
    return <p className="webhook-muted webhook-hint">Choose an endpoint above to see its recent deliveries.</p>;
  }
  return (
    <>
      <p className="webhook-muted webhook-hint">
        Deliveries to <code>{endpoint.url}</code>. A failed delivery is retried for a day, then set aside: resend it
        once the endpoint works.
      </p>
      <DataTable
        label="Recent deliveries"
        columns={COLUMNS}
        rows={deliveries.data.value}
        rowKey={(d) => d.id}
        emptyText="Nothing was sent to this endpoint yet."
      />
    </>
  );
}
