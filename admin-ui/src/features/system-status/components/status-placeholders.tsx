import { formatClock, POLL_INTERVAL_MS, StatusIcon } from '@gamepod/ui-kit';
import { Button } from '#components/button.tsx';

/** Grey shapes where the cards and table will be, so the page does not jump when data arrives. */
export function StatusSkeleton() {
  return (
    <div className="status-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading system status…
      </p>
      <div className="skeleton skeleton--banner" />
      <div className="service-cards">
        <div className="skeleton skeleton--card" />
        <div className="skeleton skeleton--card" />
        <div className="skeleton skeleton--card" />
      </div>
      <div className="skeleton skeleton--table" />
    </div>
  );
}

type StatusErrorProps = { message: string; checkedAt: Date; checking: boolean; onRetry: () => void };

/** Why there is no status to show, and a way to ask again. */
export function StatusError({ message, checkedAt, checking, onRetry }: StatusErrorProps) {
  return (
    <section className="status-card status-error" aria-labelledby="status-error-title">
      <StatusIcon tone="down" className="status-error__icon" />
      <div className="status-error__body">
        <h2 id="status-error-title" className="status-error__title" role="alert">
          System status unavailable
        </h2>
        <p className="status-error__message">{message}</p>
        <p className="status-error__meta">
          Last tried at {formatClock(checkedAt)}; trying again every {POLL_INTERVAL_MS / 1000} s.
        </p>
        <Button variant="primary" onClick={onRetry} disabled={checking}>
          {checking ? 'Checking…' : 'Retry'}
        </Button>
      </div>
    </section>
  );
}
