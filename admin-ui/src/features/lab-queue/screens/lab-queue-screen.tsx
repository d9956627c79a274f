import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { Banner } from '#components/banner.tsx';
import { Card } from '#components/card.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { QueueLineTable } from '../components/queue-line-table.tsx';
import { QueuePolicyForm } from '../components/queue-policy-form.tsx';
import {
  busyEntry,
  cancelRemove,
  confirmRemove,
  entries,
  loadFailure,
  openLabQueue,
  pendingRemoval,
  queue,
  queueLive,
} from '../model/lab-queue-model.ts';
import '../components/lab-queue.css';

function Subtitle() {
  useSignals();
  const waiting = entries.value?.length ?? 0;
  return (
    <span aria-live="polite">
      {waiting === 0 ? 'Nobody is waiting.' : `${waiting} in line.`}{' '}
      <span className={`lab-queue__link lab-queue__link--${queueLive.value ? 'up' : 'down'}`}>
        {queueLive.value ? 'Live' : 'Refreshing every 15 s'}
      </span>
    </span>
  );
}

/** /common/lab_queue/:lab_id, Queue: a lab's waiting line, its row actions and its queue policy. */
export function LabQueueScreen({ params }: { params: { lab_id: string } }) {
  useSignals();
  usePageTitle('Queue');
  const lab = params.lab_id;
  useEffect(() => openLabQueue(lab), [lab]);
  const role = userSession.value?.role_id;
  const back =
    role === 3
      ? { href: '/admin/labs', label: 'Back To Labs Management' }
      : role === 4
        ? { href: '/superadmin/dashboard', label: 'Back To Dashboard' }
        : undefined;
  const failure = loadFailure.value;
  const removing = pendingRemoval.value;
  return (
    <>
      <PageHeader
        title="Queue"
        subtitle={<Subtitle />}
        back={back}
        actions={
          <a className="button button--secondary" href={`/labs/${lab}/queue`} target="_blank" rel="noreferrer">
            Open Signage
          </a>
        }
      />
      {failure ? (
        <Banner message={{ tone: 'error', text: failure, id: 1 }} />
      ) : queue.data.value === null ? (
        <Spinner label="Loading the queue…" showLabel />
      ) : (
        <div className="lab-queue">
          <Card title="Waiting Line">
            <QueueLineTable />
          </Card>
          <QueuePolicyForm />
        </div>
      )}
      <ConfirmModal
        open={removing !== null}
        title="Remove from the queue?"
        message={
          removing
            ? `${removing.display_name} (ticket ${removing.ticket}) leaves the line. A pod held for them passes to the next.`
            : ''
        }
        yesLabel="Remove"
        noLabel="Cancel"
        busy={busyEntry.value !== null}
        onYes={() => void confirmRemove()}
        onNo={cancelRemove}
      />
    </>
  );
}
