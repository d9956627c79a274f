import type { OverrideView } from '@gamepod/contracts/http';
import { parseUsDate, toAmPm, toUsDate, ValidationError } from '@gamepod/events';
import type { OverrideData } from './lab-state.ts';
import { timeRange } from './schedule-form.ts';

/** The edit-lab form's override section (a sent is_on carries nothing and is ignored). */
export type OverrideForm = {
  readonly date: string;
  readonly time_start?: string | null;
  readonly time_end?: string | null;
  readonly is_paid: 0 | 1;
  readonly is_closed: 0 | 1;
};

/** An override as the edit-lab screen lists it. */
export type { OverrideView };

/** The override the form describes, date as 'YYYY-MM-DD' and times 24-hour. @throws ValidationError naming the field. */
export function overrideFromForm(form: OverrideForm): Omit<OverrideData, 'override_id'> {
  const date = parseUsDate(form.date);
  if (date === null) throw new ValidationError('date: must be a date like 05/31/2026', { field: 'date' });
  const { start, end } = timeRange(form.time_start, form.time_end, { start: 'time_start', end: 'time_end' });
  return { date, time_start: start, time_end: end, is_paid: form.is_paid === 1, is_closed: form.is_closed === 1 };
}

/** A stored override (date 'YYYY-MM-DD', 24-hour times) as the screen shows it. */
export function overrideView(
  o: Pick<OverrideData, 'override_id' | 'date' | 'time_start' | 'time_end' | 'is_paid' | 'is_closed'>,
): OverrideView {
  return {
    id: o.override_id,
    date: toUsDate(o.date),
    time_start_ampm: o.time_start ? toAmPm(o.time_start) : null,
    time_end_ampm: o.time_end ? toAmPm(o.time_end) : null,
    is_paid: o.is_paid ? 1 : 0,
    is_closed: o.is_closed ? 1 : 0,
  };
}
