// What kiosk-ui and admin-ui share. The global styles are separate entry points:
// `@gamepod/ui-kit/styles/theme.css` and `@gamepod/ui-kit/styles/base.css`.

export { QrCode } from './components/qr-code.tsx';
export { StatusIcon, type StatusTone } from './components/status-icon.tsx';
export { Wordmark } from './components/wordmark.tsx';
export { type AwaitGameStartOptions, awaitGameStart } from './features/game-start/model/await-game-start.ts';
export {
  createSaveSeat,
  type SaveSeatModel,
  type SaveSeatOptions,
} from './features/save-seat/model/save-seat-model.ts';
export { getHealth } from './features/system-status/api/get-health.ts';
export {
  downList,
  type HealthState,
  headline,
  healthState,
  isChecking,
  loadHealth,
  POLL_INTERVAL_MS,
  startHealthPolling,
} from './features/system-status/model/health-model.ts';
export {
  type HealthSnapshot,
  isHealthReport,
  toHealthSnapshot,
} from './features/system-status/model/health-snapshot.ts';
export {
  describeDown,
  downServices,
  maxLag,
  SERVICES,
  type ServiceId,
  serviceLabel,
} from './features/system-status/model/health-summary.ts';
export {
  API_BASE,
  ApiError,
  type ApiErrorKind,
  apiRequest,
  type Envelope,
  type RequestOptions,
  readEnvelope,
} from './lib/api-client.ts';
export { BRIDGE_HOSTS, parseBridgeUrl } from './lib/bridge-address.ts';
export { bridgeUrl, DEFAULT_BRIDGE_URL, rememberBridgeUrl, rememberedBridgeUrl } from './lib/bridge-url.ts';
export { CLOUD_DISCONNECTED, DISCONNECT_RELOAD_MS } from './lib/cloud-disconnect.ts';
export { formatClock, formatCount, formatMillis } from './lib/format.ts';
export { MASKS, maskDigits, maskTime12 } from './lib/input-mask.ts';
export { readStored, removeStored, type StoreKey, writeStored } from './lib/local-store.ts';
export { noAnswer, PendingCalls, replyOf } from './lib/pending-calls.ts';
export { noteLogSequence, readAfterHeaders } from './lib/read-after.ts';
export { clearCookies, clearSessionData } from './lib/session-data.ts';
