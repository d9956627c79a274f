import { GamepodError } from '@gamepod/events';

/**
 * A dependency this instance needs is not ready (e.g. a read model not yet built after a
 * fresh deploy). Unlike other 5xx errors its message is shown: it says nothing internal and
 * tells the caller that retrying is the right move.
 */
export class UnavailableError extends GamepodError {
  constructor(message: string, options?: ErrorOptions, data: Record<string, unknown> = {}) {
    super('unavailable', 503, message, data, options);
  }
}
