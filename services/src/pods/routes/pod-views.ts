import type { FloorPod, PodForm, PodListRow } from '@gamepod/contracts/http';
import type { PodLiveFacts, PodTable, UserName } from '@gamepod/projections';
import { maskPodIdKey } from '../application/pod-key.ts';
import { flag } from '../application/pod-session-data.ts';
import { latestSession, liveStatus } from '../fleet-status/pod-live-status.ts';
import { screenshotDetail } from '../fleet-status/screenshot-detail.ts';

/** A pod as its edit form shows it. */
export function podForm(pod: PodTable): PodForm {
  return {
    id: pod.id,
    pod_id_key: pod.pod_id_key,
    client_id: pod.client_id,
    lab_id: pod.lab_id,
    ip_address: pod.ip_address,
    mac_address: pod.mac_address,
    pod_type_id: pod.pod_type_id,
    nav_id: pod.nav_id,
    nav_id_left: pod.nav_id_left,
    nav_id_right: pod.nav_id_right,
    nav_id_rear: pod.nav_id_rear,
    lan_ip: pod.lan_ip,
    wan_ip: pod.wan_ip,
    xd1: pod.xd1,
    xd2: pod.xd2,
    seat: pod.seat,
    note: pod.note,
    is_active: flag(pod.is_active),
    with_keyboard: flag(pod.with_keyboard),
    pro: flag(pod.pro),
  };
}

/** The live part of a list row: status facts and screenshot, judged at `now` (fleet-status/). */
export type PodLive = {
  readonly facts: PodLiveFacts | undefined;
  /** Who is signed in on the pod, when someone is and the users read model knows them. */
  readonly user?: UserName | null;
  /** The title of the game the pod runs, when the games read model knows it. */
  readonly gameTitle?: string | null;
  /** When the pod last sent a screenshot (null: none kept). */
  readonly screenshotAt: Date | null;
  readonly now: Date;
  readonly missingAfterMs: number;
};

function liveColumns(podId: string, live: PodLive) {
  const status = liveStatus(live.facts, live.now, live.missingAfterMs);
  return {
    activity: status.activity,
    OnlineDetail: { online: status.online, message: status.message },
    ScreenshotDetail: screenshotDetail(podId, live.screenshotAt, live.now),
    latestsession: latestSession(live.facts, live.now, live.user ?? null, live.gameTitle ?? null),
    stuck_session: flag(live.facts?.stuck_session ?? false),
  };
}

/** A pod as the pods lists show it; `floor` is its floor tile (floor/floor-pod.ts), from the same read. */
export function podListRow(pod: PodTable, live: PodLive & { readonly floor: FloorPod }): PodListRow {
  return {
    id: pod.id,
    client_id: pod.client_id,
    lab_id: pod.lab_id,
    pod_id_key: pod.pod_id_key,
    pod_id_masked: maskPodIdKey(pod.pod_id_key),
    nav_id: pod.nav_id,
    license: pod.license,
    letter: pod.letter,
    podnav: pod.license === null ? null : { license: pod.license },
    seat: pod.seat,
    pod_type_id: pod.pod_type_id,
    is_active: flag(pod.is_active),
    with_keyboard: flag(pod.with_keyboard),
    lock_out: flag(pod.lock_out),
    volume: pod.volume,
    ...liveColumns(pod.id, live),
    floor: live.floor,
  };
}

/** The list's per-letter toggles: the distinct letters of its pods, sorted. */
export function lettersOf(pods: readonly PodTable[]): string[] {
  return [...new Set(pods.flatMap((p) => (p.letter ? [p.letter] : [])))].sort();
}
