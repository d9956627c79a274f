import { ForbiddenError, GamepodError } from '@gamepod/events';
import { loginInvalid } from '../../users/domain/identity-errors.ts';
import type { RefusalReason, SourceAnswer } from './source-answer.ts';

/** What the station shows for each refusal a source gives once the person proved who they are. */
const REASON_TEXT: Record<Exclude<RefusalReason, 'bad_credentials' | 'unknown_person'>, string> = {
  blocked: 'Your account is blocked: please ask at the desk.',
  expired: 'Your card has expired: please renew it at the desk.',
  fines: 'Your fines are over the limit for playing: please ask at the desk.',
  not_allowed: 'Your account is not allowed to play here.',
};

/** The spec's "try again later" text: the source could not be asked. */
export const SOURCE_DOWN_MESSAGE = 'Unable to log you in, please try again later!';

/**
 * The login error of a source's refusal or outage, in the login catalogue's terms: an unknown
 * card or user and a wrong PIN or password are one 401 `invalid`, as a password login's, so a
 * station never tells which cards exist; a person the source knows and will not let play (a
 * block, an expired card, fines, a group rule) is 403 `notauthorized` with the reason and a
 * sentence saying it; an outage is 503 with the catalogue's "try again later".
 */
export function sourceLoginError(answer: Exclude<SourceAnswer, { kind: 'accepted' }>): GamepodError {
  if (answer.kind === 'down') {
    return new GamepodError('source_down', 503, SOURCE_DOWN_MESSAGE, { reason: 'source_down' });
  }
  if (answer.reason === 'bad_credentials' || answer.reason === 'unknown_person') return loginInvalid();
  return new ForbiddenError('notauthorized', {
    msg_key: 'login-notauthorized-error-message',
    reason: answer.reason,
    reason_text: REASON_TEXT[answer.reason],
  });
}
