import { type FileBucket, UPLOAD_MAX_BYTES } from '@gamepod/contracts/catalogues';
import { ValidationError } from '@gamepod/events';
import { CONTENT_TYPES, type ContentType, claimsMatch, sniffContentType } from './content-sniff.ts';

/** What one kind of upload may be: its bucket, its types, its size, and the catalogue keys of its format and size errors. */
export type FileKind = {
  readonly bucket: FileBucket;
  readonly types: readonly ContentType[];
  readonly maxBytes: number;
  /** How the types read in a message: 'a JPEG, PNG or GIF image'. */
  readonly what: string;
  readonly formatKey?: string;
  readonly sizeKey?: string;
};

/** The logo of Account Settings: jpeg/jpg/png/gif, at most 3,000,000 bytes. */
export const LOGO: FileKind = {
  bucket: 'logos',
  types: ['jpeg', 'png', 'gif'],
  maxBytes: UPLOAD_MAX_BYTES.logos,
  what: 'a JPEG, PNG or GIF image',
  formatKey: 'admin-setting-logo-format-error',
  sizeKey: 'admin-setting-logo-size-error',
};

/** A lab's home screen image: the limit bounds what a kiosk loads. */
export const HOME_IMAGE: FileKind = {
  bucket: 'home_images',
  types: ['jpeg', 'png', 'gif', 'webp'],
  maxBytes: UPLOAD_MAX_BYTES.home_images,
  what: 'a JPEG, PNG, GIF or WebP image',
};

/** The client's audio: mp3, wav or aac, a jingle or a short loop. */
export const AUDIO: FileKind = {
  bucket: 'audio',
  types: ['mp3', 'wav', 'aac'],
  maxBytes: UPLOAD_MAX_BYTES.audio,
  what: 'an MP3, WAV or AAC file',
  formatKey: 'admin-setting-audio-format-error',
  sizeKey: 'admin-setting-audio-size-error',
};

/** Every kind, by bucket: the file route serves these. */
export const FILE_KINDS: Readonly<Record<FileBucket, FileKind>> = {
  logos: LOGO,
  home_images: HOME_IMAGE,
  audio: AUDIO,
};

/** The largest upload any kind allows: the multipart reader's hard stop. */
export const MAX_UPLOAD_BYTES = Math.max(LOGO.maxBytes, HOME_IMAGE.maxBytes, AUDIO.maxBytes);

/** An upload as the multipart reader hands it over. */
export type Upload = {
  readonly filename: string;
  readonly mimetype: string;
  /** The reader stopped at its limit: the file is larger than what it kept. */
  readonly truncated: boolean;
  readonly bytes: Buffer;
};

/** An upload whose content is one of its kind's types. */
export type CheckedUpload = { readonly bytes: Buffer; readonly type: ContentType; readonly mime: string };

const withKey = (field: string, key: string | undefined) => (key ? { field, msg_key: key } : { field });
const bytes = (n: number) => n.toLocaleString('en-US');

/**
 * Checks an upload against its kind: size first, then the content's magic bytes, then that
 * neither its name nor its declared type claims something else.
 *
 * @throws ValidationError naming `field`, with the kind's msg_key.
 */
export function checkUpload(kind: FileKind, field: string, file: Upload): CheckedUpload {
  if (file.truncated || file.bytes.length > kind.maxBytes) {
    throw new ValidationError(`${field}: is larger than ${bytes(kind.maxBytes)} bytes`, withKey(field, kind.sizeKey));
  }
  const type = sniffContentType(file.bytes);
  if (type === null || !kind.types.includes(type)) {
    throw new ValidationError(`${field}: must be ${kind.what}`, withKey(field, kind.formatKey));
  }
  if (!claimsMatch(type, file.filename, file.mimetype)) {
    throw new ValidationError(
      `${field}: the file's name or type (${file.filename}, ${file.mimetype}) does not match its content (${type})`,
      withKey(field, kind.formatKey),
    );
  }
  return { bytes: file.bytes, type, mime: CONTENT_TYPES[type].mime };
}
