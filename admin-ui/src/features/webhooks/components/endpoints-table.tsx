import type { WebhookEndpointView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { Switch } from '#components/switch.tsx';
import {
  askDelete,
  endpoints,
  openEndpointId,
  rotateSecret,
  rotating,
  sendingTest,
  sendTest,
  setActive,
  showDeliveries,
  startEdit,
  toggling,
} from '../model/webhooks-model.ts';

const COLUMNS: readonly Column<WebhookEndpointView>[] = [
  {
    key: 'url',
    header: 'Endpoint',
    cell: (e) => (
      <div className="webhook-endpoint">
        <button
          type="button"
          className="webhook-endpoint__url"
          aria-pressed={openEndpointId.value === e.id}
          onClick={() => showDeliveries(e.id)}
        >
          {e.url}
        </button>
        {e.description ? <span className="webhook-endpoint__desc">{e.description}</span> : null}
      </div>
    ),
  },
  {
    key: 'events',
    header: 'Events',
    cell: (e) => (
      <ul className="webhook-chips" aria-label="Events">
        {e.event_types.map((t) => (
          <li key={t}>
            <code>{t}</code>
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'secret', header: 'Secret', cell: (e) => <code className="webhook-muted">{e.secret_hint}</code> },
  {
    key: 'active',
    header: 'Active',
    width: '6rem',
    cell: (e) => (
      <Switch
        label={`Active: ${e.url}`}
        hideLabel
        checked={e.active}
        busy={toggling.value === e.id}
        onChange={(on) => void setActive(e, on)}
      />
    ),
  },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (e) => (
      <span className="webhook-actions">
        <Button variant="secondary" busy={sendingTest.value === e.id} onClick={() => void sendTest(e.id)}>
          Send test event
        </Button>
        <Button variant="ghost" aria-label={`Edit ${e.url}`} onClick={() => startEdit(e)}>
          Edit
        </Button>
        <Button
          variant="ghost"
          aria-label={`Rotate secret of ${e.url}`}
          busy={rotating.value === e.id}
          onClick={() => void rotateSecret(e)}
        >
          Rotate secret
        </Button>
        <Button variant="ghost" aria-label={`Delete ${e.url}`} onClick={() => askDelete(e)}>
          Delete
        </Button>
      </span>
    ),
  },
];

/** The client's endpoints; choosing one shows its deliveries. */
export function EndpointsTable() {
  useSignals();
  return (
    <DataTable
      label="Webhook endpoints"
      columns={COLUMNS}
      rows={endpoints.data.value}
      loading={endpoints.loading.value}
      rowKey={(e) => e.id}
      emptyText="No webhook endpoints yet. Add one to send events to your systems."
    />
  );
}
