/**
 * The fixed lists the pod screens, the pod decider and the bridge share: pod types, LED
 * colours, platforms, seats and command types. Data only (no schemas), so a page that reads
 * one bundles nothing else.
 */

/** A kind of station. `code` is what the kiosk and the helper speak; `value` is the label. */
export type PodType = { readonly id: number; readonly code: string; readonly value: string };

export const POD_TYPES: readonly PodType[] = [
  { id: 1, code: 'gp_solo', value: 'GamePod Solo' },
  { id: 2, code: 'gp_duo', value: 'GamePod Duo' },
  { id: 3, code: 'gp_arc', value: 'GamePod Arcade' },
];

/** Group-play pod types ship without a keyboard. */
export const POD_TYPE_CODES_WITHOUT_KEYBOARD: readonly string[] = ['gp_arc', 'gp_duo'];

export function podTypeById(id: number): PodType | undefined {
  return POD_TYPES.find((t) => t.id === id);
}

/** A colour an admin or facilitator can set a pod's LEDs to. */
export type LedPalette = { readonly id: number; readonly value: string };

export const LED_PALETTES: readonly LedPalette[] = [
  { id: 1, value: '#ff0000' },
  { id: 2, value: '#ff8000' },
  { id: 3, value: '#ffff00' },
  { id: 4, value: '#80ff00' },
  { id: 5, value: '#00ff00' },
  { id: 6, value: '#00ff80' },
  { id: 7, value: '#00ffff' },
  { id: 8, value: '#0080ff' },
  { id: 9, value: '#0000ff' },
  { id: 10, value: '#8000ff' },
  { id: 11, value: '#ff00ff' },
  { id: 12, value: '#ffffff' },
];

/** The two LED strips of a pod. */
export const LED_TYPES = ['led1', 'led2'] as const;
export type LedType = (typeof LED_TYPES)[number];

/** `#rrggbb`, any case: the form an LED command's value takes. */
export const HEX_COLOUR_PATTERN = '^#[0-9A-Fa-f]{6}$';

/** Consoles a pod can have on its two outputs (xd1, xd2). */
export const PLATFORMS = [
  { code: 'xb', name: 'Xbox' },
  { code: 'ps', name: 'PS5' },
  { code: 'sw', name: 'Switch' },
  { code: 'pc', name: 'PC' },
] as const;
export type PlatformCode = (typeof PLATFORMS)[number]['code'];
export const PLATFORM_CODES: readonly PlatformCode[] = PLATFORMS.map((p) => p.code);

/** What an output can hold: a platform, or `na` when nothing is attached. */
export const XD_VALUES = ['xb', 'ps', 'sw', 'pc', 'na'] as const;
export type XdValue = (typeof XD_VALUES)[number];

export const SEATS = ['ACTIVE', 'INACTIVE', 'DE-REGISTERED'] as const;
export type Seat = (typeof SEATS)[number];

/**
 * Every pod command type: the union of the admin console's `pod-command` types and the
 * facilitator's, so both screens and the bridge speak one list.
 */
export const COMMAND_TYPES = [
  'reset',
  'logout',
  'reboot',
  'lockout',
  'unlockout',
  'play_game',
  'admin_play_game',
  'led1',
  'led2',
  'led1_lock',
  'led2_lock',
  'led_default',
  'schedule',
  'modechange',
  'navlogout',
  'save_seat',
  'sso_logout',
  'mute',
  // the station's streaming flag (helper is_streaming): 1 streams the player's play, 0 stops
  'streaming',
] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

/**
 * Whether a pod command starts a game on the pod `podId`: play_game does; admin_play_game only
 * on the pod staff sent it from (its own pod games' Launch), and elsewhere opens that pod's
 * pod games screen instead. The bridge launches by it and the play history records by it.
 */
export function launchesGameOn(
  command: { readonly command_type: string; readonly request_pod_id?: string | null },
  podId: string | null,
): boolean {
  if (command.command_type === 'play_game') return true;
  return command.command_type === 'admin_play_game' && podId !== null && command.request_pod_id === podId;
}

/** What a facilitator (role 2) may send. */
export const FACILITATOR_COMMAND_TYPES = ['mute', 'play_game', 'led1', 'led2', 'reset'] as const;
export type FacilitatorCommandType = (typeof FACILITATOR_COMMAND_TYPES)[number];

/** How long a command waits for its pod's bridge before the bridge must skip it. */
export const COMMAND_TTL_MS = 5 * 60_000;

/** The volume range the kiosk slider speaks (shown doubled as a percentage). */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 50;
/** A new pod's volume until its kiosk page reports one (the middle of the slider). */
export const DEFAULT_VOLUME = 25;

/** The default client theme until a client sets its own. */
export const DEFAULT_THEME = {
  primary_color: '#f48226',
  accent_color: '#496e9c',
  gradiant_color: '#03244d',
  hover_color: '#191919',
} as const;

/** The pod dashboard's Player Feedback and Admin Logs tables: rows per page. */
export const POD_LOG_PAGE_SIZE = 10;
/** The longest admin log entry (a few paragraphs about one pod). */
export const ADMIN_LOG_MESSAGE_MAX = 2000;
