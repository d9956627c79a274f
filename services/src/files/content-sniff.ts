/** The file types uploads may hold, told apart by their first bytes, never by name or declared type. */
export type ContentType = 'png' | 'jpeg' | 'gif' | 'webp' | 'mp3' | 'wav' | 'aac';

/** What each type is called on the wire and in file names. */
export const CONTENT_TYPES: Readonly<
  Record<
    ContentType,
    { readonly mime: string; readonly extensions: readonly string[]; readonly mimes: readonly string[] }
  >
> = {
  png: { mime: 'image/png', extensions: ['png'], mimes: ['image/png', 'image/x-png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe'], mimes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  gif: { mime: 'image/gif', extensions: ['gif'], mimes: ['image/gif'] },
  webp: { mime: 'image/webp', extensions: ['webp'], mimes: ['image/webp'] },
  mp3: { mime: 'audio/mpeg', extensions: ['mp3'], mimes: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'] },
  wav: {
    mime: 'audio/wav',
    extensions: ['wav', 'wave'],
    mimes: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  },
  aac: { mime: 'audio/aac', extensions: ['aac'], mimes: ['audio/aac', 'audio/x-aac', 'audio/aacp'] },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (b: Uint8Array, at: number, text: string) => {
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/**
 * ADTS (raw AAC): 12 sync bits, layer 00, a sampling index below 13. MPEG audio frames share
 * the sync but never use layer 00, so the layer tells the two apart.
 */
function isAdts(b: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = b;
  return b0 === 0xff && (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) < 13;
}

/** An MPEG audio frame header: 11 sync bits, no reserved version, layer, bitrate or sample rate. */
function isMpegFrame(b: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = b;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const rate = (b2 >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0x0f && rate !== 3;
}

/**
 * The type the content's magic bytes say, or null when they say none we accept.
 *
 * @example sniffContentType(readFileSync('logo.png')) // 'png'
 */
export function sniffContentType(b: Uint8Array): ContentType | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 6 && (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'))) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (b.length >= 12 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) return 'wav';
  if (b.length >= 10 && ascii(b, 0, 'ID3')) return 'mp3';
  if (b.length >= 4 && isAdts(b)) return 'aac';
  if (b.length >= 4 && isMpegFrame(b)) return 'mp3';
  return null;
}

/** The lower-cased extension of a file name, or '' when it has none. */
export function extensionOf(filename: string): string {
  const base = filename.slice(filename.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Types that claim nothing: what a browser sends for a file it cannot name. */
const NO_CLAIM = new Set(['', 'application/octet-stream']);

/**
 * Whether the upload's name and declared type agree with its content. A name without an
 * extension, or a generic type, claims nothing; any other claim must be the content's.
 */
export function claimsMatch(type: ContentType, filename: string, mimetype: string): boolean {
  const spec = CONTENT_TYPES[type];
  const ext = extensionOf(filename);
  const mime = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  return (ext === '' || spec.extensions.includes(ext)) && (NO_CLAIM.has(mime) || spec.mimes.includes(mime));
}
