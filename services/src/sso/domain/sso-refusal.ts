import { GamepodError } from '@gamepod/events';

/**
 * Why an identity provider's answer was refused, as a stable code: the audit event and the
 * reply both carry it.
 */
export type RefusalReason =
  | 'unknown-request'
  | 'invalid-response'
  | 'replayed'
  | 'provider-error'
  | 'no-email'
  | 'unknown-account'
  | 'not-staff'
  | 'account-of-another-client';

const MESSAGES: Readonly<Record<RefusalReason, string>> = {
  'unknown-request': 'This sign-in has expired or was already used; please start again',
  'invalid-response': 'The sign-in answer from your identity provider could not be verified',
  replayed: 'This sign-in answer was already used',
  'provider-error': 'Your identity provider did not sign you in',
  'no-email': 'Your identity provider did not tell us a verified email address',
  'unknown-account': 'No account of this venue matches your sign-in; ask the staff to add you',
  'not-staff': 'The admin console is for venue staff; your account cannot use it',
  'account-of-another-client':
    'Your email belongs to an account at another venue; ask the staff here to help you sign in',
};

const STATUS: Readonly<Record<RefusalReason, number>> = {
  'unknown-request': 400,
  'invalid-response': 400,
  replayed: 400,
  'provider-error': 401,
  'no-email': 403,
  'unknown-account': 403,
  'not-staff': 403,
  'account-of-another-client': 403,
};

/** An identity provider's answer refused: a 4xx naming the reason; `detail` (the failed check) goes to the audit log only. */
export class SsoRefusedError extends GamepodError {
  readonly reason: RefusalReason;
  readonly detail: string;
  constructor(reason: RefusalReason, detail: string) {
    super('sso_refused', STATUS[reason], MESSAGES[reason], { reason });
    this.reason = reason;
    this.detail = detail.slice(0, 500);
  }
}

export const refused = (reason: RefusalReason, detail: string) => new SsoRefusedError(reason, detail);
