/** How the kiosk shows a message: failure as an error, warning and success as such. */
export type SystemMessageType = 'failure' | 'warning' | 'success';

/** One entry of the message catalogue. */
export type SystemMessage = {
  readonly msg_key: string;
  readonly type: SystemMessageType;
  readonly text_head: string;
  readonly text_sub: string;
};

const m = (msg_key: string, type: SystemMessageType, text_head: string, text_sub = ''): SystemMessage => ({
  msg_key,
  type,
  text_head,
  text_sub,
});

/**
 * The built-in catalogue `/system_messages/get_fe` serves, and the kiosk's fallback texts
 * (kiosk-ui and admin-ui read it too). Texts the screens quote are exact, `{name}` placeholders
 * included; the kiosk fills those in. Keys the screens already look up keep their spelling
 * ('unsuccessfull'); the keys of the other texts are ours.
 */
export const SYSTEM_MESSAGES: readonly SystemMessage[] = [
  // form validation
  m(
    'generic-required-message',
    'failure',
    'Please fill all required fields',
    'Please fill all required highlighted fields',
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
  m('register-success-message', 'success', 'Thanks for signing up!', 'Redirecting you to the login...'),
  m('forgotpass-weak-pass-error', 'failure', 'Your password is too weak.', 'Use at least 8 characters.'),
  m(
    'forgotpass-pass-not-match-error',
    'failure',
    'The passwords do not match.',
    'Please type the same password twice.',
  ),
  m('forgotpass-success-message', 'success', 'Your password has been changed successfully, login now'),
  m('saveseat-invalid-error-message', 'failure', 'Wrong password.', 'Please type the password you logged in with.'),

  // login outcomes
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
  m(
    'login-reserved-error-message',
    'failure',
    'This Gamepod is currently reserved.',
    'Please try another Gamepod or return at {stop_time}',
  ),
  m(
    'login-queue-held-error-message',
    'failure',
    'This Gamepod is held for the next player in the queue.',
    'Please join the queue or try another Gamepod.',
  ),
  m('login-pod-unauthorized', 'failure', 'Gamepod not authorized.'),
  m('bridge-station-enrolled', 'failure', 'This station is already enrolled: register with its station secret'),
  m('login-pod-updating', 'failure', 'This Gamepod is disabled or updating.', 'Please select another seat...'),
  m(
    'login-email-confirm-error-message',
    'warning',
    'Please verify your email address.',
    'Staff at the desk can verify it for you.',
  ),
  m(
    'login-concurrent-message',
    'warning',
    'You only have permission to be logged in on one Gamepod at a time…',
    'You are already logged in on {pods}.',
  ),
  m('login-generic-error', 'failure', 'Unable to log you in, please try again later!'),

  // the station
  m('flask-api-error', 'failure', "Flask API server doesn't work now!"),
  m('pod-not-deployed', 'failure', 'Please deploy this POD first!'),
  m(
    'pod-ip-not-allowed',
    'failure',
    'The user agent and Ip is not allowed to this Client! Need to start again by the admin manager!',
  ),

  // the phone's QR login
  m(
    'remote-session-expired',
    'failure',
    'This remote session has expired.',
    'Please scan the QR code again with your camera.',
  ),
  m('remote-verify-error', 'failure', 'Unable to verify the remote id you provided!'),
  m('remote-validating-message', 'warning', 'Please wait, we are validating your remote id!'),
  m(
    'remote-session-starting',
    'success',
    'Starting remote session with {nav_name}.',
    'Please wait while the connection is established...',
  ),
  m(
    'remote-login-success',
    'success',
    'Success! You are logged in on {nav_name}.',
    'Please continue from the Gamepod now.',
  ),

  // playing
  m(
    'player-dashboard-remain-time-error',
    'failure',
    'Unable to read your remaining time.',
    'Please try again in a moment.',
  ),
  m(
    'player-games-start-error',
    'failure',
    'Still Here? Something went wrong.',
    'Chat with us below and we’ll sort this out for you',
  ),
  m('playgame-select-game-message', 'warning', 'Please select a game to continue.'),
  m('playgame-guests-group-message', 'warning', 'This game is for a group.', 'Please choose 2 or more players.'),
  m(
    'playgame-guests-controllers-message',
    'warning',
    'Grab enough controllers for everyone.',
    'Ask the staff if you need more.',
  ),
  m(
    'player-buytime-payment-unsuccessfull-error',
    'failure',
    'Your payment did not go through.',
    'Please try another card.',
  ),

  // the facilitator
  m('no-pod-selected', 'warning', 'Please select at least one pod.'),
  m(
    'facility-games-initiated-error',
    'failure',
    'The game could not be started.',
    'The pod id is missing; please reload.',
  ),

  // Account Settings uploads and theme; the audio keys are ours
  m(
    'admin-setting-logo-format-error',
    'failure',
    'The logo must be a JPEG, PNG or GIF image.',
    'Please choose another file.',
  ),
  m(
    'admin-setting-logo-size-error',
    'failure',
    'The logo is too large.',
    'Please choose an image of at most 3,000,000 bytes.',
  ),
  m(
    'admin-setting-domain-error',
    'failure',
    'Please enter a valid domain.',
    "The part of your players' email addresses after the @, for example example.edu.",
  ),
  m(
    'admin-setting-color-format-error',
    'failure',
    'Please enter the colour as a hex code.',
    'Use #rgb or #rrggbb, for example #f48226.',
  ),
  m(
    'admin-setting-audio-format-error',
    'failure',
    'The audio must be an MP3, WAV or AAC file.',
    'Please choose another file.',
  ),
  m(
    'admin-setting-audio-size-error',
    'failure',
    'The audio file is too large.',
    'Please choose a file of at most 10,000,000 bytes.',
  ),

  // Deploy New Pod and Edit Pod (the wording is ours)
  m(
    'admin-pod-mac-address-warning',
    'warning',
    'Please enter the MAC address first.',
    'The check looks for a pod that already has it.',
  ),
  m(
    'admin-pod-exist-warning',
    'warning',
    'A pod with this MAC address already exists.',
    'Its details are filled in below; saving updates that pod.',
  ),
  m('admin-pod-not-exist-warning', 'warning', 'No pod has this MAC address yet.', 'Fill in the form to deploy it.'),
  m('admin-pod-invalid-error', 'failure', 'The pod has not loaded yet.', 'Wait for its details, then save again.'),

  // empty lists
  m('no-pods-found', 'warning', 'No pods found at the moment!'),
  m('no-games-found', 'warning', 'No games found at the moment!'),
  m('no-offers-found', 'warning', 'No offers found at the moment!'),
];

/** A catalogue entry by key, for replies that carry a msg_key. */
export function systemMessage(msgKey: string): SystemMessage | undefined {
  return SYSTEM_MESSAGES.find((s) => s.msg_key === msgKey);
}
