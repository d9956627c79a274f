import type { ButtonHTMLAttributes } from 'react';
import './button.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' };

/** The console's button: primary for the one main action on a view, secondary for the rest. */
export function Button({ variant = 'secondary', className, type = 'button', ...props }: ButtonProps) {
  const classes = `button button--${variant}${className ? ` ${className}` : ''}`;
  return <button type={type} className={classes} {...props} />;
}
