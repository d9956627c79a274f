// The value of a 'schedule' pod command: a lab's hours for today. Services write it, the
// bridge gives it to the helper (start and sleep times) and the kiosk shows it; the services'
// 'pod-command-login' push carries the same fields.

/** Today's hours of a lab, times 'hh:mm AM/PM' in its zone; tomorrow's opening; closed all day. */
export type ScheduleValue = {
  readonly start: string | null;
  readonly end: string | null;
  readonly tomorrow: string | null;
  readonly is_closed: boolean;
};

/** A time field: absent, null or blank is no time; anything but text is not a schedule. */
function timeOf(v: unknown): string | null | undefined {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return undefined;
  return v.trim() === '' ? null : v;
}

/**
 * Reads hours from an object as the command value and the push carry them: the times text or
 * null (blank is null), is_closed a boolean or 1/0 (absent is open). Null when it is not that.
 */
export function readSchedule(v: unknown): ScheduleValue | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const r = v as Record<string, unknown>;
  const [start, end, tomorrow] = [timeOf(r.start), timeOf(r.end), timeOf(r.tomorrow)];
  if (start === undefined || end === undefined || tomorrow === undefined) return null;
  const closed = r.is_closed;
  if (closed !== undefined && typeof closed !== 'boolean' && closed !== 0 && closed !== 1) return null;
  return { start, end, tomorrow, is_closed: closed === true || closed === 1 };
}

/** Reads a 'schedule' command's value (JSON of ScheduleValue); null when it is not that JSON. */
export function parseScheduleValue(value: string | null): ScheduleValue | null {
  try {
    return readSchedule(JSON.parse(value ?? ''));
  } catch {
    return null;
  }
}
