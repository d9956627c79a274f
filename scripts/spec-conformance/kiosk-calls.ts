// The kiosk spec's calls: the station's local helper, the product API and the realtime channels.
import { type Entry, section, t } from './entry.ts';

const helper = section('kiosk-player-facilitator.md', '§7 Local helper service', 'call');
const api = section('kiosk-player-facilitator.md', '§7 Product API', 'call');
const live = section('kiosk-player-facilitator.md', '§7 Realtime', 'call');
const H = { side: 'helper' } as const;
const R = { side: 'realtime' } as const;

const observeStarts = t('observe.unit', 'records the consoles the station starts with, then only changes');
const observeFlags = t(
  'observe.unit',
  "records the menu request, the touch screen, the reservation flag and the game's platform, without an event",
);
const buttonsMode4 = t(
  'buttons-panel.browser',
  'shows the guide, volume and Dome toggle in mode 4, then Return to Menu and Logout Now',
);
const volumeAtHelper = t(
  'station-events.browser',
  'sends the slider and mute to the helper, and shows a volume changed at the helper',
);
const physicalLogout = t(
  'station-events.browser',
  'logs the player out when the station says "$<reason>", and acknowledges it to the helper',
);
const readyPoll = t('station-helper-rules.unit', "needs the server's ready and the station's ready_pod success");
const helperHearsLogin = t(
  'login-roles.browser',
  "tells the station's helper who signed in, as 'name;role', and which screen the kiosk shows",
);
const ledPlan = t('command-plan.unit', 'unlocks an LED before changing it, and locks it again for the _lock commands');

export const kioskCalls: readonly Entry[] = [
  helper.y(
    'k7-helper-pod-id',
    'GET /kiosk/check/pod_id (reads success, data.pod_id)',
    [
      t('startup.browser', 'asks to deploy a station whose helper has no pod id, with a link to the deployment login'),
      t('registering.unit', 'asks the helper for its key, a failed attempt pausing the first retry time'),
    ],
    { ...H, paths: ['/kiosk/check/pod_id'] },
  ),
  helper.y(
    'k7-helper-xds',
    '/kiosk/check/xds (xd1, xd2, disabled flags)',
    [
      observeStarts,
      t('station-events.browser', 'locks a platform button while its console is disabled, and frees it again'),
    ],
    { ...H, paths: ['/kiosk/check/xds'] },
  ),
  helper.y(
    'k7-helper-mac',
    '/kiosk/check/mac_address (data.mac_address)',
    [
      t(
        'startup.browser',
        'says "Gamepod not authorized." with the MAC address for an unknown key, and reloads after 10 s',
      ),
    ],
    { ...H, paths: ['/kiosk/check/mac_address'] },
  ),
  helper.y(
    'k7-helper-vol-now',
    '/kiosk/check/vol_now',
    [
      t('observe.unit', "records the station's volume as it starts, then each change of volume or mute, kept to 0-50"),
      volumeAtHelper,
    ],
    { ...H, paths: ['/kiosk/check/vol_now'] },
  ),
  helper.y(
    'k7-helper-idle-asleep',
    '/kiosk/check/pod_idle, pod_asleep',
    [
      t('observe.unit', 'turns idle and asleep into one activity, reporting only changes'),
      t('buttons-panel.browser', 'is titled Idle while the station is idle'),
    ],
    { ...H, paths: ['/kiosk/check/pod_idle', '/kiosk/check/pod_asleep'] },
  ),
  helper.y(
    'k7-helper-push-menu',
    '/kiosk/check/push_menu',
    [
      observeFlags,
      t(
        'station-helper-rules.unit',
        'brings a signed-in player to the dashboard as the request rises, from any other screen',
      ),
    ],
    { ...H, paths: ['/kiosk/check/push_menu'] },
  ),
  helper.y('k7-helper-touch-reserved', '/kiosk/check/pod_touch, pod_reserved', [observeFlags], {
    ...H,
    paths: ['/kiosk/check/pod_touch', '/kiosk/check/pod_reserved'],
    note: 'the bridge polls both into the station view; no screen of either spec reads them',
  }),
  helper.y(
    'k7-helper-kb',
    '/kiosk/check/pod_kb',
    [t('observe.unit', 'records whether a keyboard is attached, without an event')],
    { ...H, paths: ['/kiosk/check/pod_kb'] },
  ),
  helper.y(
    'k7-helper-web-sso',
    '/kiosk/check/web_sso',
    [
      t('bridge-sso-logout.e2e', "relays the page's GET /kiosk/check/web_sso to the helper"),
      t('sso-logout.browser', 'ends the IdP session in the station browser first, then the session, on Logout'),
    ],
    { ...H, paths: ['/kiosk/check/web_sso'] },
  ),
  helper.y(
    'k7-helper-web-reset',
    '/kiosk/check/web_reset',
    [t('buttons-panel.browser', 'starts the login screen again when the station asks for a web reset')],
    { ...H, paths: ['/kiosk/check/web_reset'] },
  ),
  helper.y(
    'k7-helper-sso-logout',
    '/kiosk/check/sso_logout',
    [
      t(
        'bridge-sso-logout.e2e',
        "hands the station's own ask (the helper's one-shot sso_logout) to the page once, writing nothing to the log",
      ),
    ],
    { ...H, paths: ['/kiosk/check/sso_logout'] },
  ),
  helper.y(
    'k7-helper-logout-pod',
    '/kiosk/check/logout_pod; GET /kiosk/acknowledge/logout_pod',
    [t('observe.unit', 'records one press with its reason, and not again until it was released'), physicalLogout],
    { ...H, paths: ['/kiosk/check/logout_pod', '/kiosk/acknowledge/logout_pod'] },
  ),
  helper.y('k7-helper-ready', '/kiosk/check/ready_web, ready_pod', [readyPoll, buttonsMode4], {
    ...H,
    paths: ['/kiosk/check/ready_web', '/kiosk/check/ready_pod'],
  }),
  helper.y(
    'k7-helper-mute-unmute',
    '/kiosk/check/mute_unmute',
    [t('station-helper-rules.unit', "restores the helper's volume_before_mute, which outlives a page reload")],
    { ...H, paths: ['/kiosk/check/mute_unmute'] },
  ),
  helper.y(
    'k7-helper-buttons-dome',
    '/kiosk/check/pod_screen_buttons, pod_dome_override',
    [
      t(
        'observe.unit',
        'records the buttons panel mode (2, 3 or 4; anything else is off) and the dome, without an event',
      ),
      buttonsMode4,
    ],
    { ...H, paths: ['/kiosk/check/pod_screen_buttons', '/kiosk/check/pod_dome_override'] },
  ),
  helper.y(
    'k7-helper-game-platform',
    '/kiosk/check/game_platform',
    [
      observeFlags,
      t(
        'observe.unit',
        'names the platform the game ran on when the helper already answers no game with an empty platform',
      ),
    ],
    { ...H, paths: ['/kiosk/check/game_platform'] },
  ),
  helper.y('k7-helper-vol-change', 'POST /kiosk/set/vol_change', [volumeAtHelper], {
    ...H,
    paths: ['/kiosk/set/vol_change'],
  }),
  helper.y(
    'k7-helper-pod-id-type',
    'POST /kiosk/set/pod_id, pod_type',
    [
      t('local-device-calls.unit', 'gives the pod id and the pod type code after a deploy or an edit'),
      t(
        'station-deploy.browser',
        'gives the undeployed station its key and type from the deploy form, and its kiosk starts',
      ),
    ],
    { ...H, paths: ['/kiosk/set/pod_id', '/kiosk/set/pod_type'] },
  ),
  helper.y(
    'k7-helper-pod-disabled',
    'POST /kiosk/set/pod_disabled',
    [
      t(
        'bridge-commands.e2e',
        'reaches the helper as set/pod_disabled, is recorded completed, and the list shows lock_out 1',
      ),
      t(
        'station-deploy.browser',
        "tells the station's helper when its own pod is locked out and unlocked, and not for another pod",
      ),
    ],
    { ...H, paths: ['/kiosk/set/pod_disabled'] },
  ),
  helper.y(
    'k7-helper-player-web-time',
    'POST /kiosk/set/player_web_time',
    [
      t(
        'buy-time.browser',
        'buys an offer with the 4242 card, saves it, buys again with the saved card and sees the balance grow',
      ),
    ],
    { ...H, paths: ['/kiosk/set/player_web_time'] },
  ),
  helper.y(
    'k7-helper-xd-disabled',
    'POST /kiosk/set/xd_disabled',
    [t('pod-dashboard.browser', "turns its station's Xbox off and on again with the XD1 switch")],
    { ...H, paths: ['/kiosk/set/xd_disabled'] },
  ),
  helper.y(
    'k7-helper-logout-web',
    'POST /kiosk/set/logout_web',
    [t('pods.browser', 'logs the station out and reboots it from the row actions')],
    { ...H, paths: ['/kiosk/set/logout_web'] },
  ),
  helper.y(
    'k7-helper-login-pod',
    "POST /kiosk/set/login_pod (session_id, pod_id_key, user_id, user_name as 'name;role')",
    [helperHearsLogin, t('helper-session-routes.unit', "stores the session and splits user_name 'name;role'")],
    { ...H, paths: ['/kiosk/set/login_pod'] },
  ),
  helper.y(
    'k7-helper-streaming',
    'POST /kiosk/set/stream_default, streaming (is_streaming)',
    [
      t(
        'player-session.browser',
        "follows the player's stream_default at sign-in, and the dashboard's switch turns the station's streaming on and off",
      ),
      t('bridge-game-play.e2e', "sets the helper's streaming as the player asks, and as their stream_default says"),
    ],
    { ...H, paths: ['/kiosk/set/stream_default', '/kiosk/set/streaming'] },
  ),
  helper.y(
    'k7-helper-reset-reboot',
    'POST /kiosk/set/reset, reboot',
    [
      t(
        'facilitator.browser',
        'mutes two selected pods, launches a game on them, then resets one, and their stations do it',
      ),
      t('pods.browser', 'logs the station out and reboots it from the row actions'),
    ],
    { ...H, paths: ['/kiosk/set/reset', '/kiosk/set/reboot'] },
  ),
  helper.y('k7-helper-dome-mute', 'POST /kiosk/set/pod_dome_mute', [buttonsMode4], {
    ...H,
    paths: ['/kiosk/set/pod_dome_mute'],
  }),
  helper.y(
    'k7-helper-leds',
    'POST /kiosk/set/led1_default, led1_change, led1_lock, led2_default, led2_change, led2_lock',
    [ledPlan, t('pods.browser', 'sets the LED defaults from Update LED Settings and lights the station')],
    {
      ...H,
      paths: [
        '/kiosk/set/led1_default',
        '/kiosk/set/led1_change',
        '/kiosk/set/led1_lock',
        '/kiosk/set/led2_default',
        '/kiosk/set/led2_change',
        '/kiosk/set/led2_lock',
      ],
    },
  ),
  helper.y('k7-helper-push-menu-end', 'GET /kiosk/create/push_menu and /kiosk/create/push_end', [buttonsMode4], {
    ...H,
    paths: ['/kiosk/create/push_menu', '/kiosk/create/push_end'],
  }),
  helper.y(
    'k7-helper-emergency',
    'POST /kiosk/set/pod_emergency (pod_emergency yes or no)',
    [
      t(
        'station-events.browser',
        "raises the helper's emergency flag while the alert shows, and lowers it on I Understand",
      ),
    ],
    { ...H, paths: ['/kiosk/set/pod_emergency'] },
  ),
  helper.y(
    'k7-helper-schedule',
    "POST /kiosk/set/schedule_start_sleep (scheduled_start, scheduled_sleep; 'closed' when closed)",
    [
      t('lab-hours.browser', 'shows the new hours on the idle screen and gives them to the helper, without a reload'),
      t('command-plan.unit', 'sends the schedule, or closed, to the helper'),
    ],
    { ...H, paths: ['/kiosk/set/schedule_start_sleep'] },
  ),
  helper.y(
    'k7-helper-session-activity',
    'POST /kiosk/set/session_activity (activity)',
    [
      helperHearsLogin,
      t(
        'login-roles.browser',
        'pushes its last activity again every 60 s, and again on the first key after it went idle',
      ),
      t('helper-set-routes.unit', 'stores a known activity with the time it was told'),
    ],
    { ...H, paths: ['/kiosk/set/session_activity'] },
  ),
  helper.y(
    'k7-helper-game-start',
    'POST /game/play/game_start',
    [t('bridge-game-play.e2e', "reaches the station's helper as game_start with the game on the output's console")],
    { ...H, paths: ['/game/play/game_start'] },
  ),
  helper.y(
    'k7-helper-game-started-playing',
    'GET /game/check/game_started and /game/check/game_playing',
    [
      t('observe.unit', 'records a game starting and ending'),
      t(
        'bridge-game-play.e2e',
        'becomes a play session when the station reports the game started, with minutes once it ends',
      ),
    ],
    { ...H, paths: ['/game/check/game_started', '/game/check/game_playing'] },
  ),
  helper.y(
    'k7-helper-swallow',
    'Some helper calls swallow errors into success with empty data.',
    [
      t('simulator-server.int', 'swallowing errors turns failures into success with empty data'),
      t('station-helper-rules.unit', 'is not held by a helper that does not answer at all'),
    ],
    H,
  ),

  api.y(
    'k7-allowlisted',
    "/kiosk/check/allowlisted (pod_id; answer message 'Exist', data.ip)",
    [
      t('kiosk-pod.e2e', "says 'Exist' with the caller's address when the lab has no allowed IPs"),
      t('kiosk-pod.e2e', 'lets in a listed address or subnet and refuses any other with the not-allowed message'),
    ],
    { paths: ['/kiosk/check/allowlisted'] },
  ),
  api.y(
    'k7-validate-pod-key',
    '/kiosk/validate/pod_id_key',
    [t('kiosk-pod.e2e', 'returns the pod session data, with the hours in the lab time zone and the client SSO')],
    { paths: ['/kiosk/validate/pod_id_key'] },
  ),
  api.y(
    'k7-validate-remote',
    '/kiosk/validate/remote (remote id, optional register/forgot mode; reads nav_name, logo)',
    [
      t('remote-validate.e2e', "answers the pod's nav name and logo, and tells the pod remote_init"),
      t('remote-validate.e2e', 'tells the pod remote_init_reg_forgot in $<mode> mode'),
    ],
    { paths: ['/kiosk/validate/remote'] },
  ),
  api.y(
    'k7-check-session',
    '/kiosk/check/session',
    [t('kiosk-session-login.e2e', "is valid with the login's user session while the login lives on this pod")],
    { paths: ['/kiosk/check/session'] },
  ),
  api.y(
    'k7-user-login',
    '/user/login (session_id_key, username, password; status, message, data)',
    [
      t(
        'user-login.e2e',
        'logs a player in with the user session and a pod session on this pod, and records UserLoggedIn',
      ),
    ],
    { paths: ['/user/login'] },
  ),
  api.y(
    'k7-mobile-login',
    '/user/mobile_login',
    [
      t(
        'user-sessions.e2e',
        'logs the pod showing the QR code in, pushes its kiosk a code that redeems the session, and tells the phone the nav',
      ),
      t('player-session.browser', 'logs in from a phone through the QR code'),
    ],
    { paths: ['/user/mobile_login'] },
  ),
  api.y(
    'k7-register',
    '/user/register',
    [
      t(
        'user-register.e2e',
        "registers a player of the pod's client who can then log in; the log holds an argon2id hash, never the password",
      ),
    ],
    { paths: ['/user/register'] },
  ),
  api.y(
    'k7-check-email',
    '/user/check_email (session_id_key, email, password, remote_id)',
    [
      t(
        'user-register.e2e',
        "refuses a domain off the client's list, a short password, a taken email and a malformed one",
      ),
    ],
    { paths: ['/user/check_email'] },
  ),
  api.y(
    'k7-logout',
    '/user/logout (session_id_key, session_id, token, reason_text)',
    [t('user-sessions.e2e', 'ends the session, records the reason, and then answers the same token Token is Invalid')],
    { paths: ['/user/logout'] },
  ),
  api.y(
    'k7-expire-sessions',
    '/user/expire_sessions (session_id_key, session_id)',
    [
      t(
        'user-sessions.e2e',
        'lists the other pod in logged_navs, and Login Here (expire_sessions) ends the session there',
      ),
    ],
    { paths: ['/user/expire_sessions'] },
  ),
  api.y(
    'k7-unlock-user',
    '/user/unlock_user (session id, username, password)',
    [
      t('save-seat.e2e', "holds a player's seat 10 minutes, and unlocks it only with their own email and password"),
      t(
        'save-seat.e2e',
        'takes the email as `email`, as the Save Seat screen names it, and refuses two different ones',
      ),
    ],
    { paths: ['/user/unlock_user'] },
  ),
  api.y(
    'k7-login-admin',
    '/user/login_admin; /user/login_admin_mode',
    [t('user-admin-login.e2e', "gives the pod's client admin and a super admin an admin session on the pod")],
    { paths: ['/user/login_admin', '/user/login_admin_mode'] },
  ),
  api.y(
    'k7-reset-pass',
    'POST /user/reset-pass/send_code, verify_code, save_password',
    [
      t('reset-flow.e2e', 'verifies the mailed code, sets the new password, and ends every session the account had'),
      t('accounts.browser', 'offers Reset My Password after a wrong password, and resets it with the mailed code'),
    ],
    { paths: ['/user/reset-pass/send_code', '/user/reset-pass/verify_code', '/user/reset-pass/save_password'] },
  ),
  api.y(
    'k7-game-list',
    '/game/list (…, page, screen sm/lg, xd, sort, filters game_type/game_genre/game_esrb)',
    [
      t('games-pod-list.e2e', 'pages: games, current_page, last_page and total_rows, sm pages smaller than lg'),
      t('games-pod-list.e2e', 'filters by storage type, genre and rating, several values of one filter at once'),
    ],
    { paths: ['/game/list'] },
  ),
  api.y(
    'k7-update-streaming',
    '/user/update/streaming',
    [t('user-streaming.e2e', 'sends the pod a streaming command as the player asks')],
    { paths: ['/user/update/streaming'] },
  ),
  api.y(
    'k7-pod',
    '/pod (pod details by pod id, reads data.pod)',
    [
      t('kiosk-pod.e2e', "reads the pod by id for a session on that pod or the client's staff, and no one else"),
      t('lock-sync.browser', "re-reads the pod (/pod) when the station's pod_disabled changes, and only then"),
    ],
    { paths: ['/pod'] },
  ),
  api.y(
    'k7-set-volume',
    '/pod/set_volume (pod_id_key, volume)',
    [t('kiosk-pod.e2e', 'records the volume, with the signed-in player’s token, as a fact of the pod itself')],
    { paths: ['/pod/set_volume'] },
  ),
  api.y(
    'k7-set-lockout',
    '/pod/set_lockout (session keys, pod_id_key, lockout yes or no)',
    [
      t('kiosk-pod.e2e', "answers the page's lock report with the pod as recorded, appending nothing"),
      t('lock-sync.browser', 'reports a lock made at the station, and its release'),
    ],
    { paths: ['/pod/set_lockout'] },
  ),
  api.y(
    'k7-remaining-time',
    '/user/remaining_time (reads data.time, data.mode)',
    [t('user-sessions.e2e', "answers 0 minutes in the mode of the session's pod's lab")],
    { paths: ['/user/remaining_time'] },
  ),
  api.y(
    'k7-player-offers',
    '/user/player_offers (session_id_key, token, user_id, page; offers, current_page, last_page)',
    [t('offers-api.e2e', 'pages the Buy Time list ten at a time')],
    { paths: ['/user/player_offers'] },
  ),
  api.y(
    'k7-payment',
    '/user/payment/create_intent, confirm_intent, available_methods, update_save_card, delete_method, create_method',
    [
      t('payment-cases', 'buys an offer with 4242 4242 4242 4242, saves the card, and pays again with the saved card'),
      t(
        'buy-time.browser',
        'buys an offer with the 4242 card, saves it, buys again with the saved card and sees the balance grow',
      ),
    ],
    {
      paths: [
        '/user/payment/create_intent',
        '/user/payment/confirm_intent',
        '/user/payment/available_methods',
        '/user/payment/update_save_card',
        '/user/payment/delete_method',
        '/user/payment/create_method',
      ],
      note: 'the cases run against the local gateway (payments-local.e2e) and Stripe (payments-stripe.e2e)',
    },
  ),
  api.y('k7-payment-sdk', "A card payment provider's browser SDK confirms payments.", [
    t(
      'buy-time-stripe.browser',
      "pays with a card typed into Stripe's field, which our server never sees, and shows Stripe's refusal",
    ),
  ]),
  api.y(
    'k7-facilitator-command',
    '/facilitator/run/command (session_id_key, token, command_type, command_value, command_platform, pod_ids)',
    [
      t('commands-run.e2e', 'plays a game on the selected pods of their client'),
      t('commands-input.e2e', 'is taken by /facilitator/run/command and stored as its text, as a form would send it'),
    ],
    { paths: ['/facilitator/run/command'] },
  ),
  api.y(
    'k7-facilitator-pods',
    '/facilitator/pods/list (session_id_key, token, user_id; data.pods)',
    [t('facilitator-pods.e2e', 'gives each pod its lock, whether someone is signed in on it, and its consoles')],
    { paths: ['/facilitator/pods/list'] },
  ),
  api.y(
    'k7-rgb-pallets',
    '/kiosk/rgb_pallets (data.pallets)',
    [t('pods-admin.e2e', 'lists the LED palette for admins and for the kiosk')],
    { paths: ['/kiosk/rgb_pallets'] },
  ),
  api.y(
    'k7-theme-logo',
    '/kiosk/theme_logo',
    [
      t(
        'client-settings-kiosk.e2e',
        'answers the current theme, logo and images at /kiosk/theme_logo and in the next pod session',
      ),
    ],
    { paths: ['/kiosk/theme_logo'] },
  ),
  api.y(
    'k7-get-fe',
    '/system_messages/get_fe',
    [t('system-messages-catalogue.e2e', 'serves the built-in catalogue to anyone')],
    { paths: ['/system_messages/get_fe'] },
  ),
  api.y(
    'k7-session-save',
    '/session/save',
    [t('kiosk-session-calls.e2e', '/session/save without an activity answers the latest and records nothing')],
    { paths: ['/session/save'] },
  ),
  api.y(
    'k7-session-flask',
    '/session/flask',
    [
      t(
        'station-reports.e2e',
        'records the helper going down and coming back once each, and staff see the pod offline meanwhile',
      ),
      t('station-reports.browser', 'tells the server when it loses its helper and when it gets it back'),
    ],
    {
      paths: ['/session/flask'],
      note: 'the spec gives no fields: the kiosk reports its link to its helper (`state` up or down, `message`), recorded on a change; staff see the pod offline with the reason',
    },
  ),
  api.y(
    'k7-activity-update',
    '/session/activity_update; activity log (activity, game_id, guests)',
    [
      t('kiosk-session-calls.e2e', 'records a change of activity with its guests and the signed-in player'),
      t('kiosk-session-calls.e2e', 'records a repeat of the same activity once: the 60 s re-sends are not history'),
    ],
    { paths: ['/session/activity_update'] },
  ),
  api.y(
    'k7-survey-games',
    '/survey/games (session_id_key; data.games, data.last_survey)',
    [
      t(
        'survey-save.e2e',
        'offers the eight built-in upcoming games while the catalogue has none, with posters the kiosk serves',
      ),
    ],
    { paths: ['/survey/games'] },
  ),
  api.y(
    'k7-survey-save',
    '/survey/save (session_id_key, id, step and step fields; data.id)',
    [t('survey-save.e2e', "runs every step on one survey and names the player of the pod's last ended login")],
    { paths: ['/survey/save'] },
  ),
  api.y(
    'k7-orientation-mark',
    '/orientation/mark (session_id_key, session_id, token, type)',
    [t('kiosk-session-login.e2e', 'marks the free orientation seen for this login only, and the user session says so')],
    { paths: ['/orientation/mark'] },
  ),
  api.y(
    'k7-web-logout-log',
    'web logout log (session_id, user_id, pod_id_key, logout_reason)',
    [
      t('station-reports.e2e', "records the reason on the session's stream once, before or after the logout"),
      t('station-reports.browser', "logs the onscreen logout button's reason on the player's session"),
    ],
    { ours: ['POST /session/logout_log'], note: 'the spec gives no path: ours sits beside the other /session/* calls' },
  ),
  api.y(
    'k7-public-ip',
    'a public IP lookup',
    [t('kiosk-behind-proxy.e2e', "answers the public IP lookup with the station's address as the allow-list sees it")],
    { ours: ['GET /kiosk/check/ip'] },
  ),
  api.y(
    'k7-pod-ready',
    'pod-ready signal and poll (success)',
    [
      readyPoll,
      t('kiosk-session-calls.e2e', 'is 1 with no login on the pod, 0 while one is open, 1 again once it ended'),
      t(
        'login-roles.browser',
        'runs the exit survey to the end after a logout, then readies the station for the next player',
      ),
    ],
    { ours: ['GET /kiosk/check/ready'] },
  ),

  live.y(
    'k7-rt-message-send',
    "Channel 'message-send' (event SendMessage; status, message, data.pod, data.user, server_info)",
    [
      t('remote-validate.e2e', "answers the pod's nav name and logo, and tells the pod remote_init"),
      t('kiosk-session-realtime.e2e', "hears the pushes on its own pod's channel"),
    ],
    { ...R, paths: ['message-send'] },
  ),
  live.y(
    'k7-rt-pod-command-login',
    "Channel 'pod-command-login' (pod_ids, command_type 'schedule', start, end, tomorrow, is_closed)",
    [
      t(
        'labs-schedule-push.e2e',
        "sends each pod a schedule command and the kiosk's pod-command-login push when the week is saved",
      ),
    ],
    { ...R, paths: ['pod-command-login'] },
  ),
  live.y(
    'k7-rt-pod-command',
    "Channel 'pod-command' (events above)",
    [t('commands-run.e2e', 'receives the pod-command push')],
    { ...R, paths: ['pod-command'] },
  ),
  live.y(
    'k7-rt-rss',
    'Channel rss-feed-command',
    [
      t(
        'rss-feeds-pods.e2e',
        "fetches a new feed at once and pushes its headlines on 'rss-feed-command' to the lab's pods",
      ),
      t(
        'rss-ticker.browser',
        'shows nothing without headlines, then crawls the headlines a new feed brings, pausing on hover and focus',
      ),
    ],
    { ...R, paths: ['rss-feed-command'] },
  ),
  live.y(
    'k7-rt-admin-pod-command',
    'Channel admin-pod-command',
    [
      t('pod-dashboard.e2e', "pushes a free pod's kiosk a code that redeems an admin session bound to that pod"),
      t('login-roles.browser', "opens the pod's games in the console when an admin-pod-command signs an admin in here"),
    ],
    { ...R, paths: ['admin-pod-command'] },
  ),
  live.y(
    'k7-rt-reservation',
    'Channel reservation-command',
    [
      t('reservations-at-pod.e2e', 'gives a kiosk that subscribes later its reservation as it is now'),
      t(
        'kiosk-ui/test/reservations.browser',
        'logs out the player not on the list at its start, keeps the listed one, and refuses logins',
      ),
    ],
    { ...R, paths: ['reservation-command'] },
  ),
  live.decided(
    'k7-rt-key',
    'The channel uses a host and port; its key is {key}.',
    'one WebSocket on the services origin, signed in by the session token (a kiosk by its session key); no host, port or key of its own',
    [
      t('realtime.e2e', 'delivers a published message to a subscriber and not to a non-subscriber'),
      t('realtime.e2e', 'closes with 4401 Token is Invalid without a token'),
    ],
    R,
  ),
];
