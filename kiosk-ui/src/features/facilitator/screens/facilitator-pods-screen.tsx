import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { KioskButton } from '#components/kiosk-button.tsx';
import { CommandModals } from '../components/command-modals.tsx';
import { EndSessionModal } from '../components/end-session-modal.tsx';
import { PageHead } from '../components/page-head.tsx';
import { PodList } from '../components/pod-list.tsx';
import { closeModal, openCommand } from '../model/commands-model.ts';
import { hasSelection, openPodList, ownLabId } from '../model/pods-model.ts';
import { cancelEndSession } from '../model/stuck-session-model.ts';
import './facilitator.css';

/** /facilitator/pods (Manage Event): the client's live pods and the commands for the selected ones. */
export function FacilitatorPodsScreen() {
  useSignals();
  useEffect(() => {
    const stop = openPodList();
    return () => {
      stop();
      closeModal();
      cancelEndSession();
    };
  }, []);
  const none = !hasSelection.value;
  const lab = ownLabId.value;
  return (
    <main className="fac-page">
      <PageHead title="Manage Event" />
      <div className="fac-actions" role="toolbar" aria-label="Commands">
        <KioskButton disabled={none} onClick={() => openCommand('audio')}>
          Audio
        </KioskButton>
        <KioskButton disabled={none} onClick={() => openCommand('led')}>
          Led Color
        </KioskButton>
        <KioskButton disabled={none} onClick={() => openCommand('games')}>
          Games
        </KioskButton>
        <KioskButton variant="danger" disabled={none} onClick={() => openCommand('reset')}>
          Reset
        </KioskButton>
        {/* the lab's queue lives in the console, which reads the same stored session */}
        {lab ? (
          <a href={`/common/lab_queue/${lab}`} className="kiosk-button kiosk-button--secondary">
            Lab Queue
          </a>
        ) : null}
      </div>
      <PodList />
      <CommandModals />
      <EndSessionModal />
    </main>
  );
}
