import Type from 'typebox';
import { Id, PodIdKey, Strict, WithToken } from '../../fields.ts';
import { Empty, FileBytes, get, getFile, post } from '../../route.ts';
import {
  Pallets,
  PodForm,
  PodIdQuery,
  PodList,
  PodTypeOption,
  podFormFields,
  ScreenshotDetail,
} from './pod-schemas.ts';

const PodListQuery = Type.Object({
  client_id: Type.Optional(Id),
  lab_id: Type.Optional(Id),
  pod_session: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 256,
      description: "the kiosk session key of the pod the console runs on: lists that pod's lab",
    }),
  ),
  ...WithToken,
});
const PodIdBody = Strict({ pod_id: Id, ...WithToken });

/** Manage Your Pods: the pods of a lab (or client), with their letters. */
export const adminKioskPods = get('/admin/kiosk/pods', { querystring: PodListQuery, data: PodList });

/** Client Pods (super admin): a client's pods in one lab. */
export const adminKioskClientPods = get('/admin/kiosk/client/pods', { querystring: PodListQuery, data: PodList });

/** The pod types a pod can be deployed as. */
export const adminKioskPodsType = get('/admin/kiosk/pods_type', {
  querystring: Type.Object(WithToken),
  data: Type.Object({ pod_types: Type.Array(PodTypeOption) }),
});

/** The LED colours for Update LED Settings. */
export const adminKioskRgbPallets = get('/admin/kiosk/rgb_pallets', {
  querystring: Type.Object(WithToken),
  data: Pallets,
});

/** A pod's latest screenshot: its age and where to load it (the image itself is screenshot.png). */
export const adminKioskPodScreenshot = get('/admin/kiosk/pod/screenshot', {
  querystring: PodIdQuery,
  data: Type.Object({ screenshot: ScreenshotDetail }),
});

/** A pod's latest screenshot as a PNG; an <img> passes its session as `&token=`. */
export const adminKioskPodScreenshotPng = getFile('/admin/kiosk/pod/screenshot.png', {
  querystring: PodIdQuery,
  file: FileBytes('the PNG'),
});

/** Deploy step 1: the pod that has this MAC address, to prefill the form, or null. */
export const adminKioskValidateMacAddress = get('/admin/kiosk/validate/mac_address', {
  querystring: Type.Object({ mac_address: Type.String({ maxLength: 32 }), ...WithToken }),
  data: Type.Object({ pod_details: Type.Union([PodForm, Type.Null()]) }),
});

/** The pod that has this key (a station's deploy check, like the MAC's), to prefill the form, or null. */
export const adminKioskValidatePodIdKey = get('/admin/kiosk/validate/pod_id_key', {
  querystring: Type.Object({ pod_id_key: PodIdKey, ...WithToken }),
  data: Type.Object({ pod_details: Type.Union([PodForm, Type.Null()]) }),
});

/** Deploy a pod; the reply holds its new pod_id_key. */
export const adminKioskDeploymentPod = post('/admin/kiosk/deployment/pod', {
  body: Strict(podFormFields),
  data: Type.Object({ pod_details: Type.Object({ id: Type.String(), pod_id_key: PodIdKey }) }),
});

/** A pod's form, to edit it. */
export const adminKioskEditPod = get('/admin/kiosk/edit/pod', {
  querystring: PodIdQuery,
  data: Type.Object({ pod: PodForm }),
});

/** Save a pod's form; the reply holds its pod_id_key. */
export const adminKioskUpdatePod = post('/admin/kiosk/update/pod', {
  body: Strict({ pod_id: Id, pod_id_key: PodIdKey, ...podFormFields }),
  data: Type.Object({ pod_id_key: PodIdKey }),
});

/** Delete a pod. */
export const adminKioskDeletePod = post('/admin/kiosk/delete/pod', { body: PodIdBody, data: Empty });

/**
 * End session: ends the pod sessions open on the pod that its station no longer holds (the
 * list's `stuck_session`), with a reason in the log; a session the station holds is never ended.
 */
export const adminKioskPodEndSession = post('/admin/kiosk/pod/end_session', {
  body: PodIdBody,
  data: Type.Object({ ended: Type.Integer({ minimum: 0 }) }),
});

/** Let the pod's station enrol afresh (a replaced or reinstalled station). */
export const adminKioskPodReopenEnrolment = post('/admin/kiosk/pod/reopen_enrolment', {
  body: PodIdBody,
  data: Empty,
});
