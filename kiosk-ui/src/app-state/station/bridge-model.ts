import type {
  BridgeMessage,
  CallMessage,
  HelloMessage,
  HelperReply,
  KioskCallMethod,
  KioskCallPath,
  KioskPageMessage,
  PodCommand,
  StationState,
} from '@gamepod/contracts/bridge-socket';
import { bridgeUrl, noAnswer, PendingCalls, rememberBridgeUrl, replyOf } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { ReconnectingSocket } from '#lib/reconnecting-socket.ts';

const CALL_TIMEOUT_MS = 8_000;

/** Whether the bridge socket is up: unknown until the first attempt settles. */
export const bridgeLink = signal<'unknown' | 'up' | 'down'>('unknown');
/** The bridge's hello: the pod it registered as, and the station's key (null while undeployed). */
export const bridgeHello = signal<Omit<HelloMessage, 'op'> | null>(null);
/** The station as the bridge last saw it. */
export const stationState = signal<StationState | null>(null);
export const station = computed(() => stationState.value?.station ?? null);

/** The local helper cannot be reached: no bridge, or the bridge says its helper is down. */
export const helperDown = computed(
  () => bridgeLink.value === 'down' || (stationState.value !== null && !stationState.value.helper_ok),
);

const calls = new PendingCalls('k');
type CommandListener = (command: PodCommand, failed: string | undefined) => void;
const commandListeners = new Set<CommandListener>();
let socket: ReconnectingSocket | null = null;

function onMessage(raw: unknown): void {
  const m = raw as BridgeMessage;
  switch (m.op) {
    case 'hello':
      bridgeHello.value = { pod_id: m.pod_id, pod_id_key: m.pod_id_key };
      // a bridge answered: this tab is the station's browser, which the admin console opened
      // from 'Go to Deployment' needs to know (it provisions the station through this bridge)
      rememberBridgeUrl(bridgeUrl());
      break;
    case 'state':
      stationState.value = { station: m.station, helper_ok: m.helper_ok, nats_ok: m.nats_ok };
      break;
    case 'command':
      for (const listener of commandListeners) listener(m.command, m.failed);
      break;
    case 'reply':
      if (m.id) calls.settle(m.id, replyOf(m));
      break;
    default:
      break;
  }
}

/** Connects to the pod's bridge once; later calls are no-ops. Phone pages never call it. */
export function connectBridge(): void {
  socket ??= new ReconnectingSocket(bridgeUrl, {
    onOpen: () => {
      bridgeLink.value = 'up';
    },
    onMessage,
    onClose: () => {
      bridgeLink.value = 'down';
      calls.settleAll(noAnswer('bridge closed'));
      return true;
    },
  });
}

/**
 * Relays a helper call through the bridge (allow-listed paths only). Never throws: a dead
 * bridge or helper answers `ok: false`, as the real helper "swallows some errors".
 */
export function callHelper<P extends KioskCallPath>(
  method: KioskCallMethod<P>,
  path: P,
  body?: object,
): Promise<HelperReply> {
  connectBridge();
  const { id, reply } = calls.open(CALL_TIMEOUT_MS, 'bridge timeout');
  const call: CallMessage = { op: 'call', id, method, path, ...(body ? { body: { ...body } } : {}) };
  if (!socket?.send(call)) calls.settle(id, noAnswer('bridge not connected'));
  return reply;
}

/** Tells the bridge which kiosk session this page holds; false when the socket is not up (it is told again on connecting). */
export function tellBridge(message: KioskPageMessage): boolean {
  return socket?.send(message) ?? false;
}

/** Waits until the bridge socket is up or known down (bounded), for start-up decisions. */
export function bridgeSettled(timeoutMs = 4_000): Promise<'up' | 'down'> {
  connectBridge();
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      const link = bridgeLink.value;
      if (link === 'up' || (link === 'down' && Date.now() - started > 1_500) || Date.now() - started > timeoutMs)
        resolve(link === 'up' ? 'up' : 'down');
      else setTimeout(check, 100);
    };
    check();
  });
}

/**
 * Runs `listener` for each pod command the bridge forwards, with why the station could not run
 * it when it could not (a staff launch on a platform it lacks); returns the unsubscribe.
 */
export function onPodCommand(listener: CommandListener): () => void {
  commandListeners.add(listener);
  return () => commandListeners.delete(listener);
}
