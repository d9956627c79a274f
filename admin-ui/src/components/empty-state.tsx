import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * A quiet panel for "nothing here yet", with the list's empty text and an optional action.
 *
 * @example <EmptyState text="No domains added yet!" />
 */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <svg className="empty-state__art" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="6" y="10" width="36" height="28" rx="6" />
        <path d="M6 20h36M16 29h16" />
      </svg>
      <p className="empty-state__text">{text}</p>
      {children}
    </div>
  );
}
