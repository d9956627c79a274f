import type { ButtonHTMLAttributes } from 'react';
import './kiosk-button.css';

export type KioskButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: KioskButtonVariant;
  /** Stretches to its container's width. */
  block?: boolean;
  busy?: boolean;
};

/** A large, touch-sized button; primary is the theme's primary colour. A busy button is disabled. */
export function KioskButton({
  className,
  type = 'button',
  variant = 'primary',
  block,
  busy,
  disabled,
  ...props
}: Props) {
  const classes = ['kiosk-button', `kiosk-button--${variant}`];
  if (block) classes.push('kiosk-button--block');
  if (busy) classes.push('kiosk-button--busy');
  if (className) classes.push(className);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      {...props}
    />
  );
}
