/**
 * Applies a digit mask such as '###-###-####' or '##/##/####' to what was typed: non-digits
 * are dropped, the mask's separators are inserted as the digits arrive, and extra digits are cut.
 *
 * @example maskDigits('5551234567', '###-###-####') // '555-123-4567'
 */
export function maskDigits(input: string, mask: string): string {
  const digits = input.replace(/\D/g, '');
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out;
}

/**
 * The time mask '##:## AA': four digits, then A or P and M as typed,
 * so a backspace can still remove them.
 *
 * @example maskTime12('0930pm') // '09:30 PM'
 */
export function maskTime12(input: string): string {
  const clock = maskDigits(input, '##:##');
  if (clock.length < 5) return clock;
  const letters = input.replace(/[^a-z]/gi, '').toUpperCase();
  const half = letters[0] === 'A' || letters[0] === 'P' ? letters[0] : '';
  return half ? `${clock} ${half}${letters[1] === 'M' ? 'M' : ''}` : clock;
}

/** The forms' masks: dates mm/dd/yyyy, phones ###-###-####, 24-hour clock times. */
export const MASKS = {
  date: '##/##/####',
  phone: '###-###-####',
  clock: '##:##',
} as const;
