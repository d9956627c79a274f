import { Wordmark } from '@gamepod/ui-kit';
import type { ReactNode } from 'react';
import './console-layout.css';

type ConsoleLayoutProps = {
  children: ReactNode;
  /** The console's name in the bar: 'Admin console', 'Super admin console'. */
  name?: string;
  /** The right side of the bar: who is signed in and the Logout button. */
  account?: ReactNode;
};

/** The staff console frame: a top bar naming the product, the console and the account, then the page. */
export function ConsoleLayout({ children, name = 'Admin console', account }: ConsoleLayoutProps) {
  return (
    <div className="console">
      <a className="console__skip" href="#main">
        Skip to content
      </a>
      <header className="console__topbar">
        <Wordmark />
        <span className="console__divider" aria-hidden="true" />
        <span className="console__name">{name}</span>
        {account ? <div className="console__account">{account}</div> : null}
      </header>
      <main id="main" className="console__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
