import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminChatClose, adminChatList, adminChatReply, adminChatThread } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { CLIENT_ADMIN, FACILITATOR, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { openConversations, staffCloses, staffReplies, staffThread } from '../application/chat-service.ts';

const tags = ['chat'];
const security = [{ bearer: [] }];
/** Staff who answer chats: a client's facilitators and admins (their own client's pods), super admins (any). */
const guard = requireRole(FACILITATOR, CLIENT_ADMIN, SUPER_ADMIN);

/** Live Chat in the console: the open conversations, a thread, an answer, closing one. */
export const chatAdminRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    adminChatList.url,
    {
      preValidation: guard,
      schema: routeSchema(adminChatList, {
        summary: "The open conversations of the caller's client's pods (a super admin: all, or client_id's)",
        tags,
        security,
      }),
    },
    async (request) =>
      ok({ conversations: await openConversations(deps, sessionOf(request), request.query.client_id) }),
  );

  app.get(
    adminChatThread.url,
    {
      preValidation: guard,
      schema: routeSchema(adminChatThread, { summary: 'A conversation and its messages', tags, security }),
    },
    async (request) => ok(await staffThread(deps, sessionOf(request), request.query.conversation_id)),
  );

  app.post(
    adminChatReply.url,
    {
      preValidation: guard,
      schema: routeSchema(adminChatReply, {
        summary: 'Answer an open conversation; the pod shows it at once. A closed one is 404.',
        tags,
        security,
      }),
    },
    async (request) => ok({ message: await staffReplies(deps, sessionOf(request), request.body) }),
  );

  app.post(
    adminChatClose.url,
    {
      preValidation: guard,
      schema: routeSchema(adminChatClose, { summary: 'Close an open conversation', tags, security }),
    },
    async (request) => {
      await staffCloses(deps, sessionOf(request), request.body.conversation_id);
      return ok({});
    },
  );
};
