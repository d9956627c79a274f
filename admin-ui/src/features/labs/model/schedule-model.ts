// Lab Schedules: per weekday a start and an end in 'hh:mm AM/PM'
// and a Closed? switch, saved as one week. A day's end is required only when its start is
// set. (The old console marked Thursday's start required too, probably a defect; it is not
// copied.)

import { WEEK_DAYS, type WeekDay } from '@gamepod/contracts/catalogues';
import type { ScheduleView } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { labsApi } from '../api/labs-api.ts';
import { labId, onLabLoaded, patchDetails, REQUIRED_TEXT } from './edit-lab-model.ts';
import { done, failed, type Outcome, refused, serverField } from './lab-failures.ts';
import { REQUIRED_FIELD } from './lab-form.ts';
import { checkRange } from './time-text.ts';

export const DAY_NAMES: Readonly<Record<WeekDay, string>> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
};

export type DayDraft = { start: string; end: string; closed: boolean };
export type WeekDraft = Record<WeekDay, DayDraft>;
type DayErrors = { start?: string; end?: string };

export const week = signal<WeekDraft>(draftOf(null));
export const weekErrors = signal<Partial<Record<WeekDay, DayErrors>>>({});
export const savingWeek = signal(false);

function draftOf(view: ScheduleView | null): WeekDraft {
  const draft = {} as WeekDraft;
  for (const d of WEEK_DAYS) {
    draft[d] = {
      start: view?.[`${d}_start`] ?? '',
      end: view?.[`${d}_end`] ?? '',
      closed: view?.[`${d}_is_closed`] === 1,
    };
  }
  return draft;
}

onLabLoaded((d) => {
  week.value = draftOf(d.schedule);
  weekErrors.value = {};
});

export function setDay<K extends keyof DayDraft>(day: WeekDay, key: K, value: DayDraft[K]): void {
  week.value = { ...week.value, [day]: { ...week.value[day], [key]: value } };
  const errors = weekErrors.value[day];
  if (errors && key !== 'closed') {
    const { [key as 'start' | 'end']: _, ...rest } = errors;
    weekErrors.value = { ...weekErrors.value, [day]: rest };
  }
}

function bodyOf(draft: WeekDraft): ScheduleView {
  const body: Record<string, string | null | 0 | 1> = {};
  for (const d of WEEK_DAYS) {
    body[`${d}_start`] = draft[d].start.trim() || null;
    body[`${d}_end`] = draft[d].end.trim() || null;
    body[`${d}_is_closed`] = draft[d].closed ? 1 : 0;
  }
  return body as ScheduleView;
}

const SCHEDULE_FIELDS = WEEK_DAYS.flatMap((d) => [`${d}_start`, `${d}_end`]);

/** Save: checks every day, then sends the whole week. */
export async function saveWeek(): Promise<Outcome | null> {
  if (savingWeek.value) return null;
  const errors: Partial<Record<WeekDay, DayErrors>> = {};
  let missing = false;
  for (const d of WEEK_DAYS) {
    const { missing: dayMissing, ...found } = checkRange(week.value[d].start, week.value[d].end, REQUIRED_FIELD);
    missing ||= dayMissing;
    if (found.start || found.end) errors[d] = found;
  }
  weekErrors.value = errors;
  if (missing) return refused(REQUIRED_TEXT);
  if (Object.keys(errors).length > 0) return refused('Please check the times marked below');
  savingWeek.value = true;
  try {
    const { schedule } = await labsApi.saveSchedule(labId.value, bodyOf(week.value));
    patchDetails({ schedule });
    week.value = draftOf(schedule);
    return done('Lab schedule saved');
  } catch (err) {
    const f = serverField(err, SCHEDULE_FIELDS);
    if (f) {
      const [day, which] = f.field.split('_') as [WeekDay, 'start' | 'end'];
      weekErrors.value = { ...weekErrors.value, [day]: { ...weekErrors.value[day], [which]: f.text } };
    }
    return failed(err);
  } finally {
    savingWeek.value = false;
  }
}
