import { ValidationError } from '@gamepod/events';

// How the console's paged lists write their times and their 'Showing x to y of z entries'.

/** Formatters by time zone: building one costs about 0.2 ms, more than a page of rows takes to format. */
const formats = new Map<string, Intl.DateTimeFormat>();
/** Bounds the cache: there are a few hundred zones, and a caller may name any of them. */
const MAX_FORMATS = 64;

function formatIn(timeZone: string): Intl.DateTimeFormat {
  const known = formats.get(timeZone);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
  } catch {
    throw new ValidationError('user_timezone: must be a time zone like America/Chicago', { field: 'user_timezone' });
  }
  if (formats.size >= MAX_FORMATS) formats.clear();
  formats.set(timeZone, format);
  return format;
}

/**
 * Formats a time as the users screens show it, 'MM/DD/YYYY hh:mm AM', in `timeZone`.
 * @throws ValidationError naming user_timezone when the zone is unknown.
 */
export function dateTimeFormatter(timeZone = 'UTC'): (at: Date) => string {
  const format = formatIn(timeZone);
  return (at) => format.format(at).replace(',', '');
}

/** 'Showing 1 to 10 of 57 entries' (the list's footer); 'Showing 0 to 0 of N entries' past the end. */
export function statusText(offset: number, shown: number, total: number): string {
  return shown === 0
    ? `Showing 0 to 0 of ${total} entries`
    : `Showing ${offset + 1} to ${offset + shown} of ${total} entries`;
}

/** The last page of a list of `total` rows, `perPage` a page (1 when empty). */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
