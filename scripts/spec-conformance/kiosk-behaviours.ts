// The kiosk spec's behaviours: states and transitions, validation, roles and the error catalogue.
import { type Entry, section, t } from './entry.ts';

const start = section('kiosk-player-facilitator.md', '§4 Login screen start', 'behaviour');
const poll = section('kiosk-player-facilitator.md', '§4 Polling', 'behaviour');
const outcome = section('kiosk-player-facilitator.md', '§4 Login outcomes by role_id', 'behaviour');
const qr = section('kiosk-player-facilitator.md', '§4 QR flow', 'behaviour');
const idle = section('kiosk-player-facilitator.md', '§4 Schedule and idle', 'behaviour');
const emergency = section('kiosk-player-facilitator.md', '§4 Emergency alert', 'behaviour');
const resv = section('kiosk-player-facilitator.md', '§4 Reservations', 'behaviour');
const signup = section('kiosk-player-facilitator.md', '§4 Sign-up and reset', 'behaviour');
const lock = section('kiosk-player-facilitator.md', '§4 Pod lock', 'behaviour');
const game = section('kiosk-player-facilitator.md', '§4 Game start', 'behaviour');
const seat = section('kiosk-player-facilitator.md', '§4 Save seat', 'behaviour');
const inactivity = section('kiosk-player-facilitator.md', '§4 Inactivity', 'behaviour');
const orient = section('kiosk-player-facilitator.md', '§4 Orientation, alerts', 'behaviour');
const logout = section('kiosk-player-facilitator.md', '§4 Logout', 'behaviour');
const survey = section('kiosk-player-facilitator.md', '§4 Exit survey', 'behaviour');
const purchase = section('kiosk-player-facilitator.md', '§4 Purchase', 'behaviour');
const facCmd = section('kiosk-player-facilitator.md', '§4 Facilitator commands', 'behaviour');
const remote = section('kiosk-player-facilitator.md', "§4 Remote commands received on 'pod-command'", 'behaviour');
const misc = section('kiosk-player-facilitator.md', '§4 Misc', 'behaviour');
const valid = section('kiosk-player-facilitator.md', '§5 Validation rules', 'behaviour');
const roles = section('kiosk-player-facilitator.md', '§6 Roles and permissions', 'behaviour');
const errors = section('kiosk-player-facilitator.md', '§8 Error catalogue', 'behaviour');
const limits = section('kiosk-player-facilitator.md', '§9 Business constants and limits', 'behaviour');

const exitSurvey = t(
  'login-roles.browser',
  'runs the exit survey to the end after a logout, then readies the station for the next player',
);
const stationLogout = t(
  'station-events.browser',
  'logs the player out when the station says "$<reason>", and acknowledges it to the helper',
);
const adminCommand = t('station-events.browser', "logs the player out on the admin's $<command> command");
const idleFade = t(
  'login-roles.browser',
  'fades to the idle screen when the station goes idle, and a tap brings the login back',
);
const idleRule = t('station-helper-rules.unit', 'turns idle after 30 s without input while nobody is signed in');
const atPod = t(
  'reservations-at-pod.e2e',
  'shows its pods the upcoming banner, starts with the logouts the list says, refuses logins, and ends',
);
const lockedOut = t('player-session.browser', 'locks the player out when an admin sends lockout, then logs them out');
const sessionGone = t('session-gone.unit', "is each of the spec's token and session texts, as a 401 or 400");

export const kioskBehaviours: readonly Entry[] = [
  start.y(
    'k4-start-helper',
    "Asks the local helper for the pod id: helper unreachable (error notice); no pod id ('Please deploy this POD first!'); pod id present",
    [
      t('startup.browser', "says the helper doesn't work when the bridge cannot be reached"),
      t('startup.browser', 'asks to deploy a station whose helper has no pod id, with a link to the deployment login'),
      t('startup.browser', "says the helper doesn't work while it is down, and starts by itself once it is back"),
    ],
  ),
  start.y(
    'k4-start-validate',
    "Checks the allowed user agent and address ('Exist'), then validates the pod id key; failure shows 'Gamepod not authorized.' with the MAC address and reloads after 10 s",
    [
      t(
        'startup.browser',
        'says "Gamepod not authorized." with the MAC address for an unknown key, and reloads after 10 s',
      ),
      t('startup.browser', "refuses a station outside its lab's allowed IPs, with a link to the deployment login"),
    ],
  ),

  poll.y(
    'k4-poll-consoles',
    'Console status every 3 s; updating/disabled when both consoles are na, both disabled, or pod_disabled; a change of pod_disabled triggers a lockout change and a re-read of the pod',
    [
      t(
        'user-login-rules.unit',
        'is when pod_disabled is set, both consoles are na, both are disabled, or one is na and the other disabled',
      ),
      t('lock-sync.browser', "re-reads the pod (/pod) when the station's pod_disabled changes, and only then"),
      t('station-events.browser', 'locks a platform button while its console is disabled, and frees it again'),
    ],
  ),
  poll.decided(
    'k4-poll-others',
    'Other polls: physical logout 2 s; volume 10 s; pod disabled 10 s; game started 3 s; game playing 30 s; remaining time 30 s; idle flag 3 s; inactivity 1 s; buttons-mode 2 s; schedule 2 s',
    "the station's bridge polls the helper and pushes each change to the page over its socket, so the page does not poll the helper itself; remaining time and the schedule come as pushes from services",
    [
      t('observe.unit', 'polls every helper check the station answers from its state'),
      t('bridge-station.e2e', 'greets with the pod, serves the state, pushes changes and commands, and answers ping'),
    ],
  ),

  outcome.y('k4-role-1', '1 goes to Dashboard; with logged_navs the concurrent-login prompt appears first', [
    t('login-roles.browser', 'sends a player to the dashboard with a capitalised greeting'),
    t('player-session.browser', 'asks "Login here instead...?" on a second pod, and Login Here ends the first session'),
  ]),
  outcome.y(
    'k4-role-others',
    '2 goes to Facilitator Dashboard; 3 and 5 to Admin Dashboard; 4 to /superadmin/dashboard and clears client styles',
    [
      t('login-roles.browser', 'sends a facilitator to the facilitator dashboard'),
      t('login-roles.browser', 'sends $<who> to $<home>'),
      t(
        'user-login.e2e',
        'gives every role its landing data: role_id and role_name, no orientation for staff, no styles for a super admin',
      ),
    ],
  ),
  outcome.y('k4-role-updating', 'Roles 1 and 2 are blocked while the pod is updating.', [
    t('user-login.e2e', 'refuses players and facilitators while the pod is disabled or updating, and lets an admin in'),
  ]),
  outcome.y(
    'k4-login-failures',
    'Failure codes: notpro, notauthorized, notregistered, reserved, invalid. On the first failed attempt the QR area slides down and the attempt counter increments.',
    [
      t(
        'user-login.e2e',
        'refuses a player who is not pro on a pro pod with notpro, and lets a pro player and a facilitator in',
      ),
      t(
        'user-login.e2e',
        "refuses another client's player, facilitator, admin and restricted admin with notregistered",
      ),
      t('user-login.e2e', 'refuses a deactivated account with notauthorized, even with the right password'),
      t(
        'user-login.e2e',
        'answers an unknown email and a wrong password alike: 401 invalid (login-invalid-error-message)',
      ),
      t('accounts.browser', 'offers Reset My Password after a wrong password, and resets it with the mailed code'),
    ],
  ),
  outcome.y('k4-one-pod', 'A player may be logged in on only one pod at a time.', [
    t(
      'one-pod-at-a-time.e2e',
      "refuses the second pod's player calls until Login Here, then serves them; the first pod's session ends",
    ),
  ]),

  qr.y(
    'k4-qr',
    "remote_init starts a 60 s countdown ('Connected...login with your phone before timer expires.'); remote_init_reg_forgot adds 60 s, capped at 99; a login message routes by role; at zero the pod id is re-validated",
    [
      t(
        'station-events.browser',
        'counts the phone down from 60, adds 60 (capped at 99) for sign-up, and starts over at zero',
      ),
      t('remote-validate.e2e', 'tells the pod remote_init_reg_forgot in $<mode> mode'),
    ],
  ),

  idle.y('k4-schedule', 'A schedule command event sets start, end, closed flag and updates the stored schedule.', [
    t(
      'labs-schedule-push.e2e',
      "sends each pod a schedule command and the kiosk's pod-command-login push when the week is saved",
    ),
    t('lab-hours.browser', 'shows the new hours on the idle screen and gives them to the helper, without a reload'),
  ]),
  idle.y(
    'k4-idle-fade',
    'When the idle flag is raised a black fade runs 2 s in (4 s total), then the idle screen shows. A tap hides it and re-reads the pod id.',
    [idleFade],
  ),
  idle.y(
    'k4-hours-message',
    "'Facility opens today at …', 'Facility opens tomorrow at …' or 'Facility closes today at …', in the pod timezone; closed: 'We're closed right now! Come back and see us tomorrow.'",
    [
      t('lab-hours.browser', "reads its hours in the lab's new time zone as soon as an edit moves the lab"),
      t('lab-hours.browser', "reads the hours again when the lab's day turns, though nothing was pushed"),
      t('pods-domain.unit', "is closed on a closed day and gives tomorrow's opening"),
    ],
  ),
  idle.y('k4-tap-prompt', "'Tap Anywhere to Begin' on screens up to 1024x600, 'Click Anywhere to Begin' otherwise.", [
    t(
      'rss-ticker.browser',
      'reads the headlines when it starts, and stands still for reduced motion, on the small screen',
    ),
    idleFade,
  ]),
  idle.y(
    'k4-idle-rule',
    'A check every 2 s marks the pod idle after 30 s without input while nobody is logged in; a logged-in player is never idle.',
    [idleRule, t('station-helper-rules.unit', 'never while someone is signed in, and only once until input resets it')],
  ),
  idle.y('k4-asleep', 'Asleep is decided by a server check; the activity is saved.', [
    t(
      'station-reports.e2e',
      'turns an idle pod asleep once it stayed idle for the configured time, and wakes on input',
    ),
    t('station-reports.browser', 'turns idle by its own rule, asleep by the server check, and wakes on a touch'),
  ]),
  idle.y(
    'k4-activity-push',
    'On activity the flags reset and the last activity is re-sent. Activity is pushed every 60 s.',
    [
      t(
        'login-roles.browser',
        'pushes its last activity again every 60 s, and again on the first key after it went idle',
      ),
      t('kiosk-session-calls.e2e', 'records a repeat of the same activity once: the 60 s re-sends are not history'),
    ],
  ),

  emergency.y(
    'k4-emergency-flag',
    'While shown, the pod emergency flag is yes; on acknowledgement the flag becomes no and the viewed list is updated.',
    [
      t(
        'station-events.browser',
        "raises the helper's emergency flag while the alert shows, and lowers it on I Understand",
      ),
      t('login-roles.browser', 'shows an emergency alert raised before the page connected, until I Understand'),
    ],
  ),
  emergency.y('k4-emergency-expire', 'It counts down from expire and auto-acknowledges at 0.', [
    t('station-events.browser', 'counts an emergency alert down from its expire, and acknowledges it by itself at 0'),
  ]),

  resv.y(
    'k4-reservations',
    "Banners (upcoming, active); warnings between 0 and 10800 s; a player or facilitator not in the emails list is logged out with 'This Gamepod has a reservation for {start_time}'; at the end 'The reservation time has ended.'",
    [
      t(
        'reservation-at-pod.unit',
        'shows nothing more than 3 hours before its start, and the upcoming banner from then on',
      ),
      t(
        'reservation-at-pod.unit',
        'lets staff and listed players and facilitators stay, whatever the case of their email',
      ),
      atPod,
      t(
        'kiosk-ui/test/reservations.browser',
        'logs out the player not on the list at its start, keeps the listed one, and refuses logins',
      ),
    ],
  ),
  resv.decided(
    'k4-reservation-tick',
    'The countdown ticks every 5 s and is kept locally. Reservation commands act only when server_info is production and the pod id is in the list.',
    "the reservation's start and end are timers in services, which push reservation-command to the pods it names on their own channel; the kiosk keeps no countdown of its own and a pod hears only its own channel",
    [
      atPod,
      t('kiosk-session-realtime.e2e', "may not subscribe another pod's, its client's, its lab's or any user's channel"),
    ],
  ),

  signup.y('k4-signup-redirect', 'Sign-up: step 1 to step 2 to registered to redirect after about 9 s.', [
    t('accounts.browser', 'signs a player up in two steps, then back at the login with the details filled in'),
  ]),
  signup.y(
    'k4-reset-redirect',
    "Reset: email, code, password, back to login after 4 s with 'Your password has been changed successfully, login now'.",
    [t('accounts.browser', 'offers Reset My Password after a wrong password, and resets it with the mailed code')],
  ),

  lock.y(
    'k4-lock',
    "lock_out true shows the locked screen and a lockout countdown (30), then logout 'You have been logged out due to lockout by Admin'; the pod state is polled and the server told when it differs; lockout and unlockout drive it",
    [lockedOut, t('lock-sync.browser', 'reports a lock made at the station, and its release')],
  ),

  game.y(
    'k4-game-start',
    'Play request, startup modal polled every 3 s; game_started goes to the dashboard; at the startup time (180) a failure notice',
    [
      t(
        'games-launch.browser',
        'shows "Getting your game ready!" until the station says the game started, then the dashboard',
      ),
      t(
        'games-launch.browser',
        'says "Still Here? Something went wrong." when the game has not started after 180 s, with a way to chat',
      ),
      t('await-game-start.unit', 'calls failed after the startup time without game_started, and not started after'),
    ],
  ),
  game.y(
    'k4-play-rules',
    'Play is disabled when the platform is unset or disabled; paid mode with no time goes to buy-time; a paid lab at or below 0 on a games screen returns to the dashboard',
    [
      t(
        'games-browse.browser',
        'shows the chosen game in the detail panel, and Play turns off while the console is switched off',
      ),
      t(
        'games-launch.browser',
        "sends a paid lab's player with no time left from Play to Buy Time, and nothing starts",
      ),
      t(
        'buy-time.browser',
        'warns 2 minutes before paid time runs out during play, and takes the player back to the dashboard at 0',
      ),
    ],
  ),
  game.y('k4-group-pods', 'Group pods: ask players 1-4; messages exist for 1 and for 3-4 players.', [
    t('games-launch.browser', 'asks "How Many Players?" on a group pod and sends the number chosen'),
    t('games-start.e2e', 'asks group pods how many play, and sends the count with the command'),
  ]),

  seat.y(
    'k4-save-seat',
    "Player side 10 minutes, admin side 1 hour (both readings recorded), 15 s ticks; at 0 logout 'Save seat expired'; a correct password unlocks",
    [
      t('save-seat.e2e', "holds a player's seat 10 minutes, and unlocks it only with their own email and password"),
      t(
        'save-seat.e2e',
        "holds a staff session's seat an hour, and an admin's save_seat command saves the player's for an hour",
      ),
      t('save-seat.browser', 'logs the player out with "Save seat expired" when the server ends the seat'),
    ],
    { note: 'services hold the seat and its timer: 10 minutes when a player saves it, an hour when staff do' },
  ),
  seat.y(
    'k4-seat-selects-pod',
    'On dashboard load an active save seat selects only the current pod.',
    [t('pod-dashboard.browser', 'selects only its own pod when the dashboard loads with its seat saved')],
    {
      note: "the admin's pod dashboard on a station holds the pod selection (Select Target Gamepods); the player's and facilitator's dashboards select no pods",
    },
  ),

  inactivity.y(
    'k4-inactivity',
    "After 60 s idle the last 15 s show a countdown, then logout 'You have been logged out due to inactivity'",
    [
      t('player-session.browser', 'warns "Still there...?" after 45 s without input and logs out at 60 s'),
      t('buy-time.browser', "asks 'Still there...?' when Buy Time is left untouched, and logs the player out at 60 s"),
    ],
  ),

  orient.y(
    'k4-orientation',
    'Orientation (free or paid by lab mode) once per login per mode; then alerts; then the dashboard. Alerts screen closes 2 s after completing.',
    [
      t('user-sessions.e2e', 'owes a player both until each is marked, per login'),
      t(
        'kiosk-ui/test/alerts.browser',
        "shows a player the lab's alerts after the orientation, one a facilitator posted, and records each tick ($<size>)",
      ),
    ],
  ),

  logout.y(
    'k4-logout-reasons',
    "The logout screen with reason and survey_needed; reasons: physical button, seat, admin logout, admin reboot, onscreen button, 'Your session expired!', 'Save seat expired'",
    [
      stationLogout,
      adminCommand,
      t('save-seat.browser', 'logs the player out with "Save seat expired" when the server ends the seat'),
      t('admin-login.browser', 'logs out through /admin/logout to the kiosk logout screen with the on-screen reason'),
    ],
  ),
  logout.y(
    'k4-logout-errors',
    "Session/token errors on logout ('Token is Expired', 'Token is Invalid', 'Session Id invalid!', …) are treated as successful logout.",
    [
      sessionGone,
      t('admin-guards.browser', "logs out when the server answers 'Token is Invalid' (the session ended already)"),
    ],
  ),
  logout.y(
    'k4-session-expiry',
    "Session expiry on a player call: web logout, then the logout page with 'Your session expired!'.",
    [
      sessionGone,
      t(
        'player-session.browser',
        'asks "Login here instead...?" on a second pod, and Login Here ends the first session',
      ),
    ],
  ),
  logout.y(
    'k4-network-loss',
    "Network loss: clears local session data, toast 'Cloud server disconnected, logging out' for 3 s, then page reload.",
    [
      t(
        'player-session.browser',
        'says "Cloud server disconnected, logging out" and starts over when the cloud stays away',
      ),
      t('station-faults.browser', 'network loss: the page loses the cloud, reloads, and starts afresh'),
    ],
  ),

  survey.y(
    'k4-survey',
    'Shown only if survey_needed, a session_id_key and role 1, else a ready signal; steps 1, in-between, 2, 3 (keyboard only); completion returns to the logout screen',
    [exitSurvey, t('survey-decider.unit', 'step 1 needs all four ratings, with the generic required message')],
  ),
  survey.y(
    'k4-survey-inactivity',
    "Survey ends after 15 s without activity; from 5 s left a 'Still there...?' overlay counts down; checked every 1 s.",
    [t('login-roles.browser', "ends the exit survey after 15 s untouched, asking 'Still there...?' over its last 5 s")],
  ),
  survey.y(
    'k4-survey-ready',
    "After completion poll every 2 s for a pod-ready reply; on success clear local data, tell the chat widget 'logged-out', fade, go to '/'. SSO logout calls first.",
    [
      t('station-helper-rules.unit', "needs the server's ready and the station's ready_pod success"),
      exitSurvey,
      t('chat-widget.unit', "resets Crisp's session at logout, so the next player starts a new conversation"),
      t('sso-logout.browser', 'ends the IdP session in the station browser first, then the session, on Logout'),
      t(
        'sso-station-logout.e2e',
        "sends sso_logout when the player's session ends without the kiosk's SSO call (the page was gone)",
      ),
    ],
  ),

  purchase.y(
    'k4-purchase',
    "Offer, card, confirm, dashboard after 5 s; existing or new payment method; 'succeeded' or 'processing' is success, else 'player-buytime-payment-unsuccessfull-error'; the provider's own message on a confirm error",
    [
      t(
        'buy-time.browser',
        'buys an offer with the 4242 card, saves it, buys again with the saved card and sees the balance grow',
      ),
      t(
        'buy-time.browser',
        "shows the provider's message for a declined card, and the required message for an empty form",
      ),
      t(
        'payments-decider.unit',
        'given an open intent, when it is processing, then PaymentProcessing credits nothing; its success credits, once',
      ),
    ],
  ),

  facCmd.y(
    'k4-fac-commands',
    "Need at least one selected pod (else 'no-pod-selected'); types mute, play_game, led1, led2, reset; on failure an error toast and the mute switch reverts",
    [
      t('commands-run.e2e', "answers no pods with 400 'no-pod-selected' and appends nothing"),
      t(
        'facilitator.browser',
        'mutes two selected pods, launches a game on them, then resets one, and their stations do it',
      ),
      t('facilitator.browser', 'puts the mute switch back and says why when the command is refused'),
    ],
  ),

  remote.y(
    'k4-remote-types',
    'Event types reset, logout, reboot, lockout, unlockout, play_game, admin_play_game, led1, led2, led1_lock, led2_lock, led_default, schedule, modechange, navlogout, save_seat, sso_logout',
    [
      adminCommand,
      lockedOut,
      t('command-plan.unit', 'unlocks an LED before changing it, and locks it again for the _lock commands'),
      t('command-plan.unit', 'leaves kiosk-only commands to the kiosk page'),
    ],
  ),
  remote.decided(
    'k4-remote-production',
    'Acted on only when server info says production and the pod is targeted.',
    'a command is written to the log for the pods it names and reaches each pod on its own subject and channel, so a pod hears only its own; server_info is still sent with every push',
    [
      t('kiosk-session-realtime.e2e', "may not subscribe another pod's, its client's, its lab's or any user's channel"),
      t('commands-run.e2e', 'issues one command per pod, expiring in five minutes, recorded in the read model'),
    ],
  ),
  remote.y(
    'k4-remote-open',
    'admin_play_game opens pod games; save_seat opens the dashboard in save-seat mode; reboot reboots and logs out',
    [
      t(
        'bridge-commands.e2e',
        "starts the game on the pod it came from, and only opens the other's pod games (its page is told, its helper starts nothing)",
      ),
      t('save-seat.browser', "opens the Save Seat screen on the admin's save_seat command, for the admin's hour"),
      adminCommand,
    ],
  ),
  remote.y(
    'k4-remote-unsupported',
    "play_game on an unsupported platform: 'Game play initiated but platform X not supported by pod' with Ok.",
    [
      t('buttons-panel.browser', 'shows a staff launch the station cannot run with its reason and Ok'),
      t(
        'bridge-commands.e2e',
        "records PodCommandFailed with 'platform … not supported by pod', tells the page, and calls no game start",
      ),
    ],
  ),
  remote.y('k4-remote-mode-nav-sso', 'modechange, navlogout, sso_logout', [
    t(
      'labs-mode-push.e2e',
      "sends each pod a modechange with the lab's new mode, and nothing for an edit that keeps it",
    ),
    t(
      'buttons-panel.browser',
      "shows the time balance when the station's lab switches to paid, and hides it when it switches back",
    ),
    t('buttons-panel.browser', "logs the player out on the nav's logout command"),
    t(
      'bridge-sso-logout.e2e',
      "hands staff's sso_logout command to the page and records it completed, calling no helper set",
    ),
  ]),
  remote.y(
    'k4-remote-admin-login',
    'A realtime admin command can log an admin into a pod and open the pod games or dashboard only when no user is logged in there.',
    [
      t('pod-dashboard.e2e', "pushes a free pod's kiosk a code that redeems an admin session bound to that pod"),
      t('pod-dashboard.e2e', 'leaves a pod where a player is signed in alone: occupied, and nothing pushed'),
      t('login-roles.browser', "opens the pod's games in the console when an admin-pod-command signs an admin in here"),
    ],
  ),

  misc.y('k4-toasts', 'Toasts clear after 5 s.', [
    t(
      'login-roles.browser',
      "says 'Unable to log you in, please try again later!' when the login never reaches the server, for 5 s",
    ),
    t('resource-and-toasts.unit', 'last 5 s'),
  ]),

  valid.y('k5-login', "Login: email and password required, else 'generic-required-message'.", [
    t('user-login.e2e', 'answers 400 generic-required-message naming an empty username or password'),
  ]),
  valid.y(
    'k5-signup',
    'Sign-up: email required, domain allowed (register-domain-notallowed), password min 8 (register-password-weak), match (register-password-notmatch); step 2 first name, phone ###-###-####, dob mm/dd/yyyy',
    [
      t('user-signup-form.unit', 'answers each rule with the field and the kiosk’s msg_key'),
      t(
        'user-register.e2e',
        "refuses a domain off the client's list, a short password, a taken email and a malformed one",
      ),
      t('form-rules.unit', 'sign-up step 2 answers a blank mobile number or birth date with its format’s key'),
    ],
  ),
  valid.y(
    'k5-reset',
    "Reset: email required and valid; code 6 characters; password min 8 ('forgotpass-weak-pass-error'); confirmation must match",
    [
      t('reset-flow.e2e', 'answers bad input 400 naming the field, appending nothing'),
      t('reset-decider.unit', 'given a request, when a wrong code comes, then PasswordResetCodeFailed'),
    ],
  ),
  valid.y(
    'k5-unlock',
    "Save-seat unlock: empty gives the generic required message; 'invalid' gives 'saveseat-invalid-error-message'.",
    [
      t('save-seat.browser', 'holds the seat with its countdown, refuses a wrong password and unlocks with Enter'),
      t(
        'save-seat-model.unit',
        'keeps the lock on a wrong password, and lifts it when the server no longer holds the seat',
      ),
    ],
  ),
  valid.y('k5-remote', 'Remote QR id is validated by the server.', [
    t('remote-validate.e2e', "answers an unknown remote id with 404 'remote-session-expired'"),
  ]),
  valid.y(
    'k5-card',
    "Card form: number, expiration (MM/YY), CVC, ZIP 5 digits, country US only; failure 'generic-required-message'",
    [
      t(
        'buy-time.browser',
        "shows the provider's message for a declined card, and the required message for an empty form",
      ),
      t('payment-cases', 'refuses bad card input with a 4xx naming the field, and appends nothing'),
    ],
  ),
  valid.y(
    'k5-survey',
    "Exit survey: all four ratings required; survey_count required when survey_group set ('generic-required-message')",
    [
      t('survey-decider.unit', 'step 1 needs all four ratings, with the generic required message'),
      t('survey-decider.unit', 'the in-between step needs a count only when the player played with others'),
    ],
  ),

  roles.y(
    'k6-roles',
    'Facilitators command selected pods and may edit or delete only their own alerts; single-sign-on sessions cannot use Save Seat; the admin login accepts only roles 3 and 4',
    [
      t('alerts-manage.e2e', "refuses a facilitator someone else's alert, naming whom to contact"),
      t(
        'saml-sign-in.e2e',
        'refuses Save Seat to the SSO session 403, appending nothing, and allows it to a password session at the same client',
      ),
      t('user-admin-login.e2e', "tells roles 1, 2 and 5 they don't have permissions, and a wrong password is invalid"),
    ],
  ),

  errors.y(
    'k8-startup-texts',
    "'Flask API server doesn't work now!'; the not-allowed text with Go to Deployment; 'Please deploy this POD first!'; 'Gamepod not authorized.' and reload after 10 s",
    [
      t('startup.browser', "says the helper doesn't work when the bridge cannot be reached"),
      t('startup.browser', "refuses a station outside its lab's allowed IPs, with a link to the deployment login"),
      t(
        'startup.browser',
        'says "Gamepod not authorized." with the MAC address for an unknown key, and reloads after 10 s',
      ),
    ],
  ),
  errors.y(
    'k8-login-texts',
    "Login keys (invalid, notpro, notauthorized, notregistered; reserved with its stop time); 'This Gamepod is disabled or updating.'; the one-Gamepod texts",
    [
      t(
        'user-login.e2e',
        'refuses players and facilitators while the pod is disabled or updating, and lets an admin in',
      ),
      t(
        'reservation-at-pod.unit',
        "refuses a login while it runs with 'reserved' and its stop time, and not before or after",
      ),
      t(
        'player-session.browser',
        'asks "Login here instead...?" on a second pod, and Login Here ends the first session',
      ),
    ],
  ),
  errors.y(
    'k8-unable',
    "'Unable to log you in, please try again later!'; 'Unable to verify the remote id you provided!'",
    [
      t(
        'login-roles.browser',
        "says 'Unable to log you in, please try again later!' when the login never reaches the server, for 5 s",
      ),
      t(
        'player-session.browser',
        "says 'Starting remote session' while the phone's login travels, and 'Unable to log you in' when it never arrives",
      ),
      t('player-session.browser', 'shows an expired remote session on the phone'),
    ],
    {
      note: "a login the server never answered (no network, too slow, a reply not ours) shows the first; the services answer a remote id no pod shows with the second, which the phone shows over the catalogue's 'This remote session has expired.'",
    },
  ),
  errors.y(
    'k8-remote-texts',
    "'This remote session has expired.' (remote-session-expired); 'Success! You are logged in on {nav_name}.'",
    [
      t('player-session.browser', 'shows an expired remote session on the phone'),
      t('player-session.browser', 'logs in from a phone through the QR code'),
    ],
  ),
  errors.y(
    'k8-remote-start',
    "Remote start: 'Starting remote session with {nav_name}.' / 'Please wait while the connection is established...'",
    [
      t(
        'player-session.browser',
        "says 'Starting remote session' while the phone's login travels, and 'Unable to log you in' when it never arrives",
      ),
    ],
  ),
  errors.y('k8-reset-both', "Reset: server message 'both' uses data message and message1.", [
    t('reset-flow.e2e', 'answers alike whether or not the account exists, and mails a code only to a real account'),
  ]),
  errors.y(
    'k8-system-messages',
    'Keys looked up in the server-supplied system message list take precedence over fallback text; type failure shows as error; otherwise the server message as a 5 s toast',
    [
      t(
        'system-messages-catalogue.e2e',
        'holds every key the kiosk looks up and the contract names, once, with a known type',
      ),
      t(
        'kiosk-ui/test/alerts.browser',
        'shows a system message a super admin rewords on the running kiosk, without a reload',
      ),
    ],
  ),
  errors.y(
    'k8-game-texts',
    "'Please select a game to continue.' (5 s); 'Still Here? Something went wrong.' on game start failure",
    [
      t(
        'games-launch.browser',
        'shows "Getting your game ready!" until the station says the game started, then the dashboard',
      ),
      t(
        'games-launch.browser',
        'says "Still Here? Something went wrong." when the game has not started after 180 s, with a way to chat',
      ),
    ],
  ),
  errors.y(
    'k8-empty-lists',
    "'No pods found at the moment!', 'No games found at the moment!', 'No offers found at the moment!'",
    [
      t('games-browse.browser', 'filters by Rating, Genre and Storage with Done, and says when nothing is found'),
      t('buy-time.browser', 'shows the locked-out text on a locked pod, and the empty text where no offer applies'),
      t('venue-journey.browser', 'deploys the client, then its admin deploys a lab and a pod that comes online'),
    ],
  ),

  limits.y(
    'k9-activity-names',
    'Activity names: session_idle, ui_home, …, play_arcade, end, asleep, ui_remote, admin.',
    [
      t('helper-set-routes.unit', 'refuses an activity that is not one of the activity names'),
      t('kiosk-session-activity-decider.unit', 'given nothing, when an activity is reported, then PodActivityRecorded'),
    ],
  ),
  limits.y(
    'k9-volume',
    'Volume 0-50 shown x2; mute sets 0; unmute sets 100 (one reading) or 50 (another).',
    [
      t('command-plan.unit', 'mutes to 0 and unmutes to the 100% level (50 on the helper scale)'),
      t('helper-set-routes.unit', 'accepts every integer from 0 to 50, as a number or a form string'),
    ],
    { note: "the two readings agree once the slider's x2 is taken into account: 100 % is 50 on the helper scale" },
  ),
];
