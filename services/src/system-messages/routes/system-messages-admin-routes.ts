import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminSystemMessagesList, adminSystemMessagesSave, type SystemMessageRow } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import { savedSystemMessages } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { mergeCatalogue } from '../application/system-message-catalogue.ts';
import { saveSystemMessage } from '../application/system-message-service.ts';
import { readSystemMessageForm } from '../domain/system-message-form.ts';

const tags = ['system messages'];
const security = [{ bearer: [] }];

type SortBy = 'text_head' | 'text_sub' | 'msg_key' | 'type' | 'source';

/** Orders rows by a column, case-insensitively, the key breaking ties. */
function sortRows(rows: SystemMessageRow[], by: SortBy, dir: 'asc' | 'desc'): SystemMessageRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const text = (r: SystemMessageRow) => String(r[by]).toLocaleLowerCase('en-US');
  return rows.sort((a, b) => sign * (text(a).localeCompare(text(b), 'en-US') || a.msg_key.localeCompare(b.msg_key)));
}

function matches(row: SystemMessageRow, search: string): boolean {
  const term = search.toLocaleLowerCase('en-US');
  return [row.msg_key, row.text_head, row.text_sub].some((t) => t.toLocaleLowerCase('en-US').includes(term));
}

const statusText = (offset: number, shown: number, total: number) =>
  total === 0 ? 'Showing 0 entries' : `Showing ${offset + 1} to ${offset + shown} of ${total} entries`;

/**
 * Manage System Messages (super admins): every text the UIs look up, built in or saved, and
 * saving one. Saving a built-in key's message rewords that text everywhere; a new key adds one.
 */
export const systemMessagesAdminRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    adminSystemMessagesList.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminSystemMessagesList, {
        summary: 'One page of the message catalogue: built-in texts, reworded ones and new keys',
        description: 'Default sort text_head desc; 7 per page. search matches the key, heading or text.',
        tags,
        security,
      }),
    },
    async (request) => {
      const q = request.query;
      const search = q.search?.trim() ?? '';
      const all = mergeCatalogue(await savedSystemMessages(deps.db)).filter((r) => !search || matches(r, search));
      const dir = q.sort_type ? (q.sort_type.toLowerCase() as 'asc' | 'desc') : q.sort_by ? 'asc' : 'desc';
      const offset = (q.page - 1) * q.length;
      const page = sortRows(all, q.sort_by ?? 'text_head', dir).slice(offset, offset + q.length);
      return ok({
        messages: page,
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(all.length / q.length)),
        total_rows: all.length,
        status_text: statusText(offset, page.length, all.length),
      });
    },
  );

  app.post(
    adminSystemMessagesSave.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminSystemMessagesSave, {
        summary: 'Save a system message: a new one, or the one edit_id names',
        description:
          "text_head, type and msg_key are required ('generic-required-message'); one message per msg_key (409). Running kiosks get the change at once.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { edit_id, ...input } = request.body;
      const form = readSystemMessageForm(input);
      const editId = edit_id || null;
      const id = await saveSystemMessage(
        deps,
        { role: sessionOf(request).role },
        { editId, form },
        appendContext(request),
      );
      const message = mergeCatalogue(await savedSystemMessages(deps.db)).find((r) => r.id === id);
      if (!message) throw new NotFoundError('This message does not exist', { field: 'edit_id' });
      return ok({ message }, editId ? 'Message updated' : 'Message created');
    },
  );
};
