// The kiosk page's local WebSocket to its station's bridge (`ws://127.0.0.1:<port>/ws`): what
// each side sends. The bridge validates what pages send with these schemas; the pages (kiosk-ui,
// admin-ui) and the bridge take their types from them.
export {
  BridgeMessage,
  CommandMessage,
  HelloMessage,
  HelperReply,
  PodCommand,
  PongMessage,
  ReplyMessage,
  StateMessage,
  StationState,
} from './bridge-messages.ts';
export {
  isKioskCallPath,
  KIOSK_CALL_PATHS,
  KIOSK_CALLS,
  type KioskCallMethod,
  type KioskCallPath,
  type KioskGetPath,
  type KioskPostPath,
} from './kiosk-calls.ts';
export { CallMessage, KioskPageMessage, PageMessage, PingMessage } from './page-messages.ts';
export { Platform, Slot, StationView } from './station-view.ts';
