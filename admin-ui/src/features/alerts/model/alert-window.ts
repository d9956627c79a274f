// The Alerts form's window as the user types it: a date (mm/dd/yyyy), a time (hh:mm) and AM/PM
// for each end, in the browser's time zone.

export type Ampm = 'AM' | 'PM';
export type WindowEnd = { readonly date: string; readonly time: string; readonly ampm: Ampm };

const pad = (n: number) => String(n).padStart(2, '0');

/** `d` as the form shows it, in the browser's time zone. */
export function windowEndOf(d: Date): WindowEnd {
  const h = d.getHours();
  return {
    date: `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`,
    time: `${pad(h % 12 || 12)}:${pad(d.getMinutes())}`,
    ampm: h < 12 ? 'AM' : 'PM',
  };
}

export const EMPTY_END: WindowEnd = { date: '', time: '', ampm: 'AM' };

/** Whether an end is filled in: a window is sent only when both ends are. */
export const filledEnd = (e: WindowEnd): boolean => e.date.length === 10 && e.time.length === 5;

/** 'MM/DD/YYYY hh:mm AM', as the save call reads a time. */
export const sentEnd = (e: WindowEnd): string => `${e.date} ${e.time} ${e.ampm}`;

/** The browser's time zone as its short name ('CDT'), which labels the alert times. */
export function zoneLabel(at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'UTC';
}
