import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { LinkButton } from '#components/button.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { LedModal } from '../components/led-modal.tsx';
import { PodsTable } from '../components/pods-table.tsx';
import { ScreenshotViewer } from '../components/screenshot-viewer.tsx';
import { resetLed } from '../model/led-model.ts';
import {
  cancelDelete,
  confirmDelete,
  pendingDelete,
  resetPodActions,
  runningActions,
  stuckSessionEnd,
} from '../model/pod-actions-model.ts';
import { navName } from '../model/pod-rules.ts';
import { liveUpdates, openPodsList, podsList } from '../model/pods-list-model.ts';
import { closeViewer } from '../model/screenshot-model.ts';

/** /admin/labs/{lab_id}/pods: Manage Your Pods. */
export function PodsScreen({ params }: { params: { lab_id: string } }) {
  useSignals();
  usePageTitle('Manage Your Pods');
  const labId = params.lab_id;
  useEffect(() => {
    const close = openPodsList(labId);
    return () => {
      close();
      closeViewer();
      resetLed();
      resetPodActions();
    };
  }, [labId]);
  const deleting = pendingDelete.value;
  const count = podsList.data.value?.pods.length;
  return (
    <>
      <PageHeader
        title="Manage Your Pods"
        back={{ href: '/admin/labs', label: 'Back To Labs Management' }}
        subtitle={
          <span className="pods-subtitle">
            {count === undefined ? 'Loading the lab’s pods…' : `${count} ${count === 1 ? 'pod' : 'pods'} in this lab`}
            <span className={`pods-live${liveUpdates.value ? ' pods-live--on' : ''}`}>
              {liveUpdates.value ? 'Live' : 'Refreshes every 30 s'}
            </span>
          </span>
        }
        actions={
          <>
            <LinkButton href={`/common/floor/${labId}`}>Floor View</LinkButton>
            <LinkButton href={`/admin/labs/${labId}/pods/deploy`} variant="primary">
              Deploy New Pod
            </LinkButton>
          </>
        }
      />
      <PodsTable />
      <ConfirmModal
        open={deleting !== null}
        message="Are you sure you want to permanently delete this Gamepod?"
        busy={deleting !== null && runningActions.value.get(deleting.id) === 'delete'}
        onYes={() => void confirmDelete()}
        onNo={cancelDelete}
      />
      <ConfirmModal
        open={stuckSessionEnd.pending.value !== null}
        title="End session"
        message={`End the stuck session on ${stuckSessionEnd.pending.value ? navName(stuckSessionEnd.pending.value) : 'this pod'}? Its station no longer holds it: whoever signed in there is logged out.`}
        yesLabel="End session"
        busy={stuckSessionEnd.busy.value}
        onYes={() => void stuckSessionEnd.confirm()}
        onNo={() => stuckSessionEnd.cancel()}
      />
      <LedModal />
      <ScreenshotViewer />
    </>
  );
}
