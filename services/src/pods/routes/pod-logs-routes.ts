import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminFeedbackList, adminLogsList, adminLogsSave, POD_LOG_FORM_RULES } from '@gamepod/contracts/http';
import { ForbiddenError, NotFoundError } from '@gamepod/events';
import {
  type AdminLogTable,
  adminLogById,
  adminLogPage,
  emailsOfUsers,
  type FeedbackRow,
  type PodTable,
  podFeedbackPage,
} from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { saveAdminLog } from '../../admin-log/application/admin-log-service.ts';
import { mayWriteLog } from '../../admin-log/domain/admin-log-access.ts';
import { alertActorOf } from '../../alerts/application/alert-service.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { appendContext } from '../../auth/tenant.ts';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { CLIENT_ADMIN, RESTRICTED_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { dateTimeFormatter, statusText } from '../../http/list-formats.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';

const tags = ['pod dashboard'];
const security = [{ bearer: [] }];

/** An admin on a pod: the kiosk session key names the pod, the session says who may read it. */
const guard = [requireRole(CLIENT_ADMIN, SUPER_ADMIN, RESTRICTED_ADMIN), requireKioskSession];

/** The pod the request's session_id_key names, once the session may read its logs (else 403). */
function podOf(request: FastifyRequest): PodTable {
  const pod = kioskPodOf(request);
  const session = sessionOf(request);
  if (!mayWriteLog(session, pod.client_id)) throw new ForbiddenError();
  return pod;
}

type PageQuery = { readonly page: number; readonly length: number; readonly user_timezone?: string };

/** The page facts beside a list's rows. */
function pageFacts(q: PageQuery, shown: number, total: number) {
  const offset = (q.page - 1) * q.length;
  return {
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.length)),
    total_rows: total,
    status_text: statusText(offset, shown, total),
  };
}

const window = (q: PageQuery) => ({ offset: (q.page - 1) * q.length, limit: q.length });

/**
 * The entries as the Admin Logs show them: the author, and who rewrote each last and when. An
 * edit that did not keep its editor's email (before they were kept) shows the account's email.
 */
async function logViews(db: Kysely<unknown>, rows: readonly AdminLogTable[], format: (at: Date) => string) {
  const unknown = rows.flatMap((r) => (r.edited_by && !r.edited_by_email ? [r.edited_by] : []));
  const emails = unknown.length > 0 ? await emailsOfUsers(db, [...new Set(unknown)]) : new Map<string, string>();
  return rows.map((r) => ({
    id: r.id,
    timestamp: format(r.created_at),
    message: r.message,
    user: { email: r.user_email },
    edited:
      r.edited_by && r.edited_at
        ? { email: r.edited_by_email ?? emails.get(r.edited_by) ?? null, timestamp: format(r.edited_at) }
        : null,
  }));
}

/** The players' comments as Player Feedback shows them, with each player's email (null without a login). */
async function feedbackViews(db: Kysely<unknown>, rows: readonly FeedbackRow[], format: (at: Date) => string) {
  const emails = await emailsOfUsers(db, [...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))]);
  return rows.map((r) => ({
    id: r.id,
    timestamp: format(r.updated_at),
    comment: r.comment ?? '',
    player: { email: (r.user_id && emails.get(r.user_id)) || null },
  }));
}

type PodRows<Row> = (
  db: Kysely<unknown>,
  podId: string,
  page: { readonly offset: number; readonly limit: number },
) => Promise<{ rows: Row[]; total: number }>;

/**
 * One page of a pod list (Player Feedback, Admin Logs): the pod the session may read, one
 * page of its rows shown in the caller's time zone, and the page facts beside them.
 */
async function podPage<Row, View>(
  db: Kysely<unknown>,
  request: FastifyRequest,
  q: PageQuery,
  rowsOf: PodRows<Row>,
  views: (db: Kysely<unknown>, rows: readonly Row[], format: (at: Date) => string) => Promise<View[]>,
) {
  const format = dateTimeFormatter(q.user_timezone);
  const pod = podOf(request);
  const { rows, total } = await rowsOf(db, pod.id, window(q));
  const items = await views(db, rows, format);
  return { items, ...pageFacts(q, items.length, total) };
}

/**
 * The pod dashboard's Player Feedback and Admin Logs: what players said in their exit survey on
 * this pod, and what admins wrote about it, 10 a page, newest first. The pod is the one whose
 * kiosk session key the console sends; an admin of another client gets 403.
 */
export const podLogsRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    adminFeedbackList.url,
    {
      preValidation: guard,
      schema: routeSchema(adminFeedbackList, {
        summary: "One page of the players' comments on this pod",
        description:
          'The comments players left in the exit survey on the pod the session_id_key names (blank ones skipped), newest first, with the player’s email (null when the survey followed no login).',
        tags,
        security,
      }),
    },
    async (request) => {
      const { items: feedback, ...facts } = await podPage(
        deps.db,
        request,
        request.query,
        podFeedbackPage,
        feedbackViews,
      );
      return ok({ feedback, ...facts });
    },
  );

  app.get(
    adminLogsList.url,
    {
      preValidation: guard,
      schema: routeSchema(adminLogsList, {
        summary: "One page of this pod's admin log",
        description:
          'What admins wrote about the pod the session_id_key names, newest first, with the author’s email and who rewrote each last, and when.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { items: logs, ...facts } = await podPage(deps.db, request, request.query, adminLogPage, logViews);
      return ok({ logs, ...facts });
    },
  );

  app.post(
    adminLogsSave.url,
    {
      preValidation: guard,
      schema: routeSchema(adminLogsSave, {
        summary: "Write an entry in this pod's admin log, or rewrite one",
        description:
          "comment is required ('generic-required-message'); edit_id rewrites an entry of the same pod, keeping its author and time and naming its editor (404 for another pod's). Its author, a client admin of the pod's client and a super admin may rewrite an entry; anyone else, a restricted admin included, gets 403.",
        tags,
        security,
      }),
    },
    async (request) => {
      const body = request.body;
      const format = dateTimeFormatter(body.user_timezone);
      refuseMissingFields(POD_LOG_FORM_RULES, body);
      const message = body.comment.trim();
      const pod = podOf(request);
      const actor = await alertActorOf(deps, sessionOf(request));
      const editId = body.edit_id || null;
      const id = await saveAdminLog(deps, actor, { pod, editId, message }, appendContext(request));
      const row = await adminLogById(deps.db, id);
      const [log] = row ? await logViews(deps.db, [row], format) : [];
      if (!log) throw new NotFoundError('This log entry does not exist', { field: 'edit_id' });
      return ok({ log }, editId ? 'Log entry updated' : 'Log entry saved');
    },
  );
};
