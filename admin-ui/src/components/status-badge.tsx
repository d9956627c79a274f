import { StatusIcon, type StatusTone } from '@gamepod/ui-kit';
import './status-badge.css';

/** A status in words with its icon, e.g. "Up" in green. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <StatusIcon tone={tone} />
      {children}
    </span>
  );
}
