export { maskDigits } from '@gamepod/ui-kit';

export const PHONE_MASK = '###-###-####';
export const DOB_MASK = '##/##/####';

/** A real calendar date in mm/dd/yyyy, not in the future. */
export function isValidDob(text: string, today = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return (
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    year >= 1900 &&
    date <= today
  );
}

/** The shortest password sign-up and reset accept. */
export const PASSWORD_MIN = 8;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
