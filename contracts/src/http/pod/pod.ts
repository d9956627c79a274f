import Type, { type Static } from 'typebox';
import { VOLUME_MAX, VOLUME_MIN } from '../../catalogues/pod-catalogues.ts';
import { Flag, Id, KioskKeys, PodIdKey, SessionIdField, Strict, WithToken } from '../fields.ts';
import { get, post } from '../route.ts';

const SessionKeys = {
  session_id_key: Type.Optional(Type.String({ maxLength: 256 })),
  session_id: Type.Optional(SessionIdField),
  ...WithToken,
};

/** The pod as the kiosk reads it. */
export const KioskPod = Type.Object({
  pod: Type.Object({
    id: Type.String(),
    lock_out: Flag,
    volume: Type.Integer(),
    with_key_board: Flag,
    nav_id: Type.String(),
    pod_id_key: Type.Optional(
      Type.String({ description: 'only to a caller that sent it, or to staff who administer the pod' }),
    ),
  }),
});
export type KioskPod = Static<typeof KioskPod>;

/** The pod's lock-out, volume and keyboard flag, by its pod_id_key (or by id with a session). */
export const podRead = get('/pod', {
  querystring: Type.Object({ pod_id_key: Type.Optional(PodIdKey), pod_id: Type.Optional(Id), ...SessionKeys }),
  data: KioskPod,
});

/** Record the pod's volume (0–50; the slider shows twice the value as a percentage). */
export const podSetVolume = post('/pod/set_volume', {
  body: Strict({
    pod_id_key: PodIdKey,
    volume: Type.Integer({ minimum: VOLUME_MIN, maximum: VOLUME_MAX }),
    ...SessionKeys,
  }),
  data: KioskPod,
});

/**
 * The kiosk page's report of the lock state its helper has (yes: locked out), with its live
 * kiosk session. The answer is the pod as recorded: the lock state is staff's to set and the
 * station's bridge's to report, so the page's report is not recorded.
 */
export const podSetLockout = post('/pod/set_lockout', {
  body: Strict({ pod_id_key: PodIdKey, lockout: Type.Enum(['yes', 'no']), ...KioskKeys }),
  data: KioskPod,
});
