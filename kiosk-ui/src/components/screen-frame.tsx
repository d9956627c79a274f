import type { ReactNode } from 'react';
import './screen-frame.css';

/** The kiosk's backdrop: the client's gradient, a glow in its accent and a faint grid. */
export function ScreenFrame({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`screen-frame${className ? ` ${className}` : ''}`}>{children}</div>;
}
