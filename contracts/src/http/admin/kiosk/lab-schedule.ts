import Type from 'typebox';
import type { WeekDay } from '../../../catalogues/lab-catalogues.ts';
import { DayText } from '../../date-fields.ts';
import { Flag, Nullable, Strict, UuidId, WithToken } from '../../fields.ts';
import { post } from '../../route.ts';
import { OverrideView, ScheduleView } from './lab-schemas.ts';
import { LabId } from './labs.ts';

const TimeText = (description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength: 16, description: `${description}, 'hh:mm AM' or 'hh:mm PM'` })));
type TimeTextSchema = ReturnType<typeof TimeText>;
type OptionalFlag = ReturnType<typeof Type.Optional<typeof Flag>>;

/** One day's three schedule fields, typed by name so the route sees `mo_start` and friends. */
function dayFields<D extends WeekDay>(d: D) {
  return {
    [`${d}_start`]: TimeText(`${d} opening`),
    [`${d}_end`]: TimeText(`${d} closing; required when ${d}_start is set`),
    [`${d}_is_closed`]: Type.Optional(Flag),
  } as { [K in `${D}_start` | `${D}_end`]: TimeTextSchema } & { [K in `${D}_is_closed`]: OptionalFlag };
}

const Overrides = Type.Object({ overrides: Type.Array(OverrideView) });

/** Save a lab's weekly hours: {day}_start, {day}_end ('hh:mm AM/PM'), {day}_is_closed for mo … su. */
export const adminKioskLabSchedule = post('/admin/kiosk/lab_schedule', {
  body: Strict({
    ...WithToken,
    lab_id: LabId,
    ...dayFields('mo'),
    ...dayFields('tu'),
    ...dayFields('we'),
    ...dayFields('th'),
    ...dayFields('fr'),
    ...dayFields('sa'),
    ...dayFields('su'),
  }),
  data: Type.Object({ schedule: ScheduleView }),
});

/** Override one date's hours (closed, or open between the times; paid or free). One override per date. */
export const adminKioskLabOverrideSchedule = post('/admin/kiosk/lab_override_schedule', {
  body: Strict({
    ...WithToken,
    lab_id: LabId,
    date: DayText({ minLength: 8, maxLength: 10, description: 'mm/dd/yyyy' }),
    time_start: TimeText('opening'),
    time_end: TimeText('closing; required when time_start is set'),
    is_paid: Flag,
    is_closed: Flag,
    is_on: Type.Optional(Flag),
  }),
  data: Overrides,
});

/** Delete a schedule override; replies with the overrides left. */
export const adminKioskDeleteOverrideSchedule = post('/admin/kiosk/delete/override_schedule', {
  body: Strict({ ...WithToken, id: UuidId('the override'), lab_id: LabId }),
  data: Overrides,
});
