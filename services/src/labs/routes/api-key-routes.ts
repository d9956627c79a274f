import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_KEY_FORM_RULES, adminKioskDeleteLabApiKeys, adminKioskLabApiKeys } from '@gamepod/contracts/http';
import { actorOf, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { requireRole } from '../../auth/guards.ts';
import { hashToken } from '../../auth/tokens.ts';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { labContentDecider } from '../domain/lab-content-decider.ts';
import { apiKeysOf } from './lab-content-view.ts';
import { visibleLab } from './lab-view.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
const readModels = ['labs'] as const;

/** Marks a string as a gamepod lab key, so a leaked one is recognisable (secret scanners, logs). */
const KEY_MARK = 'gpk_';
/** What the lists show of a key: the mark and 6 of its characters (36 of its 192 random bits). */
const PREFIX_LENGTH = KEY_MARK.length + 6;

/** A fresh key: 192 random bits, base64url, after the mark. */
export function newApiKey(): { key: string; sha256: string; prefix: string } {
  const key = `${KEY_MARK}${randomBytes(24).toString('base64url')}`;
  return { key, sha256: hashToken(key), prefix: key.slice(0, PREFIX_LENGTH) };
}

/** A lab's API keys: create (the key is in this reply only) and delete. */
export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  app.post(
    adminKioskLabApiKeys.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskLabApiKeys, {
        summary: 'Make an API key for a lab; the key is in this reply only (stored as its SHA-256)',
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id } = request.body;
      const lab = await visibleLab(deps, request, lab_id);
      refuseMissingFields(API_KEY_FORM_RULES, request.body);
      const api_key_name = request.body.api_key_name.trim();
      const made = newApiKey();
      const command = {
        type: 'CreateApiKey' as const,
        actor: actorOf(request),
        api_key_name,
        key_sha256: made.sha256,
        key_prefix: made.prefix,
      };
      const { events } = await runFleetCommand(deps, request, labContentDecider, lab_id, command, readModels);
      const created = events[0];
      const id = created?.type === 'LabApiKeyCreated' ? created.data.api_key_id : '';
      const apikeys = await apiKeysOf(deps.db, lab);
      return ok(
        { id, api_key_name, api_key: made.key, apikeys },
        'Api key created; copy it now, it is not shown again',
      );
    },
  );

  app.post(
    adminKioskDeleteLabApiKeys.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDeleteLabApiKeys, {
        summary: 'Delete an API key of a lab; replies with the keys left',
        tags,
        security,
      }),
    },
    async (request) => {
      const { id, lab_id } = request.body;
      const lab = await visibleLab(deps, request, lab_id);
      const command = { type: 'RevokeApiKey' as const, actor: actorOf(request), api_key_id: id };
      await runFleetCommand(deps, request, labContentDecider, lab_id, command, readModels);
      return ok({ apikeys: await apiKeysOf(deps.db, lab) }, 'Api key deleted');
    },
  );
};
