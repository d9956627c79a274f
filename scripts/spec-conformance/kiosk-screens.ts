// The kiosk spec's screens and routes.
import { type Entry, section, t } from './entry.ts';

const pub = section('kiosk-player-facilitator.md', '§2 Public routes', 'screen');
const home = section('kiosk-player-facilitator.md', '§2 Login screen (home)', 'screen');
const forms = section('kiosk-player-facilitator.md', '§2 Mobile login, sign-up, forgot password', 'screen');
const over = section('kiosk-player-facilitator.md', '§2 Overlays on the login screen', 'screen');
const player = section('kiosk-player-facilitator.md', '§2 Player area', 'screen');
const out = section('kiosk-player-facilitator.md', '§2 Player logout screen', 'screen');
const fac = section('kiosk-player-facilitator.md', '§2 Facilitator area', 'screen');

const loginShows = t(
  'login-roles.browser',
  'starts the station and shows the login form, the consoles and the station name',
);
const signUp = t(
  'accounts.browser',
  'signs a player up in two steps, then back at the login with the details filled in',
);
const reset = t(
  'accounts.browser',
  'offers Reset My Password after a wrong password, and resets it with the mailed code',
);
const survey = t(
  'login-roles.browser',
  'runs the exit survey to the end after a logout, then readies the station for the next player',
);
const facLooks = t(
  'facilitator.browser',
  'looks right at the $<size> size: dashboard, pods, every modal and the games screen',
);
const facRuns = t(
  'facilitator.browser',
  'mutes two selected pods, launches a game on them, then resets one, and their stations do it',
);
const buttons = t(
  'buttons-panel.browser',
  'shows the guide, volume and Dome toggle in mode 4, then Return to Menu and Logout Now',
);

export const kioskScreens: readonly Entry[] = [
  pub.y('k2-login', '/ and /login: the kiosk login screen', [loginShows]),
  pub.y('k2-mobile-login', '/mobile-login/{qr_code}', [
    t('player-session.browser', 'logs in from a phone through the QR code'),
    t('player-session.browser', 'shows an expired remote session on the phone'),
  ]),
  pub.y('k2-register', '/register/{qr_code?} (route name Register; optional params qr_code, uname, pass)', [
    signUp,
    t(
      'station-events.browser',
      'signs up from the phone and comes back to the phone login with the details, which logs the pod in',
    ),
  ]),
  pub.y('k2-forgot', '/forgot-password/{qr_code?} (params qr_code and uname)', [
    reset,
    t(
      'station-events.browser',
      'resets a password from the phone and comes back to the phone login, which logs the pod in',
    ),
  ]),
  pub.y('k2-player-logout', '/player/logout (Player Logout; params reason and survey_needed)', [
    t(
      'station-events.browser',
      'logs the player out when the station says "$<reason>", and acknowledges it to the helper',
    ),
    survey,
  ]),
  pub.y('k2-admin-login', '/admin/login and /admin/mobile-login (second document)', [
    t('admin-login.browser', 'opens /admin/dashboard for a client admin (role 3)'),
    t('admin-login.browser', 'signs a phone in on its own at /admin/mobile-login'),
  ]),

  home.y(
    'k2-home-form',
    'Email and password form, Sign Up and Login links. Reset My Password appears after at least one failed attempt.',
    [reset, signUp],
  ),
  home.y(
    'k2-home-panels',
    'A QR code for phone login, a per-console Ready/Offline list, station name, logo, left and right home images.',
    [
      loginShows,
      t('kiosk-theme.browser', 'shows a new theme, logo and home images without a reload, and again after one'),
      t('player-session.browser', 'logs in from a phone through the QR code'),
    ],
  ),
  home.y('k2-home-idle', 'Idle screen with opening/closing message and a tap/click prompt.', [
    t('login-roles.browser', 'fades to the idle screen when the station goes idle, and a tap brings the login back'),
    t('lab-hours.browser', 'shows the new hours on the idle screen and gives them to the helper, without a reload'),
  ]),
  home.y(
    'k2-home-admin-lock',
    'A lock icon reveals a small admin login form (hides after 5 s of no activity) when single sign-on is active.',
    [
      t(
        'sso.browser',
        'reveals the admin form under the lock icon, hides it after 5 s without input, and signs an admin in with it',
      ),
    ],
    { note: 'the lock shows without single sign-on too: staff may sign in from either form' },
  ),
  home.y(
    'k2-home-sso',
    'With single sign-on active, the form is replaced by a Login with SSO link opening in a new tab; the button is disabled for 4 s after press.',
    [
      t(
        'sso.browser',
        'replaces the form with Login with SSO, opens a SAML sign-in for this page in a new tab, and holds the button for 4 s',
      ),
    ],
  ),
  home.y(
    'k2-home-deploy-link',
    'If the station is not deployed or not allowed, a Go to Deployment link leads to /admin/login.',
    [
      t('startup.browser', 'asks to deploy a station whose helper has no pod id, with a link to the deployment login'),
      t('startup.browser', "refuses a station outside its lab's allowed IPs, with a link to the deployment login"),
    ],
  ),
  home.y(
    'k2-home-clears',
    'Visiting this screen clears stored user and pod session data, save-seat entries and cookies.',
    [
      t(
        'login-roles.browser',
        'forgets the stored user and pod session data, save-seat entries and cookies on every visit',
      ),
    ],
  ),
  home.y('k2-home-activity', 'Each login, sign-up and password screen writes a session activity.', [
    t(
      'accounts.browser',
      'writes a session activity as the login, sign-up and password screens open, to the server and the station',
    ),
  ]),

  forms.y(
    'k2-mobile-validating',
    "Mobile login checks the remote id first ('Please wait, we are validating your remote id!'), then offers email and password login, Sign Up and Reset My Password.",
    [t('player-session.browser', 'logs in from a phone through the QR code')],
  ),
  forms.y(
    'k2-signup-steps',
    "Sign-up: step 1 email, password, again; step 2 first name, last name (optional), mobile, date of birth; 'Thanks for signing up!' then back to Login or Mobile Login with the username and password",
    [
      signUp,
      t(
        'station-events.browser',
        'signs up from the phone and comes back to the phone login with the details, which logs the pod in',
      ),
    ],
  ),
  forms.y(
    'k2-forgot-steps',
    'Forgot password: email, 6-digit code, new password and confirmation; back buttons; returns to / or /mobile-login/{remote id}',
    [
      reset,
      t(
        'station-events.browser',
        'resets a password from the phone and comes back to the phone login, which logs the pod in',
      ),
    ],
  ),

  over.y(
    'k2-concurrent',
    "Concurrent-login prompt 'Login here instead...?' with Nevermind (reloads the page) and Login Here (expires the other sessions).",
    [
      t(
        'player-session.browser',
        'asks "Login here instead...?" on a second pod, and Login Here ends the first session',
      ),
      t('one-pod-at-a-time.e2e', 'lets the waiting session log out (Nevermind), and the first pod plays on'),
    ],
  ),
  over.y(
    'k2-emergency',
    "Emergency alert overlay titled '{client} Emergency Alert System' with button 'I Understand'.",
    [
      t('login-roles.browser', 'shows an emergency alert raised before the page connected, until I Understand'),
      t(
        'kiosk-ui/test/alerts.browser',
        'shows an emergency alert a client admin raises from the console, and takes it off when they end it',
      ),
    ],
  ),
  over.y('k2-idle-overlay', 'Idle overlay.', [
    t('login-roles.browser', 'fades to the idle screen when the station goes idle, and a tap brings the login back'),
  ]),

  player.y('k2-player-guard', '/player, role 1 only; bare path goes to dashboard', [
    t(
      'login-roles.browser',
      'keeps /player to players: nobody and a facilitator are sent to the login, and the bare path opens the dashboard',
    ),
  ]),
  player.y(
    'k2-dashboard',
    '/player/dashboard: welcome greeting with capitalised name; time balance in paid labs; up to two platform buttons (disabled show Locked); Buy Time; Save Seat; Logout',
    [
      t('login-roles.browser', 'sends a player to the dashboard with a capitalised greeting'),
      t('station-events.browser', 'locks a platform button while its console is disabled, and frees it again'),
      t(
        'buttons-panel.browser',
        "shows the time balance when the station's lab switches to paid, and hides it when it switches back",
      ),
    ],
  ),
  player.y('k2-dashboard-verify', 'closable email-verification warning', [
    t(
      'player-session.browser',
      'warns a player whose email is not verified in the sheet before play, and warns again at their next login',
    ),
  ]),
  player.y(
    'k2-dashboard-params',
    'Dashboard accepts params is_orientation, is_orientation_paid, is_alerts with alerts, save_seat, reservation',
    [
      t(
        'kiosk-ui/test/alerts.browser',
        "shows a player the lab's alerts after the orientation, one a facilitator posted, and records each tick ($<size>)",
      ),
      t('save-seat.browser', "opens the Save Seat screen on the admin's save_seat command, for the admin's hour"),
    ],
  ),
  player.y(
    'k2-dashboard-volume',
    'volume slider 0-50 shown as percent (value x2) with mute and unmute icons; a streaming notice',
    [
      t('station-events.browser', 'sends the slider and mute to the helper, and shows a volume changed at the helper'),
      t(
        'player-session.browser',
        "follows the player's stream_default at sign-in, and the dashboard's switch turns the station's streaming on and off",
      ),
    ],
  ),
  player.y(
    'k2-overlays',
    "Overlays: Orientation; Important Alerts (first 7); reservation notice; 'Still there...?'; locked-out screen; idle spinner",
    [
      t(
        'kiosk-ui/test/alerts.browser',
        "shows a player the lab's alerts after the orientation, one a facilitator posted, and records each tick ($<size>)",
      ),
      t(
        'kiosk-ui/test/reservations.browser',
        'logs out the player not on the list at its start, keeps the listed one, and refuses logins',
      ),
      t('player-session.browser', 'warns "Still there...?" after 45 s without input and logs out at 60 s'),
      t('player-session.browser', 'locks the player out when an admin sends lockout, then logs them out'),
      t('buttons-panel.browser', "shows the player's idle spinner while the station reports idle; a tap dismisses it"),
    ],
  ),
  player.y(
    'k2-save-seat',
    "Save Seat screen: 'Seat Saved!', minutes countdown, password field and Unlock (Enter also unlocks)",
    [t('save-seat.browser', 'holds the seat with its countdown, refuses a wrong password and unlocks with Enter')],
  ),
  player.y(
    'k2-games',
    '/player/games/xd1 and xd2: search (keyboard pods), sort, filters with Done, poster list with up/down buttons and infinite loading, detail panel, Play, chat, empty text',
    [
      t('games-browse.browser', "lists the console's games, sorts them and searches by name on a pod with a keyboard"),
      t('games-browse.browser', 'filters by Rating, Genre and Storage with Done, and says when nothing is found'),
      t('games-browse.browser', 'scrolls 100 px a tap with the up and down buttons and loads the next page at the end'),
      t(
        'games-browse.browser',
        'shows the chosen game in the detail panel, and Play turns off while the console is switched off',
      ),
      t(
        'live-chat.browser',
        'carries a question from the game screen to Live Chat and the answer back live; logout leaves nothing',
      ),
    ],
  ),
  player.y('k2-games-empty-xd', '/player/games (param xd; redirects to dashboard if empty)', [
    t(
      'games-browse.browser',
      'sends /player/games without a console output, or with one the pod has not, to the dashboard',
    ),
  ]),
  player.y(
    'k2-games-group',
    "Group pods show 'How Many Players?' with 1-4 and 'Continue with N Players'; while starting 'Getting your game ready!' / 'Hold tight...'",
    [
      t('games-launch.browser', 'asks "How Many Players?" on a group pod and sends the number chosen'),
      t(
        'games-launch.browser',
        'shows "Getting your game ready!" until the station says the game started, then the dashboard',
      ),
    ],
  ),
  player.y(
    'k2-buy-time',
    "/player/buy-time: offer, card, 'Purchase confirmed!', dashboard after 5 s; locked-out text; empty text",
    [
      t(
        'buy-time.browser',
        'buys an offer with the 4242 card, saves it, buys again with the saved card and sees the balance grow',
      ),
      t('buy-time.browser', 'shows the locked-out text on a locked pod, and the empty text where no offer applies'),
    ],
  ),
  player.y(
    'k2-buy-time-paging',
    'Back from the offer step goes to the dashboard after a 0.5 s fade. The offers list loads more pages on scrolling to the bottom.',
    [
      t(
        'buy-time.browser',
        'loads the next page of offers as the list scrolls to its end, and Back fades out for 0.5 s before the dashboard',
      ),
      t('offers-api.e2e', 'pages the Buy Time list ten at a time'),
    ],
  ),
  player.y(
    'k2-buttons-panel',
    "Pod buttons panel: guide image, Return to Menu, Logout Now, volume and mute, Dome toggle; title 'Buttons', 'Idle' when idle",
    [buttons, t('buttons-panel.browser', 'is titled Idle while the station is idle')],
  ),
  player.y('k2-keyboard', 'An on-screen keyboard exists, with an Escape key to close.', [
    t(
      'on-screen-keyboard.browser',
      'types a login with its keys, moves on and submits with Enter, and closes with Escape',
    ),
  ]),

  out.y(
    'k2-logout-screen',
    "'Thanks for playing', 'Setting up for the next player...', 'Logout reason : {reason}'; the exit survey when needed; then '/'",
    [
      t(
        'station-events.browser',
        'logs the player out when the station says "$<reason>", and acknowledges it to the helper',
      ),
      survey,
    ],
  ),

  fac.y(
    'k2-fac-dashboard',
    '/facilitator/dashboard: Manage Event, PLAY XBOX/PS5, Manage Alerts (/common/alerts), Logout',
    [t('login-roles.browser', 'sends a facilitator to the facilitator dashboard'), facLooks],
  ),
  fac.y(
    'k2-fac-pods',
    '/facilitator/pods (Manage Event): pod list with select checkboxes and locks; Audio, Led Color, Games, Reset; modals',
    [
      facRuns,
      t('facilitator.browser', 'shows a lock on a pod as soon as an admin locks it, without reloading'),
      facLooks,
    ],
  ),
  fac.y('k2-fac-pods-empty', "Manage Event empty: 'No pods found at the moment!'", [
    t('facilitator.browser', "says 'No pods found at the moment!' in Manage Event"),
  ]),
  fac.y(
    'k2-fac-games',
    "/facilitator/games: search, select, 'Play Selected' per platform, static 'About This Game' text",
    [facLooks],
  ),
  fac.y('k2-fac-alerts', '/common/alerts is also open to role 2', [
    t(
      'admin-ui/test/alerts.browser',
      'lets a facilitator post an alert with a live preview, and an admin overwrite it after the warning',
    ),
  ]),
];
