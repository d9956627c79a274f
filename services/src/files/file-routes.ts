import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FILE_BUCKETS, type FileBucket, NotFoundError } from '@gamepod/events';
import Type from 'typebox';
import { SANDBOXED_FILE } from '../http/security-headers.ts';
import { withErrors } from '../schemas/reply.ts';
import type { FileStore } from './file-store.ts';

const Params = Type.Object(
  {
    bucket: Type.Enum([...FILE_BUCKETS], { description: 'logos, home_images, audio or game_images' }),
    id: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'the content SHA-256' }),
  },
  { additionalProperties: false },
);

/**
 * `GET /files/{bucket}/{id}`: uploaded logos, home images and audio, byte for byte. Uploads are
 * others' bytes: opened on their own they are a sandboxed document that loads and runs nothing.
 */
export const fileRoutes: FastifyPluginAsyncTypebox<{ files: FileStore }> = async (app, { files }) => {
  app.get(
    '/files/:bucket/:id',
    {
      helmet: SANDBOXED_FILE,
      schema: {
        summary: 'An uploaded file (logo, home image, audio) with its content type; cacheable forever',
        tags: ['files'],
        produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'audio/mpeg', 'audio/wav', 'audio/aac'],
        params: Params,
        response: withErrors({ 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) }),
      },
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
