import { KioskPageMessage } from '@gamepod/contracts/bridge-socket';
import { Compile } from 'typebox/compile';

const kioskPageMessage = Compile(KioskPageMessage);

/** The kiosk session a page holds: the pod it is of, and the sha256 of its session_id_key. */
export type KioskPage = { readonly pod_id: string; readonly kiosk_session_hash: string };

/** Reads a page's `kiosk_page` message; null for anything else (a malformed one is ignored). */
export function parseKioskPage(message: unknown): KioskPage | null {
  if (!kioskPageMessage.Check(message)) return null;
  return { pod_id: message.pod_id, kiosk_session_hash: message.kiosk_session_hash };
}

/**
 * The kiosk session the bridge records now (PodKioskPageOpened), or null: the page's, while the
 * bridge runs as that page's pod, when it is not the one last recorded for that pod. A page of
 * another pod (a station deployed afresh) is recorded once the bridge runs as that pod.
 *
 * @example kioskPageToRecord({ pod_id: 'p1', kiosk_session_hash: h }, 'p1', null) // h
 */
export function kioskPageToRecord(
  page: KioskPage | null,
  podId: string | null,
  recorded: KioskPage | null,
): string | null {
  if (!page || page.pod_id !== podId) return null;
  if (recorded && recorded.pod_id === podId && recorded.kiosk_session_hash === page.kiosk_session_hash) return null;
  return page.kiosk_session_hash;
}
