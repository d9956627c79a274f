import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type ChatProvider, chatConversation, chatProvider, chatSend } from '@gamepod/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth, requireRole, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { DEFAULT_LIMITS, RateLimiter } from '../../auth/rate-limit.ts';
import { assertSessionOnPod } from '../../auth/session-on-pod.ts';
import { PLAYER } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { playerConversation, playerWrites } from '../application/chat-service.ts';

const tags = ['chat'];
const security = [{ bearer: [] }];
/** The player signed in on the pod of the request's kiosk session. */
const guard = [requireAuth, requireRole(PLAYER), requireKioskSession];

function playerOnPod(request: FastifyRequest) {
  const pod = kioskPodOf(request);
  const session = sessionOf(request);
  assertSessionOnPod(session, pod);
  return { pod, user_id: session.user_id, token_hash: session.token_hash };
}

/** The pod's live chat as its kiosk calls it: which widget, and the player's conversation. */
export const chatRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  clock: () => Date;
  provider: ChatProvider;
}> = async (app, { deps, clock, provider }) => {
  const chat = { ...deps, clock };
  const limiter = new RateLimiter({ nc: deps.nc, names: deps.names, clock });

  app.post(
    chatProvider.url,
    {
      preValidation: guard,
      schema: routeSchema(chatProvider, {
        summary: "Which chat widget the pod loads: a vendor's by its public key, or the local chat staff answer",
        tags,
        security,
      }),
    },
    async (request) => {
      playerOnPod(request);
      return ok(provider);
    },
  );

  app.post(
    chatConversation.url,
    {
      preValidation: guard,
      schema: routeSchema(chatConversation, {
        summary: "The signed-in player's open conversation on this pod, or null",
        tags,
        security,
      }),
    },
    async (request) => {
      const { pod, user_id } = playerOnPod(request);
      return ok({ conversation: await playerConversation(chat, pod, user_id) });
    },
  );

  app.post(
    chatSend.url,
    {
      preValidation: guard,
      schema: routeSchema(chatSend, {
        summary: "The player writes to staff; the first message opens a conversation, another player's is closed",
        description:
          'Each message is an event in the log: 10 a minute per player and 60 in 15 minutes per pod, then 429 with retry_after_s and nothing appended.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { pod, ...writer } = playerOnPod(request);
      // counted before the append, per player and per pod; a refusal by the pod's count gives the player's back
      await limiter.reserve(DEFAULT_LIMITS.chatPlayer, writer.user_id);
      await limiter.reserve(DEFAULT_LIMITS.chatPod, pod.id).catch(async (err: unknown) => {
        await limiter.release(DEFAULT_LIMITS.chatPlayer, writer.user_id);
        throw err;
      });
      return ok({ conversation: await playerWrites(chat, pod, writer, request.body.text) });
    },
  );
};
