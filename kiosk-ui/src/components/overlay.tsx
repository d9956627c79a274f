import { type ReactNode, useEffect, useId, useRef } from 'react';
import './overlay.css';

type Props = {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  tone?: 'default' | 'alert' | 'warning';
  /** A visual above the title: an icon or a countdown ring. */
  badge?: ReactNode;
  className?: string;
};

/**
 * A full-screen modal layer with one card: the kiosk's prompts and notices. It takes focus so
 * Enter and the keyboard reach its buttons without a mouse.
 */
export function Overlay({ title, children, actions, tone = 'default', badge, className }: Props) {
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = card.current?.querySelector<HTMLElement>('button, [href], input');
    (first ?? card.current)?.focus();
  }, []);
  return (
    <div className={`overlay overlay--${tone}${className ? ` ${className}` : ''}`}>
      <div ref={card} className="overlay__card" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {badge ? <div className="overlay__badge">{badge}</div> : null}
        <h2 id={titleId} className="overlay__title">
          {title}
        </h2>
        {children ? <div className="overlay__body">{children}</div> : null}
        {actions ? <div className="overlay__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
