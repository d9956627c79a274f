import type { ReactNode } from 'react';
import './time-warning-banner.css';

/**
 * A warning about the time a player has left, over a player screen under the top bar (so the
 * balance stays in sight): amber while minutes run out, red once the time is up; closable.
 */
export function TimeWarningBanner({
  kind,
  text,
  onClose,
  children,
}: {
  kind: 'warning' | 'up';
  text: string;
  onClose: () => void;
  /** An action beside the text (Buy Time). */
  children?: ReactNode;
}) {
  return (
    <div className={`time-banner time-banner--${kind}`} role="alert">
      <span className="time-banner__text">{text}</span>
      {children}
      <button type="button" className="time-banner__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
