// The pod screens' rules as pure functions (the Connected and Online icons, the thumbnail, the
// pod form's keyboard default and required fields, the seat options), so they can be tested without a page.
import {
  PLATFORMS,
  POD_TYPE_CODES_WITHOUT_KEYBOARD,
  type PodType,
  SEATS,
  type Seat,
  XD_VALUES,
  type XdValue,
} from '@gamepod/contracts/catalogues';
import {
  type Flag,
  type LatestSession,
  missingFields,
  POD_FORM_RULES,
  type PodForm,
  type PodListRow,
  type ScreenshotDetail,
} from '@gamepod/contracts/http';
import type { PodFormBody } from '../api/pod-requests.ts';

/** The pod list refreshes every 30 s; the screenshot viewer every 8 s. */
export const POD_LIST_POLL_MS = 30_000;
export const SCREENSHOT_REFRESH_MS = 8_000;
/** A thumbnail shows only while the screenshot is 0 to 60 s old. */
export const FRESH_SCREENSHOT_S = 60;

export type IconState = { readonly tone: 'ok' | 'down' | 'unknown'; readonly label: string };

/** A check unless the activity is MISSING (red cross) or IDLE (neither). */
export function connectedState(activity: string | null): IconState {
  if (activity === 'MISSING') return { tone: 'down', label: 'Not connected' };
  if (activity === 'IDLE') return { tone: 'unknown', label: 'Idle' };
  if (activity === null) return { tone: 'unknown', label: 'Unknown' };
  return { tone: 'ok', label: 'Connected' };
}

/** Green when online equals 1, else a red cross whose tooltip is the message. */
export function onlineState(detail: PodListRow['OnlineDetail']): IconState {
  return detail.online === 1
    ? { tone: 'ok', label: detail.message || 'Online' }
    : { tone: 'down', label: detail.message };
}

/** The Session column: active when session_status is 1 or 2 and up_time is 5 or less; otherwise MISSING. */
export function sessionActive(latest: LatestSession | null): boolean {
  if (!latest) return false;
  const { session_status, up_time } = latest;
  return (session_status === 1 || session_status === 2) && up_time !== null && up_time <= 5;
}

/** Who plays what on the pod: 'Ann Lee · Rocket Derby'; null when nobody is signed in. */
export function whoPlays(latest: LatestSession | null): string | null {
  const user = latest?.user;
  if (!user) return null;
  const who = user.name || user.user_name;
  const game = latest.latestsessionlog.game;
  return game ? `${who} · ${game}` : who;
}

/** The thumbnail shows only when the screenshot's age is 0 to 60 (seconds). */
export function isFreshScreenshot(shot: ScreenshotDetail): shot is ScreenshotDetail & { url: string; age: number } {
  return shot.url !== null && shot.age !== null && shot.age >= 0 && shot.age <= FRESH_SCREENSHOT_S;
}

/**
 * The <img> address of a screenshot: an <img> cannot send the Bearer header, so the token
 * rides in the query; `version` changes the address so a refresh loads the new picture.
 */
export function screenshotSrc(url: string, token: string, version: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}&v=${version}`;
}

/** The nav name a row shows (its podnav.license). */
export const navName = (pod: PodListRow): string => pod.podnav?.license ?? pod.license ?? '—';

/** gp_arc and gp_duo pods have no keyboard; every other type has one. */
export function withKeyboardFor(type: Pick<PodType, 'code'> | undefined): Flag {
  if (!type) return 1;
  return POD_TYPE_CODES_WITHOUT_KEYBOARD.includes(type.code) ? 0 : 1;
}

/** The form as the screen edits it: text for inputs and selects, 1/0 for switches. */
export type PodFormValues = {
  ip_address: string;
  mac_address: string;
  client_id: string;
  lab_id: string;
  pod_type_id: string;
  nav_id: string;
  nav_id_left: string;
  nav_id_right: string;
  nav_id_rear: string;
  lan_ip: string;
  wan_ip: string;
  xd1: string;
  xd2: string;
  seat: string;
  note: string;
  is_active: Flag;
  with_keyboard: Flag;
  pro: Flag;
};

export type PodField = keyof PodFormValues;

/** The required fields left empty (the contract's rules; the switches always hold a value), in form order. */
export function missingPodFields(v: PodFormValues): PodField[] {
  return missingFields(POD_FORM_RULES, v).map((e) => e.field);
}

/** A blank form: a new pod is active, has a keyboard until a type says otherwise, and is not pro. */
export function emptyPodForm(start: Partial<PodFormValues> = {}): PodFormValues {
  return {
    ip_address: '',
    mac_address: '',
    client_id: '',
    lab_id: '',
    pod_type_id: '',
    nav_id: '',
    nav_id_left: '',
    nav_id_right: '',
    nav_id_rear: '',
    lan_ip: '',
    wan_ip: '',
    xd1: 'na',
    xd2: 'na',
    seat: 'ACTIVE',
    note: '',
    is_active: 1,
    with_keyboard: 1,
    pro: 0,
    ...start,
  };
}

/** A pod's saved form (MAC check, Edit Pod) as the screen edits it. */
export function formFromDetail(d: PodForm): PodFormValues {
  return {
    ip_address: d.ip_address,
    mac_address: d.mac_address,
    client_id: d.client_id,
    lab_id: d.lab_id,
    pod_type_id: String(d.pod_type_id),
    nav_id: d.nav_id,
    nav_id_left: d.nav_id_left ?? '',
    nav_id_right: d.nav_id_right ?? '',
    nav_id_rear: d.nav_id_rear ?? '',
    lan_ip: d.lan_ip ?? '',
    wan_ip: d.wan_ip ?? '',
    xd1: d.xd1,
    xd2: d.xd2,
    seat: d.seat,
    note: d.note ?? '',
    is_active: d.is_active,
    with_keyboard: d.with_keyboard,
    pro: d.pro,
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const xd = (s: string): XdValue => ((XD_VALUES as readonly string[]).includes(s) ? (s as XdValue) : 'na');

/** The API body of a complete form (check `missingPodFields` first). */
export function bodyFromForm(v: PodFormValues): PodFormBody {
  return {
    ip_address: v.ip_address.trim(),
    mac_address: v.mac_address.trim(),
    client_id: v.client_id,
    lab_id: v.lab_id,
    pod_type_id: Number(v.pod_type_id),
    nav_id: v.nav_id,
    nav_id_left: orNull(v.nav_id_left),
    nav_id_right: orNull(v.nav_id_right),
    nav_id_rear: orNull(v.nav_id_rear),
    lan_ip: orNull(v.lan_ip),
    wan_ip: orNull(v.wan_ip),
    xd1: xd(v.xd1),
    xd2: xd(v.xd2),
    seat: v.seat as Seat,
    note: orNull(v.note),
    is_active: v.is_active,
    with_keyboard: v.with_keyboard,
    pro: v.pro,
  };
}

/** The seat options: ACTIVE, INACTIVE, DE-REGISTERED. */
export const SEAT_OPTIONS = SEATS.map((s) => ({ id: s, value: s }));

/** What an output (xd1, xd2) can hold: a console, or nothing attached. */
export const XD_OPTIONS = [...PLATFORMS.map((p) => ({ id: p.code, value: p.name })), { id: 'na', value: 'None' }];
