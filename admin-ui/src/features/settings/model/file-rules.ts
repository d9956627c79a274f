// What the Account Settings uploads accept, checked before a byte is
// sent; the server checks the content again (a name can lie, magic bytes cannot).

import { UPLOAD_MAX_BYTES } from '@gamepod/contracts/catalogues';

export type FileRule = {
  /** The types by extension and by declared MIME type; either one matching is enough here. */
  readonly extensions: readonly string[];
  readonly mimes: readonly string[];
  /** For the file dialog's filter. */
  readonly accept: string;
  readonly maxBytes: number;
  readonly formatKey: string;
  readonly sizeKey: string;
};

/** Logo at most 3,000,000 bytes, recommended 150 x 60; the server takes JPEG, PNG and GIF. */
export const LOGO_RULE: FileRule = {
  extensions: ['jpg', 'jpeg', 'png', 'gif'],
  mimes: ['image/jpeg', 'image/png', 'image/gif'],
  accept: '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif',
  maxBytes: UPLOAD_MAX_BYTES.logos,
  formatKey: 'admin-setting-logo-format-error',
  sizeKey: 'admin-setting-logo-size-error',
};

/** Audio types mp3, wav, aac. */
export const AUDIO_RULE: FileRule = {
  extensions: ['mp3', 'wav', 'aac'],
  mimes: ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/aac', 'audio/x-aac'],
  accept: '.mp3,.wav,.aac,audio/mpeg,audio/wav,audio/aac',
  maxBytes: UPLOAD_MAX_BYTES.audio,
  formatKey: 'admin-setting-audio-format-error',
  sizeKey: 'admin-setting-audio-size-error',
};

export const RECOMMENDED_LOGO = { width: 150, height: 60 } as const;

/** The message key a file breaks, or null when the rule accepts it (type first, then size). */
export function fileProblem(rule: FileRule, file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const named = file.name.includes('.') && rule.extensions.includes(extension);
  // a declared type, when the browser gives one, must agree with the name
  const declared = file.type === '' || rule.mimes.includes(file.type.toLowerCase());
  if (!named || !declared) return rule.formatKey;
  if (file.size > rule.maxBytes) return rule.sizeKey;
  return null;
}

/** Theme colours are #rgb or #rrggbb, any case. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' → '#aabbcc' (what <input type="color"> needs); other text as it is. */
export function sixDigit(hex: string): string {
  return /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : hex;
}
