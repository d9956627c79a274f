/** A new password has at least 8 characters, counted as passwordLength counts them. */
export const MIN_PASSWORD_LENGTH = 8;

// passwords longer than the contracts' limit are refused before hashing: a hash's cost grows with the input
export { MAX_PASSWORD_LENGTH } from '@gamepod/contracts/catalogues';

/**
 * A password's length as the rules count it: code points of its NFC form. So 'é' is one
 * character whether it was typed composed or as e + accent, and an emoji is one, not two
 * UTF-16 units. The hash is made from the same NFC form.
 *
 * @example passwordLength('😀😀') // 2, where '😀😀'.length is 4
 */
export function passwordLength(password: string): number {
  let n = 0;
  for (const _ of password.normalize('NFC')) n++;
  return n;
}
