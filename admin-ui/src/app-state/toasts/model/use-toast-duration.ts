import { useEffect } from 'react';
import { overrideToastDuration } from './toast-model.ts';

/**
 * Toasts shown while the calling screen is mounted last `ms` (3 s on the client pods page).
 *
 * @example useToastDuration(3_000);
 */
export function useToastDuration(ms: number): void {
  useEffect(() => overrideToastDuration(ms), [ms]);
}
