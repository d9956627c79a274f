/** The command line was wrong: the CLI prints the message and exits with 2. */
export class UsageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The command was understood but could not be carried out: exit 1, one line, no stack. */
export class OpsError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/**
 * One line for any error. An operator reads this at 3 a.m., so the message is the whole
 * story: the stack trace would only hide it.
 */
export function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\s*\n\s*/g, ' ').trim() || 'unknown error';
}

export function exitCodeFor(err: unknown): number {
  return err instanceof UsageError ? EXIT_USAGE : EXIT_FAILED;
}
