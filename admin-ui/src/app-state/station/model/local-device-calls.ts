// What the admin console tells its station's local helper (the pod's key and type after a
// deploy, pod_disabled from the lock switch), as pure functions so they can be tested without a station.
import type { HelloMessage, KioskPostPath } from '@gamepod/contracts/bridge-socket';
import { podTypeById } from '@gamepod/contracts/catalogues';

/** One helper POST, relayed through the station's bridge. */
export type HelperPost = { readonly path: KioskPostPath; readonly body: Readonly<Record<string, string>> };

/**
 * After a deploy or an edit: the station's key and its pod type's code (what the helper speaks,
 * e.g. `gp_duo`). An unknown type id sends the key alone.
 *
 * @example podCalls('GP-AAAA-BBBB-CCCC', 2) // set/pod_id { pod_id: 'GP-…' }, set/pod_type { pod_type: 'gp_duo' }
 */
export function podCalls(podIdKey: string, podTypeId: number): HelperPost[] {
  const type = podTypeById(podTypeId);
  return [
    { path: '/kiosk/set/pod_id', body: { pod_id: podIdKey } },
    ...(type ? [{ path: '/kiosk/set/pod_type' as const, body: { pod_type: type.code } }] : []),
  ];
}

/** The lock switch on this station's own pod: disabled yes or no. */
export function podDisabledCall(disabled: boolean): HelperPost {
  return { path: '/kiosk/set/pod_disabled', body: { pod_disabled: disabled ? 'yes' : 'no' } };
}

/** The part of the bridge's hello that names the station. */
type Hello = Pick<HelloMessage, 'pod_id_key'>;

/** Whether the pod with `podIdKey` is the station the bridge serves (its hello names the key). */
export function isThisStation(hello: Hello, podIdKey: string): boolean {
  return hello.pod_id_key !== null && hello.pod_id_key !== '' && hello.pod_id_key === podIdKey;
}

/**
 * Whether an edit of the pod with `podIdKey` is told to this station: when it is that pod, or
 * has no key yet. An admin who edits another pod from a station's browser must not give this
 * station that pod's key: two stations would then share one.
 */
export function editConcernsStation(hello: Hello, podIdKey: string): boolean {
  return hello.pod_id_key === null || hello.pod_id_key === '' || isThisStation(hello, podIdKey);
}
