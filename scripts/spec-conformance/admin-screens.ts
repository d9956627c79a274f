// The admin spec's screens and routes.
import { type Entry, section, t } from './entry.ts';

const pub = section('admin-portals.md', '§2 Public entry', 'screen');
const admin = section('admin-portals.md', '§2 Admin area', 'screen');
const podDash = section('admin-portals.md', '§2 Pod dashboard (admin on a pod)', 'screen');
const podGames = section('admin-portals.md', '§2 /admin/pod_games/{xd}', 'screen');
const labs = section('admin-portals.md', '§2 Labs', 'screen');
const pods = section('admin-portals.md', '§2 Pods', 'screen');
const other = section('admin-portals.md', '§2 Games, settings, reservations', 'screen');
const sa = section('admin-portals.md', '§2 Super admin area', 'screen');
const common = section('admin-portals.md', '§2 Common area', 'screen');
const guards = section('admin-portals.md', '§2 Route guards', 'screen');

const launchWait = t(
  'pod-dashboard.browser',
  "waits for its station's game_started after a Launch here, and asks 'Still Here?' with Yes for the live chat when it never comes",
);
const launchHere = t(
  'pod-dashboard.browser',
  'launches a game from /admin/pod_games/xd1 on the selected pod, and its simulator starts it',
);
const usersList = t(
  'users.browser',
  "lists a client admin's own linked users, newest first, searched on Enter, sorted and paged",
);
const userCreate = t(
  'users.browser',
  'creates a player through the form, then sets pro and active and gives and takes comp time',
);

export const adminScreens: readonly Entry[] = [
  pub.y('a2-login', '/admin/login and /admin/mobile-login (email and password, both required)', [
    t('admin-login.browser', "asks for both fields with 'Please fill all required fields'"),
    t('admin-login.browser', 'signs a phone in on its own at /admin/mobile-login'),
  ]),
  pub.y(
    'a2-login-qr',
    "Admin login with no keyboard on the pod shows a QR code to /admin/mobile-login ('Scan the QR code with your Phone to get started')",
    [t('admin-login.browser', 'shows a QR code on a pod without a keyboard, and the phone signs the pod in')],
  ),

  admin.y(
    'a2-admin-area',
    '/admin (roles 3 and 5): bare path goes to the dashboard; role 5 is redirected to the dashboard for any other path',
    [
      t('admin-guards.browser', 'opens each area home from its bare path'),
      t('admin-guards.browser', 'holds a restricted admin (role 5) to the admin dashboard, with Logout only'),
      t('access-rules.unit', 'holds role 5 to the admin dashboard'),
    ],
  ),
  admin.y(
    'a2-dashboard',
    "/admin/dashboard off a pod: 'Dashboard' and 'Welcome Admin!' with buttons to labs, games, settings, reservations, alerts, users, status report and Logout",
    [
      t('admin-login.browser', 'opens /admin/dashboard for a client admin (role 3)'),
      t('reports.browser', 'shows the status report from the dashboard, follows the fleet live, and links each pod'),
    ],
  ),
  admin.y(
    'a2-dashboard-widgets',
    'It can also show an orientation widget or an alerts widget when route params say so.',
    [
      t(
        'dashboard-widgets.browser',
        'shows the orientation with the steps done, and the alerts showing now, at both sizes',
      ),
      t('dashboard-widgets.browser', 'shows no widget unless the query asks for one'),
    ],
    { note: '`?is_orientation=1` and `?is_alerts=1`, the names the player dashboard uses' },
  ),
  admin.y(
    'a2-dashboard-logout',
    "Logout goes to the player logout screen with the reason 'you clicked the onscreen logout button'.",
    [t('admin-login.browser', 'logs out through /admin/logout to the kiosk logout screen with the on-screen reason')],
  ),

  podDash.y(
    'a2-pod-logs',
    'Player Feedback log and Admin Logs, each paged 10 per page; a log entry textarea with "Submit Log Entry for {pod}"',
    [
      t('pod-dashboard.browser', 'writes a log entry for its pod and lists it in Admin Logs, also after a reload'),
      t('pod-logs.e2e', 'pages 10 at a time'),
      t(
        'pod-logs.e2e',
        "lists the players' survey comments on the pod with their emails, skipping surveys without one",
      ),
    ],
  ),
  podDash.y(
    'a2-pod-info',
    'Pod info with XD switches, a volume slider (0 to 50 shown doubled; mute 0, unmute 100) and Toggle Test Audio',
    [
      t(
        'pod-dashboard.browser',
        'turns a platform off and on with its XD switch, sets the volume from the slider, mutes to 0 and unmutes to 100 %, and plays a test tone',
      ),
    ],
    { note: "unmute sets the helper's top, 50, which the slider shows as 100 %" },
  ),
  podDash.y('a2-pod-targets', 'Select Target Gamepods: Select All, per-letter toggles, per-pod toggles', [
    t('pod-dashboard-rules.unit', "selects a letter's pods, and clears them when the letter was selected whole"),
    t('pod-dashboard-rules.unit', 'Select All selects every pod, then none'),
    t('pod-dashboard.browser', 'targets the pods of a letter and reboots them, and warns when no pod is selected'),
  ]),
  podDash.y(
    'a2-pod-buttons',
    'Buttons Change LED, Login, Save Seat, Logout, Launch Xbox, Launch PC, Launch Switch, Launch PS, Reboot; commands need a selected pod (no-pod-selected); a launch needs the platform enabled',
    [
      t('pod-dashboard-rules.unit', 'are Launch Xbox, Launch PC, Launch Switch and Launch PS'),
      t('pod-dashboard-rules.unit', "need the platform's disabled flag false, and count an unknown station as on"),
      t('pod-dashboard.browser', 'targets the pods of a letter and reboots them, and warns when no pod is selected'),
      t(
        'pod-dashboard.browser',
        "saves this pod's seat for the admin and locks the console until their password unlocks it",
      ),
    ],
  ),
  podDash.y(
    'a2-pod-led-login',
    "The pod dashboard's Change LED ('Update LED Settings', Change LED1 / Change LED2) and Login buttons",
    [
      t(
        'pod-dashboard.browser',
        'changes LED1 and LED2 of the selected pod to a colour from Update LED Settings, and warns when no pod is selected',
      ),
      t('pod-dashboard.browser', 'targets the pods of a letter and reboots them, and warns when no pod is selected'),
    ],
  ),
  podDash.y(
    'a2-admin-save-seat',
    "Save Seat screen (admin): 'Seat Saved!', countdown, the admin email, password and Unlock (Enter also unlocks)",
    [
      t(
        'pod-dashboard.browser',
        "saves this pod's seat for the admin and locks the console until their password unlocks it",
      ),
      t('save-seat-model.unit', 'asks for the password before unlocking, and unlocks with it'),
    ],
  ),

  podGames.y(
    'a2-pod-games',
    "/admin/pod_games/{xd}: search, sort, filters, grid, details, Back, play button; 'Please select a game to continue.'; 'Getting your game ready!'; success to the dashboard",
    [
      launchHere,
      t(
        'pod-dashboard.browser',
        'opens its pod games when staff send admin_play_game from another pod, which does not start the game there',
      ),
    ],
  ),
  podGames.y(
    'a2-pod-games-fail',
    "Failure shows 'Still Here? Something went wrong.' with the chat text, or a configured message; a live-chat button is present",
    [launchWait],
  ),
  podGames.y(
    'a2-pod-games-no-xd',
    'Without xd it redirects to the admin dashboard. Layout time of the page 1.5 s and launch handoff delay 1.5 s.',
    [
      t(
        'pod-dashboard.browser',
        'goes to the dashboard without an xd, fades its grid in over 1.5 s, and hands a launch on another pod over to the dashboard 1.5 s after it went out',
      ),
    ],
    {
      note: "the layout time is the grid's fade-in; a launch that starts on this station waits for its game_started instead of the handoff (a2-pod-games-fail)",
    },
  ),

  labs.y(
    'a2-labs',
    "/admin/labs: table ID, Name, Force On, Action (View Pods, Edit Lab); Back To Dashboard, Deploy New Lab; empty 'No labs found at the moment!'",
    [
      t('labs.browser', 'deploys a lab through the form and lists it in /admin/labs'),
      t('labs.browser', 'saves Force On as 1 and 0'),
      t('venue-journey.browser', 'deploys the client, then its admin deploys a lab and a pod that comes online'),
    ],
  ),
  labs.y(
    'a2-labs-deploy',
    '/admin/labs/deploy: the lab form and Deploy; a client admin has the client selector locked to their own client',
    [t('labs.browser', 'deploys a lab through the form and lists it in /admin/labs')],
  ),
  labs.y(
    'a2-lab-edit',
    'Edit lab: the same fields with Update; Lab Schedules; Lab Schedule Overrides with Delete and confirm',
    [
      t('labs.browser', 'edits the lab fields with Update'),
      t('labs.browser', 'saves a schedule, adds overrides and deletes one after its confirm modal'),
    ],
  ),
  labs.y(
    'a2-lab-content',
    'Lab Allowed IPs (CSV upload, Download Sample at /ips-template.csv), Homepage Images, Lab Rss Feeds, Lab API Keys, each with delete and confirm',
    [
      t('labs-content.browser', 'uploads allowed IPs from a CSV and deletes one'),
      t('labs-content.browser', 'uploads home images with a preview and deletes one'),
      t('labs-content.browser', 'creates and deletes an RSS feed'),
      t('labs-content.browser', 'creates an API key, shows it once with a copy button, and deletes it'),
      t('labs-allowed-ips.e2e', 'is public text/csv, downloaded as ips-template.csv, with a header and two addresses'),
    ],
  ),

  pods.y(
    'a2-pods',
    '/admin/labs/{lab_id}/pods (Manage Your Pods): columns Key, Nav, Activity, Connected, Status, Online, Thumbnail, Action; row actions Logout, Reboot, LED Defaults, Edit, Delete; modals',
    [
      t('pods.browser', 'lists the pods with the station online, connected, and its thumbnail'),
      t(
        'pods.browser',
        'sends lockout to the station as pod_disabled, keeps the switch on after a reload, and unlocks',
      ),
      t('pods.browser', 'logs the station out and reboots it from the row actions'),
      t('pods.browser', 'sets the LED defaults from Update LED Settings and lights the station'),
      t('pods.browser', 'deletes a pod only after the confirmation'),
    ],
  ),
  pods.y(
    'a2-pods-deploy',
    '/admin/labs/{lab_id}/pods/deploy: step 1 MAC check, step 2 the form; back to /admin/dashboard without lab_id',
    [
      t('pods-deploy.browser', 'checks the MAC address, deploys a pod, and shows it come online without a reload'),
      t('pods-deploy.browser', 'opens /admin/pods/deploy with a way back to the dashboard'),
    ],
  ),
  pods.y('a2-pod-edit', '/admin/labs/{lab_id}/pods/{pod_id} (Edit Pod); Back goes to the pods list', [
    t('pods-deploy.browser', 'edits a pod, and refuses to save before the pod has loaded'),
  ]),

  other.y('a2-games', 'Manage Your Games (/admin/games): assigned games table, Assign Games modal; empty texts', [
    t(
      'games-assignment.browser',
      'shows both empty texts, assigns two games, lists them and removes one after the confirm',
    ),
  ]),
  other.y(
    'a2-settings',
    'Account Settings (/admin/settings): logo upload, Allowed Domains, Theme Settings and audio upload',
    [
      t('settings.browser', 'adds and deletes allowed domains, with the empty text and the domain error'),
      t('settings.browser', "saves a logo and a theme that the kiosk of the client's station then shows"),
      t('settings.browser', 'saves an MP3, WAV or AAC audio, which is required on save, and removes it'),
    ],
  ),
  other.y(
    'a2-reservations',
    'Reservations: list (10 a page, 3 page links), empty text, delete modal, create and edit forms',
    [
      t(
        'admin-ui/test/reservations.browser',
        'shows the empty list, then makes a reservation through the form with Select All',
      ),
      t(
        'admin-ui/test/reservations.browser',
        'edits a reservation: a lab change clears the pods and the way back restores them',
      ),
      t('admin-ui/test/reservations.browser', 'deletes a reservation through its confirm; No keeps it'),
      t('paging.unit', 'shows at most 3 page links around the current page, inside the first and last'),
    ],
  ),

  sa.y(
    'a2-sa-dashboard',
    '/superadmin (role 4): bare path to the dashboard; buttons to clients, games, users, alerts, system messages, db backups, status report and Logout',
    [
      t('admin-login.browser', 'opens /superadmin/dashboard for a super admin (role 4), with the system status'),
      t('admin-guards.browser', 'opens each area home from its bare path'),
    ],
  ),
  sa.y('a2-sa-clients', "clients: 'Manage Your Clients' with Deploy and View; clients/deploy 'Deploy New Client'", [
    t('clients.browser', 'deploys a client through Deploy New Client, then lists it in Manage Your Clients'),
  ]),
  sa.y('a2-sa-clients-empty', "Manage Your Clients empty text 'No clients found at the moment!'", [
    t('clients-empty.browser', "says 'No clients found at the moment!' while the server has no client"),
  ]),
  sa.y(
    'a2-sa-client',
    'clients/{client_id}: Client (editable), SSO Settings, Labs table with Force On, pods table; empty texts',
    [
      t('clients.browser', 'edits the client fields and its SSO settings, whose fields are required only while active'),
      t('clients.browser', "saves a lab's Force On, and puts the switch back when the server refuses"),
      t('clients.browser', 'deploys a client through Deploy New Client, then lists it in Manage Your Clients'),
    ],
  ),
  sa.y(
    'a2-sa-client-pods',
    "clients/{client_id}/pods/{lab_id}: ID, Key, Nav ID, Seat, Status, Online, Thumbnail; 'Pod Thumbnail' modal",
    [t('clients.browser', "shows a lab's pods, Online and a live thumbnail, and opens the Pod Thumbnail viewer")],
  ),
  sa.y('a2-sa-games', "games: 'Manage Your Games' table, Deploy New Game, Edit Game, delete confirm", [
    t('games-catalogue.browser', 'deploys a game with its poster, edits it, and deletes it after the confirm'),
  ]),
  sa.y('a2-sa-system-messages', 'system_messages: form and list, 7 per page, with sorting', [
    t('system-messages.browser', 'lets a super admin find a built-in text and reword it, 7 per page'),
  ]),
  sa.y(
    'a2-sa-db-backups',
    'db_backups: ID, File Name, Download, Delete, 10 per page, delete confirmation, empty text',
    [t('db-backups.browser', 'lets a super admin back up now, download the archive and delete it after confirming')],
  ),

  common.y(
    'a2-users',
    "users: Back, Create New User, search on Enter, client filter for super admins ('All clients'), sortable, 10 a page, View, empty text, 'Pro', time display",
    [
      usersList,
      t('users.browser', "lets a super admin pick a client, 'All clients' first"),
      t('users-formatters.unit', "shows 'Nh Mm' from an hour up and 'Mm' below it"),
      t('users-formatters.unit', "names a player with pro = 1 'Pro'"),
    ],
  ),
  common.y(
    'a2-users-create-edit',
    "users/create; users/edit/{user_id}: 'Edit User', password note, Update, Linked Client",
    [userCreate, t('users.browser', 'edits the user on its own page, with the password note and the Linked Client')],
  ),
  common.y(
    'a2-user-view',
    'users/view/{user_id}: Active switch, Linked Player (stream, pro), Comp Time, Offer Payments, Game Playing Time, Edit User form',
    [
      userCreate,
      t(
        'offers.browser',
        "shows a super admin every client's offers, and the player's purchases in Offer Payments with a date range",
      ),
      t('users-playing-time.browser', 'lists the play session, filters it by date, and says when there is none'),
    ],
  ),
  common.y(
    'a2-alerts',
    'alerts (Manage Alerts; roles 2, 3 and 4): back link by role, form with live preview, list 7 per page, empty text',
    [
      t(
        'admin-ui/test/alerts.browser',
        'lets a facilitator post an alert with a live preview, and an admin overwrite it after the warning',
      ),
      t(
        'admin-ui/test/alerts.browser',
        "gives a super admin the scope and client pickers; a client's alert window is typed in its venue's zone, the list across venues in the browser's, each labelled",
      ),
    ],
  ),
  common.y(
    'a2-reports',
    'reports/summary and reports/status, tabs linking each other; status filters, refresh every 60 s, pod links by role',
    [
      t('reports.browser', 'shows the status report from the dashboard, follows the fleet live, and links each pod'),
      t('reports.browser', 'refreshes the status report every 60 s when no push comes'),
      t('reports.browser', 'shows the activity report with its charts and tables ($<size>)'),
    ],
  ),

  guards.y(
    'a2-guards',
    "Each area's roles; an unauthorised person goes to '/' or /admin/login and the session is cleared; lacking role_id to /admin/login; otherwise 'You don't have permissions to access this area'",
    [
      t(
        'admin-guards.browser',
        'sends a signed-out visitor to /admin/login (admin, super admin) or the kiosk (common)',
      ),
      t('admin-guards.browser', 'lets each role into its areas only, with the permission message elsewhere'),
      t('admin-guards.browser', 'clears a stored session lacking role_id and opens /admin/login'),
      t(
        'access-rules.unit',
        'admits roles 3 and 5 to the admin area, 4 to the super admin area, 3 and 4 to the common area (alerts and live chat also 2)',
      ),
    ],
  ),
];
