import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FileBucket } from '@gamepod/contracts/catalogues';
import { filesByBucketAndId } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import { SANDBOXED_FILE } from '../http/security-headers.ts';
import { fileSchema } from '../schemas/route-schema.ts';
import type { FileStore } from './file-store.ts';

/**
 * `GET /files/{bucket}/{id}`: uploaded logos, home images and audio, byte for byte. Uploads are
 * others' bytes: opened on their own they are a sandboxed document that loads and runs nothing.
 */
export const fileRoutes: FastifyPluginAsyncTypebox<{ files: FileStore }> = async (app, { files }) => {
  app.get(
    filesByBucketAndId.url,
    {
      helmet: SANDBOXED_FILE,
      schema: fileSchema(filesByBucketAndId, {
        summary: 'An uploaded file (logo, home image, audio) with its content type; cacheable forever',
        tags: ['files'],
        produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'audio/mpeg', 'audio/wav', 'audio/aac'],
      }),
    },
    async (request, reply) => {
      const { bucket, id } = request.params as { bucket: FileBucket; id: string };
      const file = await files.get(bucket, id);
      if (!file) throw new NotFoundError('File not found', { field: 'id' });
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${id}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );
};
