import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/**
 * The phone's side of a pod's QR code, on `gp.evt.remote.<pod id>`: what a phone did that the
 * pod's kiosk page must hear of. Services push it to the page from these events, never from
 * the request, and nothing here lets anyone sign in.
 */
export const REMOTE_AGGREGATE = 'remote';

export const PodRemoteScanned = defineEvent({
  type: 'PodRemoteScanned',
  aggregate: REMOTE_AGGREGATE,
  description:
    "A phone checked the remote id of the pod's QR code: the kiosk starts its countdown. `reg_forgot` when the phone came to sign up or reset a password.",
  schema: Type.Object({ reg_forgot: Type.Boolean() }),
});

export const PodRemoteLoginStaged = defineEvent({
  type: 'PodRemoteLoginStaged',
  aggregate: REMOTE_AGGREGATE,
  description:
    "A phone signed a user in for the pod. The one-time code the pod's kiosk redeems waits for 60 s in the phone-logins bucket, sealed under `handoff`; the code itself never enters the log.",
  schema: Type.Object({ handoff: Type.String({ minLength: 32, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }),
});

/** The remote aggregate's event types, for the catalogue. */
export const POD_REMOTE_EVENTS = [PodRemoteScanned, PodRemoteLoginStaged] as const;
