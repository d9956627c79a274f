import type { SystemMessage } from '../../../api/dto.ts';

const m = (msg_key: string, type: SystemMessage['type'], text_head: string, text_sub = ''): SystemMessage => ({
  msg_key,
  type,
  text_head,
  text_sub,
});

/**
 * The catalogue texts the kiosk shows when the server's list (`/system_messages/get_fe`) lacks
 * a key or cannot be read. Spec §8 gives some texts verbatim; the rest are ours and match the
 * server's built-in catalogue.
 */
export const FALLBACK_MESSAGES: readonly SystemMessage[] = [
  m(
    'generic-required-message',
    'failure',
    'Please fill all required fields',
    'Please fill all required highlighted fields',
  ),
  m('login-invalid-error-message', 'failure', 'Invalid email or password.', 'Please check your details and try again.'),
  m(
    'login-notauthorized-error-message',
    'failure',
    'This account is not active.',
    'Please contact the staff for help.',
  ),
  m(
    'login-notregistered-error-message',
    'failure',
    'This account is not registered at this venue.',
    'Please sign up or ask the staff for help.',
  ),
  m('login-notpro-error-message', 'failure', 'This Gamepod is for pro players only.', 'Please select another seat...'),
  m('login-pod-unauthorized', 'failure', 'Gamepod not authorized.'),
  m('login-pod-updating', 'failure', 'This Gamepod is disabled or updating.', 'Please select another seat...'),
  m(
    'login-email-confirm-error-message',
    'warning',
    'Please verify your email address.',
    'Staff at the desk can verify it for you.',
  ),
  m(
    'remote-session-expired',
    'failure',
    'This remote session has expired.',
    'Please scan the QR code again with your camera.',
  ),
  m(
    'register-domain-notallowed',
    'failure',
    'This email domain is not allowed here.',
    'Please use your school or work email.',
  ),
  m('register-password-weak', 'failure', 'Your password is too weak.', 'Use at least 8 characters.'),
  m('register-password-notmatch', 'failure', 'The passwords do not match.', 'Please type the same password twice.'),
  m('register-phone-limit-error', 'failure', 'Please enter a valid mobile number.', 'Use the format ###-###-####.'),
  m('register-dob-format-error', 'failure', 'Please enter a valid date of birth.', 'Use the format mm/dd/yyyy.'),
  m('forgotpass-weak-pass-error', 'failure', 'Your password is too weak.', 'Use at least 8 characters.'),
  m(
    'forgotpass-pass-not-match-error',
    'failure',
    'The passwords do not match.',
    'Please type the same password twice.',
  ),
  m(
    'player-dashboard-remain-time-error',
    'failure',
    'Unable to read your remaining time.',
    'Please try again in a moment.',
  ),
];
