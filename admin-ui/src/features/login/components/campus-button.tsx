import type { ReactNode } from 'react';
import { Button } from '#components/button.tsx';

/** The console's "Sign in with <campus>" button, with a key mark: one look says it is not a password form. */
export function CampusButton({
  name,
  busy,
  onClick,
  variant = 'primary',
  children,
}: {
  name: string | null;
  /** Secondary beside a password form, whose Login is the primary action. */
  variant?: 'primary' | 'secondary';
  busy?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <Button variant={variant} className="sso-login__button" busy={busy} onClick={onClick}>
      {busy ? null : (
        <svg className="sso-login__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="8" cy="15" r="4" />
          <path d="M11 12l8-8M16 7l3 3M14 9l2 2" />
        </svg>
      )}
      {children ?? `Sign in with ${name ?? 'single sign-on'}`}
    </Button>
  );
}
