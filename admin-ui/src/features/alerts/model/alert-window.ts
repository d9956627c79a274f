// The Alerts form's window as the user types it: a date (mm/dd/yyyy), a time (hh:mm) and AM/PM
// for each end, in the screen's time zone (model/alert-zone.ts).

export type Ampm = 'AM' | 'PM';
export type WindowEnd = { readonly date: string; readonly time: string; readonly ampm: Ampm };

/** `d` as the form shows it, on `timeZone`'s wall clock. */
export function windowEndOf(d: Date, timeZone: string): WindowEnd {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.month}/${parts.day}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    ampm: parts.dayPeriod === 'PM' ? 'PM' : 'AM',
  };
}

export const EMPTY_END: WindowEnd = { date: '', time: '', ampm: 'AM' };

/** Whether an end is filled in: a window is sent only when both ends are. */
export const filledEnd = (e: WindowEnd): boolean => e.date.length === 10 && e.time.length === 5;

/** 'MM/DD/YYYY hh:mm AM', as the save call reads a time. */
export const sentEnd = (e: WindowEnd): string => `${e.date} ${e.time} ${e.ampm}`;

/** `timeZone`'s short name at `at` ('CST', 'UTC'), which labels the alert times. */
export function zoneLabel(timeZone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
