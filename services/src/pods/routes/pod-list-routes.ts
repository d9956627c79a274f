import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LED_PALETTES, POD_TYPES } from '@gamepod/contracts/catalogues';
import {
  adminKioskClientPods,
  adminKioskPodScreenshot,
  adminKioskPods,
  adminKioskPodsType,
  adminKioskRgbPallets,
} from '@gamepod/contracts/http';
import { ForbiddenError } from '@gamepod/events';
import { podById } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { assertClientAccess, tenantScope } from '../../auth/tenant.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { POD_NOT_FOUND } from '../domain/pod-errors.ts';
import { screenshotDetail } from '../fleet-status/screenshot-detail.ts';
import { floorPod } from '../floor/floor-pod.ts';
import { lettersOf, podListRow } from './pod-views.ts';

const admins = requireRole(CLIENT_ADMIN, SUPER_ADMIN);
type PodListQuery = { client_id?: string; lab_id?: string; pod_session?: string };
const tags = ['pods'];

/**
 * Which pods a list request may see. A client admin naming another client, or another
 * client's lab, gets a 403 (fleet contract); without a client they see their own. The lab's
 * check is returned for the list to run only when it found no pods: the list's queries are
 * held to the admin's own client, and a pod stands in a lab of its own client, so a pod found
 * proves the lab is theirs; only an empty list may be hiding another client's lab.
 */
function listFilter(deps: AppDeps, request: FastifyRequest, q: { client_id?: string; lab_id?: string }) {
  const session = sessionOf(request);
  if (q.client_id !== undefined) assertClientAccess(session, q.client_id);
  const labCheck = async () => {
    if (session.role === SUPER_ADMIN || q.lab_id === undefined) return;
    const lab = await readLab(deps.store, q.lab_id);
    if (lab && lab.client_id !== session.client_id) throw new ForbiddenError();
  };
  const scope = tenantScope(session, q.client_id);
  return {
    filter: { clientId: scope.kind === 'client' ? scope.clientId : undefined, labId: q.lab_id },
    labCheck,
  };
}

/**
 * The pods lists and the catalogues the pod screens pick from. The live columns (activity,
 * online, screenshot, latest session) come from the fleet status (fleet-status/).
 */
export const podListRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  /**
   * The pod dashboard names its pod by the kiosk session key (`pod_session`) and lists that pod's
   * lab: the pod is the station the admin sits at, never an id the page chose. A client admin
   * on another client's pod gets 403; an unknown key 401 'Session Id invalid!'.
   */
  const ofPodSession = async (request: FastifyRequest, q: PodListQuery) => {
    if (q.pod_session === undefined) return q;
    const pod = await app.kioskPodOfKey(q.pod_session);
    assertClientAccess(sessionOf(request), pod.client_id);
    return { client_id: pod.client_id, lab_id: pod.lab_id };
  };

  const list = async (request: FastifyRequest, query: PodListQuery) => {
    const q = await ofPodSession(request, query);
    const { filter, labCheck } = listFilter(deps, request, q);
    const fleet = app.fleetStatus;
    const listed = await fleet.list(filter);
    if (listed.length === 0) await labCheck();
    const shots = await fleet.screenshotTimes(listed.map((l) => l.pod.id));
    const now = fleet.clock();
    const row = (l: (typeof listed)[number]) =>
      podListRow(l.pod, {
        facts: l.facts,
        user: l.user,
        gameTitle: l.gameTitle,
        floor: floorPod(l, now, fleet.missingAfterMs),
        screenshotAt: shots.get(l.pod.id) ?? null,
        now,
        missingAfterMs: fleet.missingAfterMs,
      });
    return ok({ pods: listed.map(row), letters: lettersOf(listed.map((l) => l.pod)) });
  };

  app.get(
    adminKioskPods.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskPods, {
        summary: 'Manage Your Pods: the pods of a lab (or client), with their letters',
        tags,
      }),
    },
    (request) => list(request, request.query),
  );

  app.get(
    adminKioskClientPods.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskClientPods, {
        summary: "Client Pods (super admin): a client's pods in one lab",
        tags,
      }),
    },
    (request) => list(request, request.query),
  );

  app.get(
    adminKioskPodsType.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskPodsType, { summary: 'The pod types a pod can be deployed as', tags }),
    },
    async () => ok({ pod_types: [...POD_TYPES] }),
  );

  app.get(
    adminKioskRgbPallets.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskRgbPallets, { summary: 'The LED colours for Update LED Settings', tags }),
    },
    async () => ok({ pallets: [...LED_PALETTES] }),
  );

  app.get(
    adminKioskPodScreenshot.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskPodScreenshot, {
        summary: "A pod's latest screenshot: its age and where to load it (the image itself is screenshot.png)",
        tags,
      }),
    },
    async (request) => {
      const pod = await podById(deps.db, request.query.pod_id);
      if (!pod || pod.deleted) throw POD_NOT_FOUND();
      assertClientAccess(sessionOf(request), pod.client_id);
      const shot = await app.fleetStatus.screenshots.latest(pod.id);
      return ok({ screenshot: screenshotDetail(pod.id, shot?.created ?? null, app.fleetStatus.clock()) });
    },
  );
};
