import { FILE_BUCKETS } from '@gamepod/contracts/catalogues';
import Type, { type Static } from 'typebox';

const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'lower-case hex' });

/**
 * Where an uploaded file lives: events hold this, never the bytes. Ids are the content's
 * SHA-256, so the same file uploaded twice is one object and its URL never changes meaning.
 */
export const FileRef = Type.Object({
  bucket: Type.Enum([...FILE_BUCKETS], { description: 'logical bucket, without the deployment prefix' }),
  id: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'the object name: the content SHA-256' }),
  content_type: Type.String({ minLength: 1, maxLength: 100, description: 'from the content, e.g. image/png' }),
  size: Type.Integer({ minimum: 1, description: 'bytes' }),
  sha256: Sha256,
});
export type FileRefData = Static<typeof FileRef>;
