import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Button } from '#components/button.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { BackupOutcomes } from '../components/backup-outcomes.tsx';
import { DbBackupsTable } from '../components/db-backups-table.tsx';
import {
  backupDelete,
  backupsPage,
  openBackups,
  runningBackup,
  startBackup,
  starting,
} from '../model/db-backups-model.ts';
import '../components/db-backups.css';

function Progress() {
  useSignals();
  if (!runningBackup.value) return null;
  return (
    <output className="db-backups__progress" aria-live="polite">
      <Spinner label="Backup in progress" />
      <strong>Making a DB backup…</strong>
      <span>Copying the event log and every uploaded file. It appears below when it is kept.</span>
      <progress aria-label="Backup in progress" />
    </output>
  );
}

function Schedule() {
  useSignals();
  const s = backupsPage.data.value?.schedule;
  if (!s) return null;
  const every = s.every_hours === 24 ? 'every day' : `every ${s.every_hours} hours`;
  return (
    <p className="db-backups__schedule">
      A backup is made {every}, and the newest {s.keep} are kept. Restore one into an empty deployment with{' '}
      <code>npm run ops -- restore &lt;file&gt;</code>.
    </p>
  );
}

/** /superadmin/db_backups, Manage DB Backups: the event log and uploads, kept to restore from. */
export function DbBackupsScreen() {
  useSignals();
  usePageTitle('Manage DB Backups');
  useEffect(() => openBackups(), []);
  return (
    <>
      <PageHeader
        title="Manage DB Backups"
        subtitle="Each backup holds the whole event log and every uploaded logo, image and sound."
        back={{ href: '/superadmin/dashboard', label: 'Back To Dashboard' }}
        actions={
          <Button
            variant="primary"
            onClick={() => void startBackup()}
            busy={starting.value}
            disabled={runningBackup.value !== null}
          >
            Back Up Now
          </Button>
        }
      />
      <Schedule />
      <BackupOutcomes />
      <Progress />
      <DbBackupsTable />
      <ConfirmModal
        open={backupDelete.pending.value !== null}
        message="Are you sure you want to delete selected DB Backup ?"
        busy={backupDelete.busy.value}
        onYes={() => void backupDelete.confirm()}
        onNo={backupDelete.cancel}
      />
    </>
  );
}
