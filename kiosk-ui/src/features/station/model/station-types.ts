// What the pod bridge's local socket sends (contract "Kiosk ↔ bridge local socket"); mirrors
// pod-bridge's StationView and kiosk-socket messages, which the UI may not import. The hello and
// the reply are shared with admin-ui through ui-kit.
import type { BridgeHello, BridgeReply, HelperReply } from '@gamepod/ui-kit';

export type { HelperReply };

export type Slot = 'xb' | 'ps' | 'sw' | 'pc' | 'na' | 'start';
export type Platform = 'xb' | 'ps' | 'sw' | 'pc';

export type StationView = {
  xd1: Slot;
  xd2: Slot;
  xb_disabled: boolean;
  ps_disabled: boolean;
  sw_disabled: boolean;
  pc_disabled: boolean;
  pod_disabled: boolean;
  idle: boolean;
  asleep: boolean;
  logout_pending: boolean;
  /** Why the physical logout is pending: the button, or the seat sensor; null when none is. */
  logout_reason?: 'button' | 'seat' | null;
  game_started: boolean;
  game_playing: boolean;
  game_platform: string;
  /** 0–50 on the helper's scale; the slider shows it ×2 as a percent. */
  volume: number;
  muted?: boolean;
  emergency?: boolean;
  mac_address?: string | null;
};

export type StationState = { station: StationView; helper_ok: boolean; nats_ok: boolean };

export type PodCommand = {
  command_id: string;
  command_type: string;
  command_value: string | null;
  command_platform: string | null;
};

export type BridgeMessage =
  | BridgeHello
  | ({ op: 'state' } & StationState)
  | { op: 'command'; command: PodCommand }
  | BridgeReply
  | { op: 'pong' };
