// The pod screens' DTOs, mirroring the services' reply schemas (services/src/routes/pods/
// pod-schemas.ts): `events` exports the catalogues but not the route schemas, and the UI
// may not import server code.
import type { CommandType, Seat, XdValue } from '@gamepod/contracts/catalogues';

export type Flag = 0 | 1;

/** Spec §3 Pod: ScreenshotDetail {url, image, age, message}; `url` is under /api/v1 and needs `&token=`. */
export type ScreenshotDetail = {
  readonly url: string | null;
  readonly image: string | null;
  readonly age: number | null;
  readonly message: string;
};

/** One row of Manage Your Pods (spec §3 Pod). */
export type PodRow = {
  readonly id: string;
  readonly client_id: string;
  readonly lab_id: string;
  readonly pod_id_key: string;
  readonly pod_id_masked: string;
  readonly nav_id: string;
  readonly license: string | null;
  readonly letter: string | null;
  readonly podnav: { readonly license: string } | null;
  readonly seat: string;
  readonly pod_type_id: number;
  readonly is_active: Flag;
  readonly with_keyboard: Flag;
  readonly lock_out: Flag;
  readonly volume: number;
  /** ACTIVE, IDLE, ASLEEP, or MISSING once the pod's heartbeats stopped. */
  readonly activity: string | null;
  readonly OnlineDetail: { readonly online: Flag; readonly message: string };
  readonly ScreenshotDetail: ScreenshotDetail;
};

export type PodList = { readonly pods: readonly PodRow[]; readonly letters: readonly string[] };

/**
 * What services push on `client.<id>` when a pod's live status changes (kind `status.pod`,
 * docs/architecture.md "Live fleet status").
 */
export type PodStatusPush = {
  readonly pod_id: string;
  readonly activity: string;
  readonly online: Flag;
  readonly message: string;
  readonly lock_out: Flag;
  readonly volume: number;
};

/** The pod form (spec §3 Pod form) as the API takes it. */
export type PodFormBody = {
  ip_address: string;
  mac_address: string;
  client_id: string;
  lab_id: string;
  pod_type_id: number;
  nav_id: string;
  nav_id_left: string | null;
  nav_id_right: string | null;
  nav_id_rear: string | null;
  lan_ip: string | null;
  wan_ip: string | null;
  xd1: XdValue;
  xd2: XdValue;
  seat: Seat;
  note: string | null;
  is_active: Flag;
  with_keyboard: Flag;
  pro: Flag;
};

/** A pod's form as the MAC check and the Edit Pod read return it. */
export type PodDetail = Omit<PodFormBody, 'xd1' | 'xd2' | 'seat'> & {
  readonly id: string;
  readonly pod_id_key: string;
  readonly xd1: string;
  readonly xd2: string;
  readonly seat: string;
};

export type Option = { readonly id: string; readonly value: string };
export type PodTypeOption = { readonly id: number; readonly code: string; readonly value: string };
export type NavOption = { readonly id: string; readonly license: string; readonly letter: string };
/** Spec §3 LED palette: a colour as `#rrggbb`. */
export type Palette = { readonly id: number; readonly value: string };
export type LedType = 'led1' | 'led2';

/** What Manage Your Pods sends (spec §9 command types). */
export type PodCommandType = Extract<CommandType, 'lockout' | 'unlockout' | 'logout' | 'reboot' | 'led1' | 'led2'>;
