import type { QueueEntryView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { askRemove, busyEntry, callPlace, canManage, entries, movePlace, queue } from '../model/lab-queue-model.ts';
import { PLATFORM_NAMES } from '../model/policy-form-rules.ts';
import { HoldCountdown } from './hold-countdown.tsx';

const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** "3:05 PM" when the place joined; the datetime attribute gives the full instant. */
function WaitingSince({ at }: { at: string | null }) {
  if (!at) return <span className="lab-queue__muted">Unknown</span>;
  return <time dateTime={at}>{clock.format(new Date(at))}</time>;
}

function HeldPod({ entry }: { entry: QueueEntryView }) {
  if (!entry.offer) return <span className="lab-queue__muted">Waiting</span>;
  return (
    <span className="lab-queue__held">
      Pod {entry.offer.nav_id} held · <HoldCountdown expiresAt={entry.offer.expires_at} />
    </span>
  );
}

function Actions({ entry, last }: { entry: QueueEntryView; last: number }) {
  useSignals();
  const busy = busyEntry.value !== null;
  const mine = busyEntry.value === entry.entry_id;
  const who = `${entry.display_name} (ticket ${entry.ticket})`;
  return (
    <span className="row-actions">
      {canManage.value ? (
        <>
          <Button
            variant="ghost"
            aria-label={`Move up ${who}`}
            disabled={busy || entry.position === 1}
            onClick={() => void movePlace(entry, -1)}
          >
            Move up
          </Button>
          <Button
            variant="ghost"
            aria-label={`Move down ${who}`}
            disabled={busy || entry.position === last}
            onClick={() => void movePlace(entry, 1)}
          >
            Move down
          </Button>
        </>
      ) : null}
      <Button aria-label={`Call ${who}`} disabled={busy} busy={mine} onClick={() => void callPlace(entry)}>
        Call
      </Button>
      {canManage.value ? (
        <Button variant="danger" aria-label={`Remove ${who}`} disabled={busy} onClick={() => askRemove(entry)}>
          Remove
        </Button>
      ) : null}
    </span>
  );
}

/** The line in order: Place, Ticket, Name, Platform, Seat, and the row actions the role may take. */
export function QueueLineTable() {
  useSignals();
  const rows = entries.value;
  const last = rows?.length ?? 0;
  const columns: readonly Column<QueueEntryView>[] = [
    { key: 'position', header: 'Place', width: '5rem', cell: (e) => e.position },
    { key: 'ticket', header: 'Ticket', width: '6rem', cell: (e) => `#${e.ticket}` },
    {
      key: 'name',
      header: 'Name',
      cell: (e) => (
        <span className="lab-queue__name">
          {e.display_name}
          {e.email ? <span className="lab-queue__muted"> {e.email}</span> : null}
        </span>
      ),
    },
    {
      key: 'platform',
      header: 'Platform',
      width: '8rem',
      cell: (e) => (e.platform ? PLATFORM_NAMES[e.platform] : 'Any pod'),
    },
    { key: 'joined', header: 'Waiting since', width: '9rem', cell: (e) => <WaitingSince at={e.joined_at} /> },
    { key: 'seat', header: 'Seat', cell: (e) => <HeldPod entry={e} /> },
    { key: 'action', header: 'Action', align: 'end', cell: (e) => <Actions entry={e} last={last} /> },
  ];
  return (
    <DataTable
      label="Queue"
      columns={columns}
      rows={rows}
      rowKey={(e) => e.entry_id}
      loading={queue.loading.value}
      emptyText="Nobody is waiting"
    />
  );
}
