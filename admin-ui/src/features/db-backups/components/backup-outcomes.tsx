import { useSignals } from '@preact/signals-react/runtime';
import { StatusBadge } from '#components/status-badge.tsx';
import { backupOutcomes } from '../model/db-backups-model.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When a backup was last made and when one last failed, with why. A failure newer than the
 * last success is an alert: every backup since may be failing, and a restore would need one.
 */
export function BackupOutcomes() {
  useSignals();
  const o = backupOutcomes.value;
  if (!o) return null;
  const { lastSuccess, lastFailure } = o;
  const failing = lastFailure !== null && (lastSuccess === null || lastFailure.at > lastSuccess.at);
  return (
    <section
      className={`db-backups__outcomes${failing ? ' db-backups__outcomes--failing' : ''}`}
      aria-label="Backup health"
    >
      <p>
        <StatusBadge tone={lastSuccess ? 'ok' : 'warn'}>Last successful backup</StatusBadge>
        {lastSuccess ? (
          <span>
            <time dateTime={lastSuccess.at}>{when(lastSuccess.at)}</time> · {lastSuccess.file_name}
          </span>
        ) : (
          <span>None yet</span>
        )}
      </p>
      <p role={failing ? 'alert' : undefined}>
        <StatusBadge tone={failing ? 'down' : 'ok'}>Last failed backup</StatusBadge>
        {lastFailure ? (
          <span>
            <time dateTime={lastFailure.at}>{when(lastFailure.at)}</time> ·{' '}
            <span className="db-backups__reason">{lastFailure.reason}</span>
          </span>
        ) : (
          <span>None</span>
        )}
      </p>
    </section>
  );
}
