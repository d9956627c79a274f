import { ConflictError, ForbiddenError, GamepodError, UnauthorizedError, ValidationError } from '@gamepod/events';

// The kiosk shows a catalogue text when a reply names its key (`data.msg_key`);
// `message` is the short code the kiosk's login switch reads ('invalid', 'notpro'…).

/** Unknown email or wrong password: one answer for both, so a login never tells which. */
export const loginInvalid = () => new UnauthorizedError('invalid', { msg_key: 'login-invalid-error-message' });
/** The account is deactivated, or its role may not use this form. */
export const loginNotAuthorized = () =>
  new ForbiddenError('notauthorized', { msg_key: 'login-notauthorized-error-message' });
/** The account belongs to another client than the pod's. */
export const loginNotRegistered = () =>
  new ForbiddenError('notregistered', { msg_key: 'login-notregistered-error-message' });
/** A pro pod, a player who is not pro. */
export const loginNotPro = () => new ForbiddenError('notpro', { msg_key: 'login-notpro-error-message' });
/** Players and facilitators cannot start on a pod that is disabled or updating. */
export const loginPodUpdating = () => new ConflictError('updating', { msg_key: 'login-pod-updating' });
/** The phone's remote id is unknown or replaced by a newer kiosk session. */
export const remoteSessionExpired = () =>
  new GamepodError('not_found', 404, 'This remote session has expired.', { msg_key: 'remote-session-expired' });

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later.';

/** 429: the caller must wait `retry_after_s` seconds (a rate limit, or a reset code tried too often). */
export class TooManyAttemptsError extends GamepodError {
  constructor(retryAfterS: number) {
    super('rate_limited', 429, TOO_MANY_ATTEMPTS, { retry_after_s: retryAfterS });
  }
}

/** 410: the reset code (or its ticket) is past its 15 minutes, or already used. */
export class GoneError extends GamepodError {
  constructor(message: string, data: Record<string, unknown> = {}) {
    super('gone', 410, message, data);
  }
}

export const codeExpired = () => new GoneError('Code expired');
export const codeInvalid = () => new ValidationError('Invalid code', { field: 'code' });

/** A 400 naming the field, with the kiosk catalogue key to show. */
export const invalidField = (field: string, problem: string, msgKey?: string) =>
  new ValidationError(`${field}: ${problem}`, msgKey ? { field, msg_key: msgKey } : { field });
