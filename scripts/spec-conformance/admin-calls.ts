// The admin spec's calls: the admin API, the common calls, the pod-device calls and realtime.
import { type Entry, section, t } from './entry.ts';

const login = section('admin-portals.md', '§7 Admin login/session', 'call');
const kiosk = section('admin-portals.md', '§7 Kiosk management', 'call');
const other = section('admin-portals.md', '§7 Other admin', 'call');
const common = section('admin-portals.md', '§7 Common', 'call');
const purpose = section('admin-portals.md', '§7 Payloads by purpose', 'call');
const device = section('admin-portals.md', '§7 Local pod-device calls', 'call');
const live = section('admin-portals.md', '§7 Realtime channels', 'call');
const A = (...paths: string[]) => ({ paths: paths.map((p) => `/admin/kiosk/${p}`) });

const activityUpdate = t(
  'kiosk-session-calls.e2e',
  'records a change of activity with its guests and the signed-in player',
);

export const adminCalls: readonly Entry[] = [
  login.y(
    'a7-admin-login',
    'POST /admin/login (username, password, login_type)',
    [
      t(
        'user-admin-login.e2e',
        'takes client admins and super admins with an admin session bound to no pod; logout ends it',
      ),
      t('user-admin-login.e2e', 'takes the email as email too, and refuses a username and an email that disagree'),
      t('admin-login.browser', 'opens /admin/dashboard for a client admin (role 3)'),
    ],
    { paths: ['/admin/login'] },
  ),
  login.y(
    'a7-admin-logout',
    'POST /admin/logout; logout payload: token',
    [
      t(
        'user-admin-login.e2e',
        'takes client admins and super admins with an admin session bound to no pod; logout ends it',
      ),
      t('admin-login.browser', 'logs out through /admin/logout to the kiosk logout screen with the on-screen reason'),
    ],
    { paths: ['/admin/logout'] },
  ),
  login.y(
    'a7-login-admin-mode',
    '/user/login_admin and /user/login_admin_mode (admin login by session key)',
    [t('user-admin-login.e2e', "gives the pod's client admin and a super admin an admin session on the pod")],
    { paths: ['/user/login_admin', '/user/login_admin_mode'] },
  ),
  login.y('a7-logout-activity', 'A logout activity log is sent.', [
    t(
      'pod-dashboard.browser',
      "is logged out by its station's physical logout button, through the kiosk's logout screen, which logs the logout",
    ),
  ]),
  login.y(
    'a7-admin-activity-report',
    'An admin activity report is sent on header load.',
    [
      t(
        'dashboard-widgets.browser',
        "records the pod's activity as admin, with the admin, when the header loads on a pod",
      ),
    ],
    { note: 'on a pod only: off a pod there is no pod whose activity it would be' },
  ),

  kiosk.y(
    'a7-labs',
    'labs (client_id; data.labs)',
    [
      t(
        'labs-api.e2e',
        'lists it at once and shows its form with an empty schedule and no overrides, IPs, feeds or keys',
      ),
      t('labs.browser', 'deploys a lab through the form and lists it in /admin/labs'),
    ],
    A('labs'),
  ),
  kiosk.y(
    'a7-pods',
    'pods (client_id, lab_id and pod_session; data.pods and letters)',
    [
      t('pods-admin.e2e', 'deploys a pod with a fresh GP- key, and the list shows it with its nav licence'),
      t('pods-admin.e2e', 'lists the letters of the lab sorted and once each'),
      t('pods.browser', 'lists the pods with the station online, connected, and its thumbnail'),
    ],
    { ...A('pods'), note: '`pod_session` is taken and not needed' },
  ),
  kiosk.y(
    'a7-clients',
    'clients (data.clients: id, value)',
    [
      t('clients-api.e2e', 'lists it at once, with every field, 24 navs, no SSO and no labs'),
      t('clients.browser', 'deploys a client through Deploy New Client, then lists it in Manage Your Clients'),
    ],
    A('clients'),
  ),
  kiosk.y(
    'a7-navs',
    'navs (client_id; data.navs)',
    [t('clients-api.e2e', 'come in seat order with their letter, and a client admin always gets their own')],
    A('navs'),
  ),
  kiosk.y('a7-pods-type', 'pods_type (data.pod_types)', [t('pods-admin.e2e', 'lists the pod types')], A('pods_type')),
  kiosk.y(
    'a7-domains',
    'domains (add, delete)',
    [
      t('domains-access.e2e', 'adds a domain (lowercased, no @), lists it, and deletes it'),
      t('settings.browser', 'adds and deletes allowed domains, with the empty text and the domain error'),
    ],
    A('domains', 'domains/add', 'domains/delete'),
  ),
  kiosk.y(
    'a7-users',
    'users (client_id, length, page, search, sort_by, sort_type)',
    [
      t(
        'admin-users-list.e2e',
        "gives a client admin their client's 23 users, 10 a page, newest first, with the footer text",
      ),
    ],
    A('users'),
  ),
  kiosk.y(
    'a7-users-save',
    'users/save (create user; update user: edit_id and form)',
    [
      t('admin-users-forms.e2e', 'creates a player with every field and replies with the user'),
      t('spec-calls-admin.e2e', 'edits the user named by edit_id, as /users/update does'),
    ],
    A('users/save'),
  ),
  kiosk.y(
    'a7-users-edit',
    'users/edit (user_id; user, player, client, timecomps, extra)',
    [
      t(
        'admin-users-forms.e2e',
        'gives a player with their player block, client, comp times and the roles the caller may give',
      ),
      t(
        'spec-calls-admin.e2e',
        'gives the player first_name, email, phone, dob and remaining_time, and clientuser.client.email',
      ),
    ],
    A('users/edit'),
  ),
  kiosk.y(
    'a7-users-switches',
    'users/update_switches (user_id, type, value, tbl; refreshed user)',
    [t('admin-users-switches.e2e', "saves a player's stream and pro switches and replies with the refreshed user")],
    A('users/update_switches'),
  ),
  kiosk.y(
    'a7-comp-time',
    'users/add_comp_time, delete_comp_time',
    [
      t(
        'admin-users-switches.e2e',
        "adds to and takes from the player's balance in a paid lab (and shows it in a free one)",
      ),
      t('users.browser', 'creates a player through the form, then sets pro and active and gives and takes comp time'),
    ],
    A('users/add_comp_time', 'users/delete_comp_time'),
  ),
  kiosk.y(
    'a7-roles',
    'roles (data.roles)',
    [t('admin-users-list.e2e', 'gives a super admin all five roles and a client admin all but super admin')],
    A('roles'),
  ),
  kiosk.y(
    'a7-games-list',
    'games_list (client_id, 0 for all; data.games)',
    [
      t('games-assignment.e2e', 'lists the whole catalogue for client 0, paged by name'),
      t(
        'games-assignment.e2e',
        'marks the catalogue for a client: local games selectable, cloud and survey-only locked',
      ),
    ],
    A('games_list'),
  ),
  kiosk.y(
    'a7-gameids',
    'add_gameids, del_gameids (mode, client_id, lab_id, pod_id, game_ids[])',
    [
      t('games-assignment.e2e', "assigns to a client admin's own client, shows it assigned, and takes it back"),
      t('games-assignment.e2e', 'assigns to a lab and to a pod; the pod sees the lab’s as locked, assigned above it'),
    ],
    A('add_gameids', 'del_gameids'),
  ),
  kiosk.y(
    'a7-deploy-lab',
    'deployment/lab (form fields)',
    [
      t('labs-api.e2e', "by a client admin, puts it on the admin's own client whatever client_id says"),
      t('labs.browser', 'deploys a lab through the form and lists it in /admin/labs'),
    ],
    A('deployment/lab'),
  ),
  kiosk.y(
    'a7-lab-schedule',
    'lab_schedule (schedule fields, lab_id)',
    [t('labs-api.e2e', 'saves the weekly schedule in AM/PM and reads it back the same way')],
    A('lab_schedule'),
  ),
  kiosk.y(
    'a7-overrides',
    'lab_override_schedule; delete/override_schedule (id, lab_id; data.overrides)',
    [t('labs-api.e2e', 'are added, listed by date in mm/dd/yyyy with AM/PM times, and deleted')],
    A('lab_override_schedule', 'delete/override_schedule'),
  ),
  kiosk.y(
    'a7-rss',
    'lab_rss_feed; delete/lab_rss_feed',
    [
      t(
        'labs-content-api.e2e',
        'are added and listed with the lab, with created and updated times in the lab time zone',
      ),
      t('labs-content.browser', 'creates and deletes an RSS feed'),
    ],
    A('lab_rss_feed', 'delete/lab_rss_feed'),
  ),
  kiosk.y(
    'a7-api-keys',
    'lab_api_keys; delete/lab_api_keys',
    [
      t('labs-content-api.e2e', 'are shown whole once, then only masked, and the log holds only their hash and prefix'),
      t('labs-content.browser', 'creates an API key, shows it once with a copy button, and deletes it'),
    ],
    A('lab_api_keys', 'delete/lab_api_keys'),
  ),
  kiosk.y(
    'a7-admin-mode',
    'lab_admin_mode (lab_id, admin_mode 0/1)',
    [
      t('labs-api.e2e', 'switches Force On on and off, as the labs list shows'),
      t('labs.browser', 'saves Force On as 1 and 0'),
    ],
    A('lab_admin_mode'),
  ),
  kiosk.y(
    'a7-deploy-pod',
    'deployment/pod (form; data.pod_details.pod_id_key)',
    [
      t('pods-admin.e2e', 'deploys a pod with a fresh GP- key, and the list shows it with its nav licence'),
      t('pods-deploy.browser', 'checks the MAC address, deploys a pod, and shows it come online without a reload'),
    ],
    A('deployment/pod'),
  ),
  kiosk.y(
    'a7-deploy-client',
    'deployment/client (form fields)',
    [
      t('read-after-write.e2e', 'opens Client Details right after Deploy New Client'),
      t('clients.browser', 'deploys a client through Deploy New Client, then lists it in Manage Your Clients'),
    ],
    A('deployment/client'),
  ),
  kiosk.y(
    'a7-edit-lab',
    'edit/lab (lab details; lab update)',
    [
      t('labs-api.e2e', 'saves the lab form and shows it in the very next read'),
      t('labs.browser', 'edits the lab fields with Update'),
    ],
    A('edit/lab'),
  ),
  kiosk.y(
    'a7-edit-update-pod',
    'edit/pod (pod_id; data.pod), update/pod (form, pod_id; data.pod_id_key)',
    [
      t('pods-admin.e2e', "shows the pod's form, saves changes and keeps its key"),
      t('pods-deploy.browser', 'edits a pod, and refuses to save before the pod has loaded'),
    ],
    A('edit/pod', 'update/pod'),
  ),
  kiosk.y(
    'a7-delete-pod',
    'delete/pod (pod_id)',
    [
      t('pods-admin.e2e', 'removes the pod from the lists and frees its MAC for a new pod'),
      t('pods.browser', 'deletes a pod only after the confirmation'),
    ],
    A('delete/pod'),
  ),
  kiosk.y(
    'a7-allowed-ips',
    'upload/lab_allowedips (csv_file, lab_id); delete/lab_allowedip',
    [
      t('labs-allowed-ips.e2e', 'are uploaded from a CSV and shown at once, normalised, in file order'),
      t('labs-allowed-ips.e2e', 'are deleted one at a time; deleting one that is gone is a 404'),
      t('labs-content.browser', 'uploads allowed IPs from a CSV and deletes one'),
    ],
    A('upload/lab_allowedips', 'delete/lab_allowedip'),
  ),
  kiosk.y(
    'a7-home-images',
    'upload/lab_homeimage (homeimage, type, lab_id); delete/lab_homeimage',
    [
      t('labs-content-api.e2e', 'are stored per slot and served back byte for byte with their content type'),
      t('labs-content-api.e2e', 'are deleted per slot; the other slots keep theirs'),
      t('labs-content.browser', 'uploads home images with a preview and deletes one'),
    ],
    A('upload/lab_homeimage', 'delete/lab_homeimage'),
  ),
  kiosk.y(
    'a7-validate-mac',
    'validate/mac_address (mac_address; data.pod_details)',
    [
      t('pods-admin.e2e', 'answers the MAC check with null and the not-exist key for a new MAC'),
      t('pods-admin.e2e', 'finds a deployed pod by its MAC in any notation, with its form fields'),
    ],
    A('validate/mac_address'),
  ),
  kiosk.y(
    'a7-validate-pod-key',
    'validate/pod_id_key',
    [t('pods-admin.e2e', 'finds a pod by its key as by its MAC, and answers null for a key no pod has')],
    A('validate/pod_id_key'),
  ),
  kiosk.y(
    'a7-client',
    'client (client_id; data.clients[0], data.sso_details, audio_url)',
    [
      t(
        'clients-api.e2e',
        'shows the edit in the reply and in the very next read; fields left out stay, empty ones clear',
      ),
      t('read-after-write.e2e', 'opens Client Details right after Deploy New Client'),
    ],
    A('client'),
  ),
  kiosk.y(
    'a7-client-pods',
    'client/pods',
    [
      t('pods-admin.e2e', "gives the super admin's Client Pods view the same rows"),
      t('clients.browser', "shows a lab's pods, Online and a live thumbnail, and opens the Pod Thumbnail viewer"),
    ],
    A('client/pods'),
  ),
  kiosk.y(
    'a7-clients-update',
    'clients/update (form plus edit_id with logo, colours, audio, remove_audio; data.client.sso_tenant_urls)',
    [
      t('spec-calls-admin.e2e', 'saves the details and, in the same multipart form, the logo and the colours'),
      t('sso-settings.e2e', 'answers clients/update with our SSO URLs for the client (data.client.sso_tenant_urls)'),
    ],
    A('clients/update'),
  ),
  kiosk.y(
    'a7-save-sso',
    'client/save_sso_metadata (client_id, active, entity, login, logout, certs)',
    [
      t(
        'sso-settings.e2e',
        "fills entity, login, logout and certs from the IdP's metadata pasted as XML, replies with our URLs, and a sign-in then works",
      ),
      t(
        'client-sso.browser',
        'imports the IdP metadata for review, shows our URLs to copy, marks the fields a save refuses, and saves',
      ),
    ],
    A('client/save_sso_metadata'),
  ),
  kiosk.y(
    'a7-rgb-pallets',
    'rgb_pallets (data.pallets)',
    [t('pods-admin.e2e', 'lists the LED palette for admins and for the kiosk')],
    A('rgb_pallets'),
  ),
  kiosk.y(
    'a7-update-rgb',
    'update_client_rgb_pallet (client_id, pallet_id, led_type)',
    [
      t('client-settings-api.e2e', 'save the palette colour of each LED strip'),
      t('pods.browser', 'sets the LED defaults from Update LED Settings and lights the station'),
    ],
    A('update_client_rgb_pallet'),
  ),
  kiosk.y(
    'a7-theme-logo',
    'update_client_theme_logo, get_client_theme_logo',
    [
      t('client-settings-api.e2e', 'start with no logo, no audio and the default colours'),
      t('client-settings-api.e2e', 'store a logo and serve it back byte for byte as image/png'),
      t('settings.browser', "saves a logo and a theme that the kiosk of the client's station then shows"),
    ],
    A('update_client_theme_logo', 'get_client_theme_logo'),
  ),
  kiosk.y(
    'a7-screenshot',
    'pod/screenshot (pod_id; data.screenshot {url, image, age, message})',
    [
      t(
        'fleet-status-live.e2e',
        "gives the age of the pod's KV entry, in the list and the screenshot call, and serves the PNG",
      ),
      t('pods-admin.e2e', 'answers the screenshot call with no screenshot yet'),
    ],
    A('pod/screenshot'),
  ),

  other.y(
    'a7-run-command',
    '/admin/run/command (pod command; admin play game)',
    [
      t('commands-run.e2e', 'issues one command per pod, expiring in five minutes, recorded in the read model'),
      t('commands-input.e2e', 'is taken by /admin/run/command too, and still judged by its type (led1 needs a colour)'),
      t(
        'bridge-commands.e2e',
        "starts the game on the pod it came from, and only opens the other's pod games (its page is told, its helper starts nothing)",
      ),
    ],
    { paths: ['/admin/run/command'] },
  ),
  other.y(
    'a7-game',
    '/admin/game/ create, edit, update, delete',
    [
      t('games-catalogue.e2e', 'deploys a game with its poster, and Edit Game reads it back as the Game entity'),
      t('games-catalogue.e2e', 'saves Edit Game: the fields change, the poster stays unless a new one is sent'),
      t('games-catalogue.e2e', 'deletes a game: Edit Game and a second delete answer 404'),
    ],
    { paths: ['/admin/game/create', '/admin/game/edit', '/admin/game/update', '/admin/game/delete'] },
  ),
  other.y(
    'a7-system-messages',
    '/admin/system_messages/ list, save',
    [
      t('system-messages-admin.e2e', 'lists the built-in catalogue 7 at a time, by text_head descending unless told'),
      t(
        'system-messages-admin.e2e',
        'rewords a built-in text for get_fe and every running kiosk, and keeps the built-in one beside it',
      ),
    ],
    { paths: ['/admin/system_messages/list', '/admin/system_messages/save'] },
  ),
  other.y(
    'a7-db-backups',
    '/admin/db_backups/ list, delete',
    [
      t(
        'db-backups-admin.e2e',
        'lists 10 a page, newest first, and keeps only the newest backups the retention setting allows',
      ),
      t(
        'db-backups-admin.e2e',
        'deletes a backup and its archive; an unknown id is 404 and a bad one 400, appending nothing',
      ),
    ],
    { paths: ['/admin/db_backups/list', '/admin/db_backups/delete'] },
  ),
  other.y(
    'a7-feedback',
    '/admin/feedback/list (session_id_key, page, length 10)',
    [
      t(
        'pod-logs.e2e',
        "lists the players' survey comments on the pod with their emails, skipping surveys without one",
      ),
    ],
    { paths: ['/admin/feedback/list'] },
  ),
  other.y(
    'a7-logs',
    '/admin/logs/ list, save (comment, session_id_key, edit_id, user_timezone)',
    [
      t(
        'pod-logs.e2e',
        'writes a log entry for the pod the session key names and lists it with its author, newest first',
      ),
      t('pod-logs.e2e', 'rewrites an entry of the same pod with edit_id, and refuses one of another pod (404)'),
      t('pod-logs.e2e', 'pages 10 at a time'),
    ],
    { paths: ['/admin/logs/list', '/admin/logs/save'] },
  ),
  other.y(
    'a7-reservations',
    '/admin/reservations/ list, save, edit, delete',
    [
      t(
        'reservations-api.e2e',
        "saves for the lab's client admin and lists it with the spec's fields, in the lab's zone",
      ),
      t('reservations-api.e2e', 'changes a reservation (edit_id): new times and pods, its old holds given back'),
      t('reservations-api.e2e', 'deletes a reservation, freeing its pods for the same time'),
    ],
    {
      paths: [
        '/admin/reservations/list',
        '/admin/reservations/save',
        '/admin/reservations/edit',
        '/admin/reservations/delete',
      ],
    },
  ),

  common.y(
    'a7-playing-activities',
    '/common/players/playing_activities (user_id, length, page, dates; activities)',
    [t('playing-activities.e2e', 'lists the sessions newest first, 10 a page, in the fields of Game Playing Time')],
    { paths: ['/common/players/playing_activities'] },
  ),
  common.y(
    'a7-payments',
    '/common/players/payments (player_id, length, page, start_date, end_date)',
    [
      t(
        'payments-history.e2e',
        "lists a player's paid offers newest first for their client's admin, with the spec's fields",
      ),
    ],
    { paths: ['/common/players/payments'] },
  ),
  common.y(
    'a7-alerts',
    '/common/alerts/ list, save, delete',
    [
      t('alerts-manage.e2e', "saves a facilitator's alert for their own client, owned by them, and lists it first"),
      t('alerts-manage.e2e', "warns an admin before overwriting someone's alert, and overwrites it once they go on"),
      t('alerts-manage.e2e', 'pages 7 at a time, newest window first, with the status text'),
    ],
    { paths: ['/common/alerts/list', '/common/alerts/save', '/common/alerts/delete'] },
  ),
  common.y(
    'a7-reports',
    '/common/reports/ summary, status',
    [
      t('reports.e2e', 'sums a known history to the figures worked out by hand'),
      t('reports.e2e', "lists each pod's live status and its play in the interval, with the stats"),
    ],
    { paths: ['/common/reports/summary', '/common/reports/status'] },
  ),
  common.y(
    'a7-kiosk-shared',
    'Also /system_messages/get_fe, /session/save and /session/activity_update, /orientation/mark.',
    [
      t('system-messages-catalogue.e2e', 'serves the built-in catalogue to anyone'),
      t('kiosk-session-calls.e2e', '/session/save without an activity answers the latest and records nothing'),
      activityUpdate,
      t('kiosk-session-login.e2e', 'marks the free orientation seen for this login only, and the user session says so'),
    ],
    { paths: ['/system_messages/get_fe', '/session/save', '/session/activity_update', '/orientation/mark'] },
  ),

  purpose.y(
    'a7-volume-change',
    'Volume change (session_id_key, pod_id_key, volume)',
    [t('kiosk-pod.e2e', 'records the volume, with the signed-in player’s token, as a fact of the pod itself')],
    { ours: ['POST /pod/set_volume'] },
  ),
  purpose.y(
    'a7-save-seat-unlock',
    "Save-seat unlock (session id, email, password; 'invalid' means wrong password)",
    [
      t(
        'save-seat.e2e',
        'takes the email as `email`, as the Save Seat screen names it, and refuses two different ones',
      ),
      t(
        'pod-dashboard.browser',
        "saves this pod's seat for the admin and locks the console until their password unlocks it",
      ),
    ],
    { ours: ['POST /user/unlock_user'] },
  ),
  purpose.y(
    'a7-pod-games-list',
    'Games for pod games (session_id_key, user_id, type=player, page, screen, xd, sort, filters)',
    [
      t('games-pod-list.e2e', 'lets staff and facilitators on the pod list a platform by name; a player may not'),
      t(
        'pod-dashboard.browser',
        'launches a game from /admin/pod_games/xd1 on the selected pod, and its simulator starts it',
      ),
    ],
    { ours: ['GET /game/list'] },
  ),

  device.y(
    'a7-device-calls',
    'Local pod-device calls used by staff screens: get MAC, xd1/xd2, pod type get and set, write pod id, set pod disabled, …, push menu, push end, reboot, LED locks',
    [
      t('local-device-calls.unit', 'gives the pod id and the pod type code after a deploy or an edit'),
      t('local-device-calls.unit', 'says disabled yes when the lock switch turns on, no when it turns off'),
      t(
        'kiosk-call.unit',
        "relays the admin console's provisioning of its own station: pod id, pod type and pod_disabled",
      ),
      t(
        'station-deploy.browser',
        "tells the station's helper when its own pod is locked out and unlocked, and not for another pod",
      ),
    ],
    {
      side: 'helper',
      note: "the same helper calls as the kiosk spec lists, through the station's bridge; the platform switches (xd_disabled) are a gap there",
    },
  ),

  live.y(
    'a7-rt-channels',
    'rss-feed-command, admin-pod-command and reservation-command; each acts only when server info is production and the pod id is in the list',
    [
      t(
        'rss-feeds-pods.e2e',
        "fetches a new feed at once and pushes its headlines on 'rss-feed-command' to the lab's pods",
      ),
      t('pod-dashboard.e2e', "pushes a free pod's kiosk a code that redeems an admin session bound to that pod"),
      t('reservations-at-pod.e2e', 'gives a kiosk that subscribes later its reservation as it is now'),
    ],
    { side: 'realtime', paths: ['rss-feed-command', 'admin-pod-command', 'reservation-command'] },
  ),
];
