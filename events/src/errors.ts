/**
 * Every error the domain raises on purpose. `status` is the HTTP status the API answers
 * with, `code` is stable and machine-readable, `data` is safe to show to the caller.
 */
export class GamepodError extends Error {
  readonly code: string;
  readonly status: number;
  readonly data: Record<string, unknown>;
  constructor(
    code: string,
    status: number,
    message: string,
    data: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** The stream moved on since it was read: reload and retry, or report a conflict. */
export class ConcurrencyError extends GamepodError {
  constructor(subject: string, expected: number, options?: ErrorOptions) {
    super(
      'concurrency',
      409,
      `Someone else changed this at the same time; please try again`,
      { subject, expected },
      options,
    );
  }
}

/** A unique value (email, MAC address, pod key, slot) that someone else holds. */
export class ConflictError extends GamepodError {
  constructor(message: string, data: Record<string, unknown> = {}) {
    super('conflict', 409, message, data);
  }
}

export class ValidationError extends GamepodError {
  constructor(message: string, data: Record<string, unknown> = {}) {
    super('validation', 400, message, data);
  }
}

export class NotFoundError extends GamepodError {
  constructor(message: string, data: Record<string, unknown> = {}) {
    super('not_found', 404, message, data);
  }
}

export class UnauthorizedError extends GamepodError {
  constructor(message = 'Token is Invalid', data: Record<string, unknown> = {}) {
    super('unauthorized', 401, message, data);
  }
}

export class ForbiddenError extends GamepodError {
  constructor(message = "You don't have permissions to access this area", data: Record<string, unknown> = {}) {
    super('forbidden', 403, message, data);
  }
}

/** A domain rule said no (the command is well-formed but not allowed now). */
export class RuleViolationError extends GamepodError {
  constructor(code: string, message: string, data: Record<string, unknown> = {}) {
    super(code, 422, message, data);
  }
}

/** An event failed its own schema on the way in: a programming error, never user input. */
export class EventSchemaError extends GamepodError {
  constructor(type: string, detail: string) {
    super('event_schema', 500, `event ${type} does not match its schema: ${detail}`);
  }
}
