import { Wordmark } from '@gamepod/ui-kit';
import type { ReactNode } from 'react';
import './console-layout.css';

/** The staff console frame: a top bar naming the product and the console, then the page. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="console">
      <a className="console__skip" href="#main">
        Skip to content
      </a>
      <header className="console__topbar">
        <Wordmark />
        <span className="console__divider" aria-hidden="true" />
        <span className="console__name">Admin console</span>
      </header>
      <main id="main" className="console__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
