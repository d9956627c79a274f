import type { ButtonHTMLAttributes } from 'react';
import './kiosk-button.css';

/** A large, touch-sized button in the theme's primary colour. */
export function KioskButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`kiosk-button${className ? ` ${className}` : ''}`} {...props} />;
}
