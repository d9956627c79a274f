// A connection to this station's bridge kept open while a screen shows the station live (the pod
// dashboard): the station's state as it changes, and helper calls through it. Off a pod (no
// bridge remembered in this tab) there is no link.
import type {
  HelperReply,
  KioskGetPath,
  KioskPostPath,
  PodCommand,
  StationState,
} from '@gamepod/contracts/bridge-socket';
import { noAnswer, rememberedBridgeUrl } from '@gamepod/ui-kit';
import { openBridgeSession } from '../api/bridge-session.ts';
import { LOCAL_DEVICE_TIMEOUT_MS } from './local-device-model.ts';

export type StationLink = {
  /** Relays a helper POST; `ok: false` with status 0 when the bridge could not be reached. */
  post(path: KioskPostPath, body: Record<string, unknown>): Promise<HelperReply>;
  /** Relays a helper GET, likewise. */
  get(path: KioskGetPath): Promise<HelperReply>;
  close(): void;
};

/** Whether this console runs on a pod: kiosk-ui remembered its bridge in this tab. */
export function onStation(): boolean {
  return rememberedBridgeUrl() !== null;
}

/**
 * Opens the link; null off a pod. `onState` hears the station's state on connect and on every
 * change, `onCommand` each pod command the bridge forwards to the station's page.
 */
export function linkStation(
  onState: (state: StationState) => void,
  onCommand?: (command: PodCommand) => void,
): StationLink | null {
  const url = rememberedBridgeUrl();
  if (url === null) return null;
  let closed = false;
  const opening = openBridgeSession(
    url,
    LOCAL_DEVICE_TIMEOUT_MS,
    (s) => {
      if (!closed) onState(s);
    },
    (c) => {
      if (!closed) onCommand?.(c);
    },
  ).then(
    (session) => {
      if (closed) session.close();
      return session;
    },
    (err: unknown) => {
      console.warn('[station] no link to the bridge', err);
      return null;
    },
  );
  return {
    post: async (path, body) => {
      const session = await opening;
      return session ? session.post(path, body) : noAnswer('the station bridge is not reachable');
    },
    get: async (path) => {
      const session = await opening;
      return session ? session.get(path) : noAnswer('the station bridge is not reachable');
    },
    close: () => {
      closed = true;
      void opening.then((s) => s?.close());
    },
  };
}
