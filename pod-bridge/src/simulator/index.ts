export { CallLog, type RecordedCall } from './call-log.ts';
export {
  CONTROL_PREFIX,
  type ControlRequest,
  type ControlResult,
  handleControlRequest,
  type SimulatorFaults,
} from './control-routes.ts';
export { unsupportedPlatformMessage } from './helper-game-routes.ts';
export type { HelperEffect, HelperEnvelope, HelperResult } from './helper-reply.ts';
export {
  HELPER_PREFIX,
  HELPER_ROUTE_PATHS,
  type HelperRequest,
  handleHelperRequest,
  helperRouteMethod,
  SCREENSHOT_PATH,
} from './helper-routes.ts';
export { crc32, encodePng } from './png-encoder.ts';
export { renderStationScreenshot, SCREENSHOT_HEIGHT, SCREENSHOT_WIDTH, screenMode } from './screenshot.ts';
export { type HelperSimulator, type HelperSimulatorOptions, startHelperSimulator } from './simulator-server.ts';
export {
  applyStationPatch,
  CONSOLE_SLOTS,
  type ConsoleSlot,
  initialStationState,
  PHYSICAL_LOGOUT_REASONS,
  PHYSICAL_LOGOUT_TEXT,
  type PhysicalLogoutReason,
  PLATFORMS,
  type Platform,
  SESSION_ACTIVITIES,
  type StationPatch,
  type StationState,
  StationStateSchema,
  XDS,
  type Xd,
} from './station-state.ts';
