import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { Spinner } from './spinner.tsx';
import './button.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** Saving: the button is disabled and shows a small spinner beside its label. */
  busy?: boolean;
};

const classes = (variant: Variant, className?: string) =>
  `button button--${variant}${className ? ` ${className}` : ''}`;

/**
 * The console's button: primary for the one main action on a view, secondary for the rest,
 * danger for deletes, ghost for quiet row actions.
 *
 * @example <Button variant="primary" type="submit" busy={saving.value}>Save</Button>
 */
export function Button({
  variant = 'secondary',
  className,
  type = 'button',
  busy,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <Spinner size="sm" label="Working…" /> : null}
      {children}
    </button>
  );
}

type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: Variant };

/**
 * A link that looks like a button: navigation actions ("Deploy New Lab", "Back To Dashboard").
 *
 * @example <LinkButton href="/admin/labs/deploy" variant="primary">Deploy New Lab</LinkButton>
 */
export function LinkButton({ variant = 'secondary', className, href, ...props }: LinkButtonProps) {
  return <Link href={href} className={classes(variant, className)} {...props} />;
}
