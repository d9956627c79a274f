// The admin spec's behaviours: states and transitions, validation, roles, errors and limits.
import { type Entry, section, t } from './entry.ts';

const st = section('admin-portals.md', '§4 States and transitions', 'behaviour');
const valid = section('admin-portals.md', '§5 Validation rules', 'behaviour');
const roles = section('admin-portals.md', '§6 Roles and permissions', 'behaviour');
const errors = section('admin-portals.md', '§8 The error catalogue', 'behaviour');
const limits = section('admin-portals.md', '§9 Business constants and limits', 'behaviour');

const launchWait = t(
  'pod-dashboard.browser',
  "waits for its station's game_started after a Launch here, and asks 'Still Here?' with Yes for the live chat when it never comes",
);
const alertsOverwrite = t(
  'admin-ui/test/alerts.browser',
  'lets a facilitator post an alert with a live preview, and an admin overwrite it after the warning',
);

export const adminBehaviours: readonly Entry[] = [
  st.y(
    'a4-login-outcome',
    'Role 3 goes to /admin/dashboard, role 4 to /superadmin/dashboard, any other role an error. Mobile admin login on a pod only when production and no session exists yet.',
    [
      t('admin-login.browser', 'opens /admin/dashboard for a client admin (role 3)'),
      t('admin-login.browser', 'opens /superadmin/dashboard for a super admin (role 4), with the system status'),
      t(
        'admin-login.browser',
        'refuses players, facilitators and restricted admins (roles 1, 2, 5) and stores nothing',
      ),
      t('admin-login.browser', 'shows a QR code on a pod without a keyboard, and the phone signs the pod in'),
    ],
  ),
  st.y(
    'a4-lock-switch',
    'Lock switch on sends lockout, off sends unlockout; the pod list reloads and the local device service is told the pod is disabled (yes or no)',
    [
      t(
        'pods.browser',
        'sends lockout to the station as pod_disabled, keeps the switch on after a reload, and unlocks',
      ),
      t('local-device-calls.unit', 'says disabled yes when the lock switch turns on, no when it turns off'),
      t(
        'station-deploy.browser',
        "tells the station's helper when its own pod is locked out and unlocked, and not for another pod",
      ),
    ],
  ),
  st.decided(
    'a4-seat-status',
    'Seat status values: ACTIVE, INACTIVE, DE-REGISTERED. Transition rules not shown.',
    'the seat is a field of the pod form with these three values; with no rules given, nothing acts on it',
    [t('pods-rules.unit', 'reads a saved pod back into the form unchanged')],
  ),
  st.y(
    'a4-icons',
    'Connected icon: check unless MISSING or IDLE; red cross if MISSING. Online icon: green if online equals 1, else red cross with the message as tooltip.',
    [
      t('pods-rules.unit', 'shows Connected as a check unless the activity is MISSING (red cross) or IDLE (neither)'),
      t('pods-rules.unit', 'shows Online green only when online equals 1, else a red cross named by the message'),
    ],
  ),
  st.y(
    'a4-session-active',
    'Session active when session_status is 1 or 2 and up_time is 5 or less; otherwise MISSING.',
    [
      t('pods-rules.unit', 'is active for status 1 or 2 with up_time 5 or less, else MISSING'),
      t(
        'pods-who-is-on.e2e',
        'names the player signed in on the pod, with session status 2, in Manage Your Pods, Manage Event and the status report',
      ),
      t('pods.browser', 'names the player signed in on a pod, and nobody once they log out'),
    ],
  ),
  st.y(
    'a4-thumbnail',
    'Thumbnail shows only if screenshot age is 0 to 60; otherwise its message. Clicking opens a viewer refreshing every 8 s until closed.',
    [
      t('pods-rules.unit', 'shows a thumbnail only while the screenshot is 0 to 60 s old'),
      t('clients.browser', "shows a lab's pods, Online and a live thumbnail, and opens the Pod Thumbnail viewer"),
    ],
  ),
  st.y('a4-pod-list-poll', 'Pod list polls every 30 s while open, with no overlapping calls.', [
    t(
      'resource-and-toasts.unit',
      'loads at once, then 30 s after each load ends, never while one runs, and not after stop',
    ),
  ]),
  st.y(
    'a4-pod-deploy',
    'MAC check: existing pod_details (warning, prefilled) or none (not-exist warning); pod type sets with_keyboard (0 for gp_arc, gp_duo); after deploy or edit the local device service is told pod id and type',
    [
      t('pods-admin.e2e', 'answers the MAC check with null and the not-exist key for a new MAC'),
      t('pods-admin.e2e', 'finds a deployed pod by its MAC in any notation, with its form fields'),
      t('pods-rules.unit', 'sets with_keyboard to 0 for gp_arc and gp_duo, and to 1 for any other type'),
      t(
        'station-deploy.browser',
        'gives the undeployed station its key and type from the deploy form, and its kiosk starts',
      ),
    ],
  ),
  st.y(
    'a4-game-selection',
    'Only local games can be selected or deleted; non-local show a lock; already assigned games show checked.',
    [
      t(
        'games-assignment.e2e',
        'marks the catalogue for a client: local games selectable, cloud and survey-only locked',
      ),
      t(
        'games-assignment.browser',
        'assigns a game to one lab only, and marks what the lab already has through the venue',
      ),
    ],
  ),
  st.y(
    'a4-force-on',
    'Lab Force On sent as 1/0; on failure the switch reverts. Client is_active and sso_active sent as 1/0.',
    [
      t('labs.browser', 'saves Force On as 1 and 0'),
      t('clients.browser', "saves a lab's Force On, and puts the switch back when the server refuses"),
    ],
  ),
  st.y(
    'a4-game',
    'Game status active, inactive, down, expired (default active); type local or cloud; platforms sent comma-joined',
    [
      t(
        'games-decider.unit',
        'reads the Deploy Game form into a game: platforms in catalogue order, dates as ISO, sizes as GB',
      ),
      t('games-decider.unit', 'refuses an ESRB rating, genre, type or status outside the catalogue'),
    ],
  ),
  st.y(
    'a4-admin-play',
    'Admin play game: init shows the preparing screen; success goes to the admin dashboard; fail shows the error panel.',
    [
      t(
        'pod-dashboard.browser',
        'launches a game from /admin/pod_games/xd1 on the selected pod, and its simulator starts it',
      ),
      launchWait,
    ],
  ),
  st.y(
    'a4-pod-commands',
    'Pod commands received by a pod: admin_play_game opens pod games, save_seat opens save-seat mode, reboot and logout log out, led1_lock and led2_lock set the LEDs',
    [
      t('console-on-station.unit', 'logs out on a logout or reboot command, and on no other'),
      t(
        'console-on-station.unit',
        "opens the pod games for admin_play_game's platform, and no page for other commands",
      ),
      t(
        'pod-dashboard.browser',
        'opens its pod games when staff send admin_play_game from another pod, which does not start the game there',
      ),
      t('command-plan.unit', 'unlocks an LED before changing it, and locks it again for the _lock commands'),
    ],
  ),
  st.y(
    'a4-admin-command-login',
    'A realtime admin command can log an admin into a pod (only when no user is logged in) and open the pod games screen or the dashboard.',
    [
      t('pod-dashboard.e2e', "pushes a free pod's kiosk a code that redeems an admin session bound to that pod"),
      t(
        'pod-dashboard.e2e',
        "opens the pod's games when asked: the redeemed session names the console page, and nothing else is accepted",
      ),
      t('pod-dashboard.e2e', 'leaves a pod where a player is signed in alone: occupied, and nothing pushed'),
    ],
  ),
  st.y(
    'a4-save-seat',
    "Save seat (admin): 1-hour timer, 15 s ticks, at 0 logout 'Save seat expired'; a successful unlock clears it",
    [
      t('seat-decider.unit', 'given a free seat, when an admin saves it, then it is held 1 hour'),
      t(
        'pod-dashboard.browser',
        "saves this pod's seat for the admin and locks the console until their password unlocks it",
      ),
      t('save-seat-model.unit', 'forgets the seat and runs the expiry once the countdown reaches 0'),
    ],
  ),
  st.y('a4-seat-selects-pod', 'On dashboard load an active save seat selects only the current pod.', [
    t(
      'pod-dashboard.browser',
      "saves this pod's seat for the admin and locks the console until their password unlocks it",
    ),
  ]),
  st.y(
    'a4-physical-logout',
    "Physical logout poll every 2 s: 'button' gives 'You pushed the physical logout button'; 'seat' gives 'You left your seat for more than 30 seconds'",
    [
      t('console-on-station.unit', "logs out on the physical button and the seat sensor, each with the kiosk's reason"),
      t(
        'pod-dashboard.browser',
        "is logged out by its station's physical logout button, through the kiosk's logout screen, which logs the logout",
      ),
    ],
  ),
  st.y(
    'a4-idle',
    'Idle after 30 s of no input while no user is logged in (checked every 2 s); a logged-in player is never idle',
    [
      t('station-helper-rules.unit', 'turns idle after 30 s without input while nobody is signed in'),
      t('station-helper-rules.unit', 'never while someone is signed in, and only once until input resets it'),
    ],
  ),
  st.y(
    'a4-asleep',
    'Asleep is decided by a server check. On activity the flags reset and the last activity is re-sent; activity is pushed every 60 s.',
    [
      t(
        'station-reports.e2e',
        'turns an idle pod asleep once it stayed idle for the configured time, and wakes on input',
      ),
      t('station-reports.browser', 'turns idle by its own rule, asleep by the server check, and wakes on a touch'),
      t(
        'login-roles.browser',
        'pushes its last activity again every 60 s, and again on the first key after it went idle',
      ),
    ],
    { note: "the station's kiosk page reports the pod's activity, whoever is signed in" },
  ),
  st.y(
    'a4-reservation',
    "Reservation countdown: warnings from 10800 s before; not listed logged out with 'This Gamepod has a reservation for {start_time}'; at the end 'The reservation time has ended.'",
    [
      t(
        'reservations-at-pod.e2e',
        'shows its pods the upcoming banner, starts with the logouts the list says, refuses logins, and ends',
      ),
      t(
        'kiosk-ui/test/reservations.browser',
        'logs out the player not on the list at its start, keeps the listed one, and refuses logins',
      ),
    ],
    { note: 'services time the start and end (no 5 s tick in local storage): see k4-reservation-tick' },
  ),
  st.y(
    'a4-buttons-panel',
    "Pod buttons panel on when a 2 s poll returns 2, 3 or 4; title 'Buttons'; guide image, Return to Menu, Logout Now, volume with mute/unmute (unmute 50 here), Dome toggle",
    [
      t(
        'observe.unit',
        'records the buttons panel mode (2, 3 or 4; anything else is off) and the dome, without an event',
      ),
      t(
        'buttons-panel.browser',
        'shows the guide, volume and Dome toggle in mode 4, then Return to Menu and Logout Now',
      ),
      t('command-plan.unit', 'mutes to 0 and unmutes to the 100% level (50 on the helper scale)'),
    ],
  ),
  st.y(
    'a4-user-switches',
    'User switches (active, stream, pro) save immediately and reload the user from the response',
    [
      t('admin-users-switches.e2e', "saves a player's stream and pro switches and replies with the refreshed user"),
      t('users.browser', 'creates a player through the form, then sets pro and active and gives and takes comp time'),
    ],
  ),
  st.y(
    'a4-alerts-form',
    'Alerts form: create (Save) versus edit (Update); Cancel resets with start now and scope global. Enable toggles by click.',
    [
      alertsOverwrite,
      t(
        'admin-ui/test/alerts.browser',
        "gives a super admin the scope and client pickers; a client's alert window is typed in its venue's zone, the list across venues in the browser's, each labelled",
      ),
    ],
  ),
  st.y('a4-report-interval', 'Reports interval: today, lastweek, lastmonth or custom.', [
    t('reports.e2e', 'reads today, the last 7 days and the last 30 days from midnight in the user time zone'),
    t('reports.browser', 'asks for the custom interval, then exports the report as PDF pages and a table as CSV'),
  ]),
  st.y(
    'a4-reservation-forms',
    'Reservation forms: create resets after success; edit reloads; a lab change clears the selection, back restores the original pods; Select All syncs',
    [
      t(
        'admin-ui/test/reservations.browser',
        'shows the empty list, then makes a reservation through the form with Select All',
      ),
      t(
        'admin-ui/test/reservations.browser',
        'edits a reservation: a lab change clears the pods and the way back restores them',
      ),
    ],
  ),
  st.y(
    'a4-session-expiry',
    "Session expiry: on auth errors a web logout, then logout with 'Your session expired!'; a network error clears local data, shows 'Cloud server disconnected, logging out' for 3 s, then reloads",
    [
      t('session-gone.unit', "is each of the spec's token and session texts, as a 401 or 400"),
      t('admin-guards.browser', "logs out when the server answers 'Token is Invalid' (the session ended already)"),
      t(
        'player-session.browser',
        'says "Cloud server disconnected, logging out" and starts over when the cloud stays away',
      ),
    ],
  ),
  st.y(
    'a4-banners',
    'Banners vanish after 4 s on lab sections and 5 s in the header.',
    [
      t('labs-content.browser', "hides a section's banner 4 s after it shows"),
      t('resource-and-toasts.unit', 'last 5 s'),
    ],
    { note: "the header's banners are the toasts under the console's bar" },
  ),

  valid.y('a5-admin-login', "Admin login: email and password required, else 'Please fill all required fields'.", [
    t('admin-login.browser', "asks for both fields with 'Please fill all required fields'"),
  ]),
  valid.y('a5-log-entry', 'Log entry: comment required.', [
    t('pod-logs.e2e', 'refuses bad input naming the field, and appends nothing'),
  ]),
  valid.y(
    'a5-lab',
    'Lab form required fields; schedule end required only with a start (mask ##:## AA); override date mm/dd/yyyy',
    [
      t('labs-forms.unit', 'refuses blank required text, a non-US zone and a ZIP that is not one, naming the field'),
      t('labs-forms.unit', 'requires a day’s end only when its start is set, and the end after the start'),
      t('labs-forms.unit', 'refuses times outside the mask ##:## AA, naming the field'),
      t('labs-forms.unit', 'allows a closed day with no times, and refuses impossible dates and lone times'),
    ],
  ),
  valid.decided(
    'a5-thursday',
    'The Thursday start is marked required (probably a defect).',
    'not copied: every day follows the same rule, its end required only when its start is set',
    [t('labs-forms.unit', 'requires a day’s end only when its start is set, and the end after the start')],
  ),
  valid.y(
    'a5-uploads',
    'Uploads: csv_file required (text/csv); homeimage required (image/*). RSS feed: title, url, expire time required. API key: name required.',
    [
      t('labs-allowed-ips.e2e', 'when the file is a PNG, not CSV'),
      t('labs-content-api.e2e', 'when the form has no file'),
      t('labs-content-api.e2e', 'need a name (400 on api_key_name, appending nothing)'),
    ],
  ),
  valid.y(
    'a5-pod',
    'Pod deploy/edit: required fields; editing before the pod has loaded gives admin-pod-invalid-error; an empty MAC check gives admin-pod-mac-address-warning',
    [
      t('pods-rules.unit', 'requires ip_address, mac_address, client_id, lab_id, pod_type_id, nav_id and seat'),
      t('pods-admin.e2e', 'refuses an empty MAC with admin-pod-mac-address-warning'),
      t('pods-deploy.browser', 'edits a pod, and refuses to save before the pod has loaded'),
    ],
  ),
  valid.y(
    'a5-settings',
    'Settings: logo type and 3,000,000 bytes; domain required; colours hex; audio mp3, wav, aac required on save',
    [
      t('settings-rules.unit', 'refuses another type with admin-setting-logo-format-error, before its size'),
      t('settings-rules.unit', 'refuses a logo over 3,000,000 bytes with admin-setting-logo-size-error'),
      t('settings-rules.unit', 'are #rgb or #rrggbb in any case'),
      t(
        'domains-access.e2e',
        'answers bad input 400 naming the field (admin-setting-domain-error for the domain), appending nothing',
      ),
      t('settings.browser', 'saves an MP3, WAV or AAC audio, which is required on save, and removes it'),
    ],
  ),
  valid.y(
    'a5-client',
    'Client edit: name, email, phone required. SSO form: active required; entity, login, logout, certs only when active. Deploy client: first_name, email, phone.',
    [
      t('clients.browser', 'edits the client fields and its SSO settings, whose fields are required only while active'),
      t(
        'clients-decider.unit',
        'refuse a blank first name, a phone that is not one and an impossible date of birth, naming the field',
      ),
    ],
  ),
  valid.y(
    'a5-game',
    'Deploy game: required fields; released 10 characters; expired optional but 10; install_size numeric, no negatives or separators; edit: image optional',
    [
      t('games-decider.unit', 'answers a missing required field with the required-fields message naming it'),
      t(
        'games-decider.unit',
        'takes install_size as optional, numeric with decimals, never negative or with a thousands separator',
      ),
      t('games-decider.unit', 'updates the fields and keeps the poster when none is sent'),
    ],
  ),
  valid.y(
    'a5-users',
    "Create and edit user: role, email, passwords (min 8, match); client unless a super admin creates 3 or 4; name, dob, phone by role; 'Please fill all required fields'",
    [
      t('users-formatters.unit', 'asks everything of a new player, and a client admin for no client'),
      t('users-formatters.unit', 'asks a new facilitator or restricted admin for no name, birth date or phone'),
      t(
        'users-formatters.unit',
        'reports empty required fields, then short passwords, mismatches and malformed dates and phones',
      ),
      t('admin-users-forms.e2e', 'needs only client, email and passwords for facilitators and restricted admins'),
    ],
  ),
  valid.y('a5-comp-time', "Comp time: minutes required, at most 8 digits; 'Please fill all required fields'.", [
    t('admin-users-switches.e2e', 'takes up to 8 digits of minutes'),
  ]),
  valid.y(
    'a5-alert',
    'Alert: text_head, type, enable required; scope for a super admin; clients or labs by scope; dates only when all four are filled',
    [
      t('alert-form.unit', 'requires text_head, type and enable, and of a super admin the scope'),
      t('alert-form.unit', 'takes a window only with both ends, the end after the start, read in the user’s time zone'),
    ],
  ),
  valid.y('a5-system-message', "System message: text_head, type, msg_key required ('generic-required-message').", [
    t(
      'system-messages-decider.unit',
      'requires text_head, type and msg_key with generic-required-message, and a lower-case key',
    ),
  ]),
  valid.y(
    'a5-reports',
    "Status report: interval required, a non-super-admin's client forced to their own; custom report dates and times required",
    [
      t('reports.e2e', "answers 'Please fill all required fields' or names the bad field, for both reports"),
      t(
        'reports.e2e',
        "holds a client admin to their own client, whichever client they name, and refuses another client's lab",
      ),
    ],
  ),
  valid.y(
    'a5-reservation',
    'Reservation: every field required (at least one pod); generic-required-message; MM/DD/YYYY and HH:mm AM/PM',
    [
      t('reservation-form-rules.unit', 'marks every empty field of an empty form as required'),
      t(
        'reservations-bad-input.e2e',
        "answers 'Please fill all required fields' naming the first one missing, saving nothing",
      ),
      t('reservation-form.unit', "writes dates as 'MM/DD/YYYY' and times as 'hh:mm AM/PM'"),
    ],
  ),
  valid.y('a5-pod-games', "Admin pod-games launch needs a selected game ('Please select a game to continue.').", [
    t(
      'pod-dashboard.browser',
      'launches a game from /admin/pod_games/xd1 on the selected pod, and its simulator starts it',
    ),
  ]),

  roles.y('a6-reach', 'Roles 1-5 and their reach; the admin login form accepts only roles 3 and 4', [
    t(
      'access-rules.unit',
      'admits roles 3 and 5 to the admin area, 4 to the super admin area, 3 and 4 to the common area (alerts and live chat also 2)',
    ),
    t('user-login-rules.unit', 'takes roles 3 and 4 and tells everyone else they lack permission'),
  ]),
  roles.y(
    'a6-super-admin',
    'Super admin picks a client for user forms, alerts and reports; manages system messages and DB backups; toggles admin_mode; views every client',
    [
      t('users.browser', "lets a super admin pick a client, 'All clients' first"),
      t('reports.e2e', "gives a super admin every client, or the one they pick ('All clients' by default)"),
      t('system-messages-admin.e2e', 'is for super admins only: anyone else is refused and nothing is appended'),
      t('db-backups-admin.e2e', 'is for super admins only: anyone else is refused and nothing is appended'),
    ],
  ),
  roles.y(
    'a6-client-admin',
    'Client admin: client forced to own client; selector locked on pod and lab forms; manages users of own client only',
    [
      t('tenant.unit', 'holds a client admin to their own client whatever they ask for'),
      t('labs-api.e2e', "by a client admin, puts it on the admin's own client whatever client_id says"),
      t(
        'admin-users-forms.e2e',
        "puts a client admin's users on their own client, and refuses them a super admin (403)",
      ),
    ],
  ),
  roles.y(
    'a6-alerts',
    "Alerts: a facilitator edits or deletes only own alerts ('You can't edit this alert, contact:' 'Admin or {email}'); an admin gets 'Editing this alert will overwrite it...' with 'Last edit by: {email}' and may proceed",
    [
      t(
        'alerts-decider.unit',
        "given a facilitator's alert, when another facilitator edits or deletes it, then 'You can't … contact:' with 'Admin or {email}'",
      ),
      t(
        'alerts-decider.unit',
        "given a facilitator's alert, when a client admin edits it without going on, then the warning with 'Last edit by: {email}'",
      ),
      alertsOverwrite,
    ],
  ),
  roles.decided(
    'a6-production',
    'Realtime pod commands act only when server info says production and the pod id is in the list.',
    'each pod hears only its own channel, so the server decides which pods a command reaches; see k4-remote-production',
    [t('kiosk-session-realtime.e2e', "may not subscribe another pod's, its client's, its lab's or any user's channel")],
  ),
  roles.decided(
    'a6-server-side',
    'Server-side permission enforcement: not shown. All calls carry the session token.',
    'every call checks the session and its role and client on the server, and refuses with 401/403 appending nothing',
    [
      t('auth.e2e', 'rejects a request without a token: 401 Token is Invalid, before looking at the body'),
      t('tenant.unit', 'lets a super admin act on any client and a client admin only on their own'),
    ],
  ),

  errors.y(
    'a8-status-false',
    'A status false message shows as an error toast or banner; a system message looked up by msg_key replaces the text when one exists',
    [
      t(
        'system-messages-admin.e2e',
        'rewords a built-in text for get_fe and every running kiosk, and keeps the built-in one beside it',
      ),
      t('resource-and-toasts.unit', 'replace an identical toast rather than stacking it, and show at most three'),
    ],
  ),
  errors.y(
    'a8-keys',
    'Message keys admin-pod-mac-address-warning, admin-pod-exist-warning, admin-pod-not-exist-warning, admin-pod-invalid-error, admin-setting-*; no-pod-selected; saveseat-invalid-error-message',
    [
      t(
        'system-messages-catalogue.e2e',
        'holds every key the kiosk looks up and the contract names, once, with a known type',
      ),
      t('pods-admin.e2e', "refuses a pod_id_key that is not the pod's with admin-pod-invalid-error"),
      t('commands-input.e2e', "answers 400 'no-pod-selected' whatever the other fields hold, and appends nothing"),
    ],
  ),
  errors.y(
    'a8-logout',
    "Logout treats 'Token is Expired' and 'Token is Invalid' as success; player-call auth errors cause web logout and 'Your session expired!'",
    [
      t('admin-guards.browser', "logs out when the server answers 'Token is Invalid' (the session ended already)"),
      t('session-gone.unit', "is each of the spec's token and session texts, as a 401 or 400"),
    ],
  ),
  errors.y(
    'a8-launch-failure',
    "Launch failure: 'Still Here? Something went wrong.' with the chat text; a variant 'Still Here? Something must have gone wrong--please start a chat with us!' with a Yes button",
    [launchWait],
  ),
  errors.y(
    'a8-empty-tables',
    'Empty-table texts of every list',
    [
      t('labs-content.browser', 'creates and deletes an RSS feed'),
      t(
        'games-assignment.browser',
        'shows both empty texts, assigns two games, lists them and removes one after the confirm',
      ),
      t('settings.browser', 'adds and deletes allowed domains, with the empty text and the domain error'),
      t('venue-journey.browser', 'deploys the client, then its admin deploys a lab and a pod that comes online'),
      t('users-playing-time.browser', 'lists the play session, filters it by date, and says when there is none'),
      t(
        'admin-ui/test/reservations.browser',
        'shows the empty list, then makes a reservation through the form with Select All',
      ),
    ],
    {
      note: "'No messages found at the moment!' is not shown by a test; 'No clients found at the moment!' is (a2-sa-clients-empty)",
    },
  ),
  errors.y('a8-confirmations', 'Confirmations: delete pod, game, reservation, comp time, backup', [
    t('pods.browser', 'deletes a pod only after the confirmation'),
    t('games-catalogue.browser', 'deploys a game with its poster, edits it, and deletes it after the confirm'),
    t('admin-ui/test/reservations.browser', 'deletes a reservation through its confirm; No keeps it'),
    t('db-backups.browser', 'lets a super admin back up now, download the archive and delete it after confirming'),
    t('pending-delete.unit', 'asks about a row, deletes it once on Yes, and closes the question when done'),
  ]),

  limits.y('a9-polls', 'Polls: pod list 30 s; screenshot 8 s; status report 60 s', [
    t(
      'resource-and-toasts.unit',
      'loads at once, then 30 s after each load ends, never while one runs, and not after stop',
    ),
    t('reports.browser', 'refreshes the status report every 60 s when no push comes'),
    t('clients.browser', "shows a lab's pods, Online and a live thumbnail, and opens the Pod Thumbnail viewer"),
  ]),
  limits.y(
    'a9-page-sizes',
    'Page sizes: feedback, logs, payments, activities, backups, users, reservations 10; alerts and messages 7; 3 page links',
    [
      t('pod-logs.e2e', 'pages 10 at a time'),
      t(
        'admin-users-list.e2e',
        "gives a client admin their client's 23 users, 10 a page, newest first, with the footer text",
      ),
      t('alerts-manage.e2e', 'pages 7 at a time, newest window first, with the status text'),
      t('paging.unit', 'shows at most 3 page links around the current page, inside the first and last'),
    ],
  ),
  limits.y(
    'a9-theme-defaults',
    'Default theme colours: primary #f48226, accent #496e9c, gradient #03244d, hover #191919.',
    [t('client-settings-api.e2e', 'start with no logo, no audio and the default colours')],
  ),
  limits.y(
    'a9-time-display',
    "Time display 'Xh Ym', '0m' when empty, minutes rounded up; a pod is missing if up_time exceeds 5",
    [
      t('users-formatters.unit', "shows '0m' when there is no time"),
      t('users-formatters.unit', 'rounds a part of a minute up'),
      t('pods-rules.unit', 'is active for status 1 or 2 with up_time 5 or less, else MISSING'),
    ],
  ),
  limits.y('a9-pdf', 'PDF export page 15x15 inches, file named after the interval.', [
    t('reports.browser', 'asks for the custom interval, then exports the report as PDF pages and a table as CSV'),
  ]),
];
