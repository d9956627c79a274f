import Type, { type Static } from 'typebox';
import { PodConsoles } from '../../realtime/pushes.ts';
import { Flag, Id, Nullable, Strict, WithToken } from '../fields.ts';
import { post } from '../route.ts';

/** What the kiosk sends: the session says whose pods; `user_id` and `session_id_key` are taken and not needed. */
export const FacilitatorPodsListBody = Strict({
  session_id_key: Type.Optional(Type.String({ maxLength: 256 })),
  user_id: Type.Optional(Type.String({ maxLength: 128, description: 'not needed: the session says who asks' })),
  ...WithToken,
});

/** One pod of the facilitator's client as Manage Event lists it; `status.pod` pushes keep it current. */
export const FacilitatorPod = Type.Object({
  id: Type.String(),
  /** The nav licence ('A1'), or the seat while the client's nav is unknown. */
  name: Type.String(),
  lab_id: Type.String(),
  lock_out: Flag,
  in_use: Flag,
  /** Who is signed in on the pod (their full name, else their user name); null when nobody is. */
  player: Nullable(Type.String()),
  /** What the station runs now: the game's title (else its id), else its platform; null when nothing runs. */
  game: Nullable(Type.String()),
  /** 1: a pod session is open on the pod that its station no longer holds (End session ends it). */
  stuck_session: Flag,
  online: Flag,
  volume: Type.Integer(),
  /** The consoles the station reports, else the ones it was deployed with. */
  consoles: PodConsoles,
});
export type FacilitatorPod = Static<typeof FacilitatorPod>;

/** End session from Manage Event: the pod's sessions its station no longer holds end; a held one never does. */
export const facilitatorPodsEndSession = post('/facilitator/pods/end_session', {
  body: Strict({ pod_id: Id, session_id_key: Type.Optional(Type.String({ maxLength: 256 })), ...WithToken }),
  data: Type.Object({ ended: Type.Integer({ minimum: 0 }) }),
});

/** Manage Event's list: the pods of the facilitator's own client, in the pods lists' order. */
export const facilitatorPodsList = post('/facilitator/pods/list', {
  body: FacilitatorPodsListBody,
  data: Type.Object({
    pods: Type.Array(FacilitatorPod),
    /** The client listed (null when none): subscribe `client.<client_id>` for the pods' `status.pod` pushes. */
    client_id: Nullable(Type.String()),
  }),
});
