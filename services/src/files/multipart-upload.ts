import multipart, { type MultipartFile } from '@fastify/multipart';
import { ValidationError } from '@gamepod/events';
import type { FastifyInstance } from 'fastify';
import type { Upload } from './file-kinds.ts';

/**
 * Reads a file part into memory. Busboy stops at `limits.fileSize` and marks the part
 * truncated, which the checks turn into a 400 naming the field, not a bare 413.
 */
async function readFilePart(part: MultipartFile): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const file: Upload = {
    filename: part.filename,
    mimetype: part.mimetype,
    truncated: part.file.truncated,
    bytes: Buffer.concat(chunks),
  };
  part.value = file;
}

export type UploadLimits = {
  /** The field a malformed form is blamed on. */
  readonly field: string;
  /** The hard stop per file; the kind's own limit is checked after. */
  readonly maxFileBytes: number;
  readonly files: number;
  readonly fields: number;
};

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Lets the routes of this plugin scope take multipart forms, fields and files in
 * `request.body`. Register it after the scope's role guard hook, so a caller without the
 * role is refused before any of the body is read.
 *
 * @example app.addHook('preValidation', requireRole(3, 4)); await acceptUploads(app, {...});
 */
export async function acceptUploads(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readFilePart,
    throwFileSizeLimit: false,
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.files,
      fields: limits.fields,
      parts: limits.files + limits.fields,
      fieldSize: 1024,
    },
  });
  // the form's shape is the caller's mistake: a 400 naming the field, like every other bad input
  app.setErrorHandler((err) => {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && LIMIT_CODES.has(code)) {
      throw new ValidationError(`${limits.field}: the form has more files or fields than this call takes`, {
        field: limits.field,
      });
    }
    throw err; // the app's own handler answers everything else
  });
}

/**
 * The upload in a body field, or undefined when the form has none (a browser sends a file
 * input left empty as a nameless, empty part). A JSON body that imitates a file part is
 * refused: only the multipart reader makes real ones.
 */
export function uploadIn(value: FilePart | undefined, field: string): Upload | undefined {
  if (value === undefined) return undefined;
  const { bytes } = value;
  if (!Buffer.isBuffer(bytes)) {
    throw new ValidationError(`${field}: must be a file (multipart/form-data)`, { field });
  }
  if (value.filename === '' && bytes.length === 0) return undefined;
  return { ...value, bytes };
}

/** A file part as a body schema declares it (the contracts' `UploadedFile`): its bytes not yet checked. */
type FilePart = {
  readonly filename: string;
  readonly mimetype: string;
  readonly truncated: boolean;
  readonly bytes: unknown;
};
