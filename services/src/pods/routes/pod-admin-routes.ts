import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminKioskDeletePod,
  adminKioskDeploymentPod,
  adminKioskEditPod,
  adminKioskPodEndSession,
  adminKioskPodReopenEnrolment,
  adminKioskUpdatePod,
  adminKioskValidateMacAddress,
  adminKioskValidatePodIdKey,
} from '@gamepod/contracts/http';
import { ForbiddenError } from '@gamepod/events';
import { podById, podByKey, podByMac } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { caughtUp } from '../../application/caught-up.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext, assertClientAccess } from '../../auth/tenant.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { endStuckSessions } from '../../kiosk/application/station-page-sessions.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { reopenStationEnrolment } from '../application/pod-station.ts';
import { deletePod, deployPod, updatePod } from '../application/pod-writes.ts';
import { userActor } from '../domain/pod-access.ts';
import { POD_NOT_FOUND } from '../domain/pod-errors.ts';
import { macFrom, podFormFrom } from './pod-form.ts';
import { podForm } from './pod-views.ts';

const admins = requireRole(CLIENT_ADMIN, SUPER_ADMIN);
const tags = ['pods'];

/**
 * The admin's pod screens (Deploy New Pod, Edit Pod): the MAC check, deploy,
 * edit, update, delete. Client admins act on their own client's pods only; naming another
 * client's pod, lab or client is a 403.
 */
export const podAdminRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    adminKioskValidateMacAddress.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskValidateMacAddress, {
        summary: 'Deploy step 1: the pod that has this MAC address, to prefill the form, or null',
        tags,
      }),
    },
    async (request) => {
      const pod = await podByMac(deps.db, macFrom(request.query.mac_address));
      if (!pod) return ok({ pod_details: null }, 'admin-pod-not-exist-warning');
      assertClientAccess(sessionOf(request), pod.client_id);
      return ok({ pod_details: podForm(pod) }, 'admin-pod-exist-warning');
    },
  );

  app.get(
    adminKioskValidatePodIdKey.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskValidatePodIdKey, {
        summary: 'The pod that has this pod_id_key, to prefill the form, or null',
        description:
          "The key check beside the MAC's: a station that already holds a key finds its pod. Another client's pod is 403 for a client admin.",
        tags,
      }),
    },
    async (request) => {
      const pod = await podByKey(deps.db, request.query.pod_id_key);
      if (!pod) return ok({ pod_details: null }, 'admin-pod-not-exist-warning');
      assertClientAccess(sessionOf(request), pod.client_id);
      return ok({ pod_details: podForm(pod) }, 'admin-pod-exist-warning');
    },
  );

  app.post(
    adminKioskDeploymentPod.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskDeploymentPod, {
        summary: 'Deploy a pod; the reply holds its new pod_id_key',
        tags,
      }),
    },
    async (request) => {
      const session = sessionOf(request);
      // the form's client selector is locked for a client admin; another client is refused, not rewritten
      if (session.role !== SUPER_ADMIN && request.body.client_id !== session.client_id) throw new ForbiddenError();
      const { pod_id, pod_id_key } = await deployPod(
        deps,
        userActor(session),
        { client_id: request.body.client_id, form: podFormFrom(request.body) },
        appendContext(request),
      );
      return ok({ pod_details: { id: pod_id, pod_id_key } }, 'Pod deployed');
    },
  );

  app.get(
    adminKioskEditPod.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskEditPod, { summary: "A pod's form, for the Edit Pod screen", tags }),
    },
    async (request) => {
      // a pod deployed a moment ago: the read model may not have it yet
      await caughtUp(deps, ['pods'], 'pod', request.query.pod_id);
      const pod = await podById(deps.db, request.query.pod_id);
      if (!pod || pod.deleted) throw POD_NOT_FOUND();
      assertClientAccess(sessionOf(request), pod.client_id);
      return ok({ pod: podForm(pod) });
    },
  );

  app.post(
    adminKioskUpdatePod.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskUpdatePod, {
        summary: "Save a pod's form; pod_id_key must be the pod's own",
        tags,
      }),
    },
    async (request) => {
      const { pod_id, pod_id_key, client_id } = request.body;
      const result = await updatePod(
        deps,
        userActor(sessionOf(request)),
        pod_id,
        { client_id, pod_id_key, form: podFormFrom(request.body) },
        appendContext(request),
      );
      return ok({ pod_id_key: result.pod_id_key }, 'Pod updated');
    },
  );

  app.post(
    adminKioskDeletePod.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskDeletePod, {
        summary: 'Delete a pod for good; its MAC address and key become free',
        tags,
      }),
    },
    async (request) => {
      await deletePod(deps, userActor(sessionOf(request)), request.body.pod_id, appendContext(request));
      return ok({}, 'Pod deleted');
    },
  );

  app.post(
    adminKioskPodEndSession.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskPodEndSession, {
        summary: "End session: end the pod's sessions that its station no longer holds",
        description:
          "A stuck session: signed in on a kiosk page the station no longer vouches for, or reported stuck by the pod's page. Each ends with 'Ended by staff: its station no longer held it'. A session the station holds is never ended. 404 unknown pod, 403 another client's.",
        tags,
      }),
    },
    async (request) => {
      const ended = await endStuckSessions(deps, sessionOf(request), request.body.pod_id);
      return ok({ ended }, ended === 1 ? 'Session ended' : `${ended} sessions ended`);
    },
  );

  app.post(
    adminKioskPodReopenEnrolment.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskPodReopenEnrolment, {
        summary:
          "Let the pod's station enrol again with its pod_id_key (a re-imaged station); revokes the enrolled one",
        tags,
      }),
    },
    async (request) => {
      await reopenStationEnrolment(deps, userActor(sessionOf(request)), request.body.pod_id, appendContext(request));
      return ok({}, 'Station enrolment reopened');
    },
  );
};
