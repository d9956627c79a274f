import { StatusBadge } from '#components/status-badge.tsx';

/** A table's yes/no flag in words with its icon (Paid, Closed?). */
export function YesNo({ on }: { on: boolean }) {
  return on ? <StatusBadge tone="ok">Yes</StatusBadge> : <span className="yes-no--no">No</span>;
}
