import Type from 'typebox';
import { Nullable, Strict, WithToken } from '../fields.ts';
import { Empty, get, post } from '../route.ts';
import {
  EntryIdField,
  LabIdField,
  LabQueueView,
  QueuePlace,
  QueuePlatformField,
  QueuePolicy,
} from './queue-schemas.ts';

// The fair queue's calls. They are not in the spec: they sit under its prefixes, the player's
// under `/user/queue/…`, staff's under `/admin/kiosk/lab_queue/…`.

/**
 * A signed-in player (station after sign-in, or the phone's QR flow) joins a lab's queue, once,
 * when every seat is taken. 409 when already queued, on a pod of the lab, the queue is off or a
 * seat is free; 403 when banned by the no-show policy or the lab is another client's.
 */
export const userQueueJoin = post('/user/queue/join', {
  body: Strict({
    ...WithToken,
    lab_id: LabIdField,
    platform: Type.Optional(Nullable(QueuePlatformField)),
  }),
  data: QueuePlace,
});

/** The player leaves the lab's queue in one call (a seat held for them passes on). 404 when not queued. */
export const userQueueLeave = post('/user/queue/leave', {
  body: Strict({ ...WithToken, lab_id: LabIdField }),
  data: Empty,
});

/** The player's place, estimate and any seat held for them. */
export const userQueuePlace = get('/user/queue/place', {
  querystring: Strict({ ...WithToken, lab_id: LabIdField }),
  data: QueuePlace,
});

/** A lab's queue and policy: its client's admins and facilitators, and super admins. */
export const adminLabQueueList = get('/admin/kiosk/lab_queue/list', {
  querystring: Strict({ ...WithToken, lab_id: LabIdField }),
  data: LabQueueView,
});

/** Move a place in line (1 first; past the end: last). Client admins and super admins. */
export const adminLabQueueMove = post('/admin/kiosk/lab_queue/move', {
  body: Strict({
    ...WithToken,
    lab_id: LabIdField,
    entry_id: EntryIdField,
    position: Type.Integer({ minimum: 1, maximum: 10_000 }),
  }),
  data: LabQueueView,
});

/** Remove a place from line (a seat held for it passes on). Client admins and super admins. */
export const adminLabQueueRemove = post('/admin/kiosk/lab_queue/remove', {
  body: Strict({ ...WithToken, lab_id: LabIdField, entry_id: EntryIdField }),
  data: LabQueueView,
});

/** Call a player in line to the desk: their phone page shows it. Facilitators too. */
export const adminLabQueueCall = post('/admin/kiosk/lab_queue/call', {
  body: Strict({ ...WithToken, lab_id: LabIdField, entry_id: EntryIdField }),
  data: Empty,
});

/** Save the lab's queue policy. Client admins and super admins. */
export const adminLabQueuePolicy = post('/admin/kiosk/lab_queue/policy', {
  body: Strict({ ...WithToken, lab_id: LabIdField, policy: QueuePolicy }),
  data: QueuePolicy,
});
