import { ValidationError } from '@gamepod/events';

/**
 * Where the next page of sessions starts: at start time `t` (inclusive), after the `skip`
 * sessions that started exactly then and were already sent. Opaque to callers (base64url JSON).
 */
export type SessionCursor = { readonly t: string; readonly skip: number };

export const encodeCursor = (c: SessionCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

export function decodeCursor(raw: string): SessionCursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SessionCursor>;
    if (typeof c.t === 'string' && !Number.isNaN(Date.parse(c.t)) && Number.isInteger(c.skip) && (c.skip ?? -1) >= 0)
      return { t: c.t, skip: c.skip as number };
  } catch {
    // falls through to the refusal
  }
  throw new ValidationError('cursor is not one this API gave');
}

/** The cursor after a page that ended with sessions started at these times (newest first). */
export function cursorAfter(startedTimes: readonly Date[], previous: SessionCursor | null): SessionCursor | null {
  const last = startedTimes.at(-1);
  if (!last) return null;
  const t = last.toISOString();
  const sameAtEnd = startedTimes.filter((d) => d.getTime() === last.getTime()).length;
  // the page started at the same instant: those skipped before are still behind the cursor
  const carried = previous && previous.t === t ? previous.skip : 0;
  return { t, skip: carried + sameAtEnd };
}
