import type { ReactNode } from 'react';
import './card.css';

/**
 * A white panel for a form or table section, with an optional heading and header actions.
 *
 * @example <Card title="Lab Schedules"><ScheduleForm /></Card>
 */
export function Card({
  title,
  actions,
  children,
  className,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`} aria-label={title}>
      {title || actions ? (
        <header className="card__head">
          {title ? <h2 className="card__title">{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      <div className="card__body">{children}</div>
    </section>
  );
}
