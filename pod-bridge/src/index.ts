export { type Bridge, type BridgeOptions, type BridgeStatus, startBridge } from './bridge.ts';
export { type BridgeLog, consoleLog, silentLog } from './bridge-log.ts';
export type { Registration } from './core/registering.ts';
export { requestUrl } from './http-request.ts';
