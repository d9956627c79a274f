import { WEEK_DAYS, type WeekDay } from '@gamepod/contracts/catalogues';
import type { Flag, ScheduleView } from '@gamepod/contracts/http';
import { AMPM_EXAMPLE, minutesOfDay, parseAmPm, toAmPm, ValidationError } from '@gamepod/events';
import type { WeekScheduleData } from './lab-state.ts';

type TimeText = string | null | undefined;

/** The edit-lab form's schedule section: `{day}_start`, `{day}_end` ('hh:mm AM/PM') and `{day}_is_closed`. */
export type ScheduleForm = { readonly [K in `${WeekDay}_start` | `${WeekDay}_end`]?: string | null } & {
  readonly [K in `${WeekDay}_is_closed`]?: Flag;
};

/** The same flat shape as the edit-lab screen reads it: the contract's. */
export type { ScheduleView };

function timeOf(text: TimeText, field: string): string | null {
  if (text === undefined || text === null || text.trim() === '') return null;
  const hhmm = parseAmPm(text);
  if (hhmm === null) throw new ValidationError(`${field}: must be a time like ${AMPM_EXAMPLE}`, { field });
  return hhmm;
}

/**
 * Reads a start/end pair of 12-hour times: both empty, or both set with the end after the
 * start. The form needs the end only when the start is set; an end without a start
 * says nothing usable either, so it is refused too.
 *
 * @throws ValidationError naming the field at fault.
 */
export function timeRange(
  start: TimeText,
  end: TimeText,
  fields: { readonly start: string; readonly end: string },
): { start: string | null; end: string | null } {
  const from = timeOf(start, fields.start);
  const to = timeOf(end, fields.end);
  if (from !== null && to === null) {
    throw new ValidationError(`${fields.end}: is required when ${fields.start} is set`, { field: fields.end });
  }
  if (from === null && to !== null) {
    throw new ValidationError(`${fields.start}: is required when ${fields.end} is set`, { field: fields.start });
  }
  if (from !== null && to !== null && minutesOfDay(to) <= minutesOfDay(from)) {
    throw new ValidationError(`${fields.end}: must be after ${fields.start}`, { field: fields.end });
  }
  return { start: from, end: to };
}

/** The week the form describes, in 24-hour times. @throws ValidationError naming the field. */
export function weekFromForm(form: ScheduleForm): WeekScheduleData {
  const day = (d: WeekDay) => ({
    ...timeRange(form[`${d}_start`], form[`${d}_end`], { start: `${d}_start`, end: `${d}_end` }),
    is_closed: form[`${d}_is_closed`] === 1,
  });
  return { mo: day('mo'), tu: day('tu'), we: day('we'), th: day('th'), fr: day('fr'), sa: day('sa'), su: day('su') };
}

/** The flat AM/PM shape of a stored week; a lab with no saved schedule shows empty, open days. */
export function formFromWeek(days: WeekScheduleData | null | undefined): ScheduleView {
  const view: Record<string, string | Flag | null> = {};
  for (const d of WEEK_DAYS) {
    const day = days?.[d];
    view[`${d}_start`] = day?.start ? toAmPm(day.start) : null;
    view[`${d}_end`] = day?.end ? toAmPm(day.end) : null;
    view[`${d}_is_closed`] = day?.is_closed ? 1 : 0;
  }
  return view as ScheduleView;
}
