import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ipsTemplateCsv } from '@gamepod/contracts/http';
import { fileSchema } from '../../schemas/route-schema.ts';
import { CSV_HEADER } from '../application/allowed-ips-csv.ts';

/** The sample behind the edit-lab screen's Download Sample link; documentation-range addresses (RFC 5737, RFC 3849). */
export const IPS_TEMPLATE_CSV = `${CSV_HEADER}\n203.0.113.10\n2001:db8::10\n`;

/** `GET /ips-template.csv`: public, at the site root (not under /api/v1), where the Allowed IPs section links to it. */
export const ipsTemplateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ipsTemplateCsv.url,
    {
      schema: fileSchema(ipsTemplateCsv, {
        summary: 'A sample allowed-IPs CSV: the header and two example addresses',
        tags: ['labs'],
        produces: ['text/csv'],
      }),
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ips-template.csv"')
        .header('cache-control', 'public, max-age=86400')
        .send(IPS_TEMPLATE_CSV),
  );
};
