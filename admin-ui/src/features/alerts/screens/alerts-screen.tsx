import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { Modal } from '#components/modal.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { AlertForm } from '../components/alert-form.tsx';
import { AlertPreview } from '../components/alert-preview.tsx';
import { AlertsTable } from '../components/alerts-table.tsx';
import { dismissOwnership, goOn, ownership, resetForm, watchAlertTarget } from '../model/alert-form-model.ts';
import { loadPickers } from '../model/alert-pickers-model.ts';
import { settleAlertZone } from '../model/alert-zone.ts';
import { alertRows, openAlertsList } from '../model/alerts-list-model.ts';
import '../components/alerts.css';

/** Where the back link goes, by role. */
const BACK: Readonly<Record<number, string>> = {
  2: '/facilitator/dashboard',
  3: '/admin/dashboard',
  4: '/superadmin/dashboard',
};

/** The ownership rules' answer: whom to contact, or the warning an admin may go past. */
function OwnershipDialog() {
  useSignals();
  const a = ownership.value;
  return (
    <Modal
      open={a !== null}
      title={a?.ownerId ? 'Please confirm' : 'Not your alert'}
      size="sm"
      onClose={dismissOwnership}
      footer={
        a?.ownerId ? (
          <>
            <Button variant="secondary" onClick={dismissOwnership}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void goOn(alertRows.value ?? [])} data-autofocus>
              {a.action === 'delete' ? 'Delete' : 'Overwrite'}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={dismissOwnership} data-autofocus>
            OK
          </Button>
        )
      }
    >
      <p className="ownership__message">{a?.message}</p>
      <p className="ownership__detail">{a?.detail}</p>
    </Modal>
  );
}

/** /common/alerts, Manage Alerts (roles 2, 3 and 4): the form with its preview, and the list. */
export function AlertsScreen() {
  useSignals();
  usePageTitle('Manage Alerts');
  const role = userSession.value?.role_id ?? 2;
  useEffect(() => {
    let open = true;
    let close = (): void => undefined;
    loadPickers(role);
    // the form's start and the list's times are in the screen's zone: work it out first
    void settleAlertZone(role).then(() => {
      if (!open) return;
      resetForm();
      const closeList = openAlertsList();
      const stopTarget = watchAlertTarget();
      close = () => {
        closeList();
        stopTarget();
      };
    });
    return () => {
      open = false;
      close();
    };
  }, [role]);
  return (
    <>
      <PageHeader
        title="Manage Alerts"
        subtitle="Alerts players read when they sign in, and at once when one starts while they play."
        back={{ href: BACK[role] ?? '/admin/dashboard', label: 'Back To Dashboard' }}
      />
      <div className="alerts-layout">
        <Card title="Alert">
          <AlertForm />
        </Card>
        <AlertPreview />
      </div>
      <AlertsTable />
      <OwnershipDialog />
    </>
  );
}
