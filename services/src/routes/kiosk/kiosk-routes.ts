import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LED_PALETTES } from '@gamepod/events';
import Type from 'typebox';
import type { AppDeps } from '../../app.ts';
import { requireAuth } from '../../auth/guards.ts';
import { withBranding } from '../../domain/client/kiosk-branding.ts';
import { checkAllowlisted, startKioskSession } from '../../domain/pod/pod-kiosk-service.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { WithToken } from '../../schemas/token.ts';
import { Nullable } from '../admin/kiosk/fleet-schemas.ts';
import { Flag, PalletReply, PodIdKey } from '../admin/kiosk/pods/pod-schemas.ts';
import { KioskScheduleFields } from './kiosk-session-schemas.ts';

const tags = ['kiosk'];

/** The pod session data (kiosk spec §3). */
const PodSessionReply = Type.Object({
  pod_id: Type.String({ description: 'subscribe pod.<pod_id> on the realtime socket' }),
  pod_id_key: Type.String(),
  session_id_key: Type.String({ description: 'opaque; send it with the kiosk and login calls' }),
  lab_name: Type.String(),
  nav_name: Nullable(Type.String()),
  ...KioskScheduleFields,
  remote_id_key: Type.String({ description: 'for the phone QR code' }),
  with_keyboard: Flag,
  logo: Nullable(Type.String()),
  theme: Type.Object({
    primary_color: Type.String(),
    accent_color: Type.String(),
    gradiant_color: Type.String(),
    hover_color: Type.String(),
  }),
  left_image: Nullable(Type.String()),
  right_image: Nullable(Type.String()),
  banner_image: Nullable(Type.String()),
  client_name: Type.String(),
  sso_active: Flag,
  sso_urls: Type.Object({ login: Nullable(Type.String()), logout: Nullable(Type.String()) }),
  is_paid: Flag,
  pod_type: Nullable(Type.String()),
});

/**
 * What a kiosk page calls before anyone signs in (kiosk spec §4, "Login screen start").
 * They need no session: the pod_id_key the station was provisioned with is its credential,
 * and the caller's address must be on the lab's allow-list (an empty list allows all).
 */
export const kioskRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/kiosk/check/allowlisted',
    {
      schema: {
        summary: "Whether this station's address may use the pod (the lab's allowed IPs)",
        tags,
        body: Type.Object({ pod_id: PodIdKey, ...WithToken }, { additionalProperties: false }),
        response: withErrors({ 200: Reply(Type.Object({ ip: Type.String() })) }),
      },
    },
    async (request) => ok(await checkAllowlisted(deps, request.body.pod_id, request.ip), 'Exist'),
  );

  app.post(
    '/kiosk/validate/pod_id_key',
    {
      schema: {
        summary: 'Start a kiosk session on the pod: its pod session data',
        tags,
        body: Type.Object({ pod_id_key: PodIdKey, ...WithToken }, { additionalProperties: false }),
        response: withErrors({ 200: Reply(PodSessionReply) }),
      },
    },
    // logo, theme and home images from the read models, so a change shows at the next session
    async (request) =>
      ok(await withBranding(deps.db, await startKioskSession(deps, request.body.pod_id_key, request.ip))),
  );

  app.get(
    '/kiosk/rgb_pallets',
    {
      preValidation: requireAuth,
      schema: {
        summary: "The LED colours for the facilitator's Led Color modal",
        tags,
        querystring: Type.Object({ session_id_key: Type.Optional(Type.String({ maxLength: 256 })), ...WithToken }),
        response: withErrors({ 200: Reply(Type.Object({ pallets: Type.Array(PalletReply) })) }),
      },
    },
    async () => ok({ pallets: [...LED_PALETTES] }),
  );
};
