import { US_TIMEZONES, WEEK_DAYS, type WeekDay } from '@gamepod/events';
import Type, { type TSchema } from 'typebox';
import { Flag, FleetId, Nullable, RequiredName, RequiredText, Strict, WithToken } from '../fleet-schemas.ts';
import { ApiKeyView, RssFeedView } from './lab-content-schemas.ts';

export const LabId = FleetId('the lab (UUIDv7)');
const ClientId = FleetId('the client (UUIDv7); a client admin always gets their own');

const Timezone = Type.Optional(
  Nullable(
    Type.Union([Type.Enum([...US_TIMEZONES]), Type.Literal('')], {
      description: "one of the 31 US IANA time zones; empty or left out: 'America/Chicago'",
    }),
  ),
);

/** The lab form of spec §5. */
const labForm = {
  lab_name: RequiredName(120),
  address1: RequiredText(200),
  address2: RequiredText(200),
  city: RequiredText(100),
  state: RequiredText(100),
  zip: RequiredText(10, '12345 or 12345-6789'),
  note: RequiredText(2000),
  is_active: Flag,
  is_paid: Flag,
  timezone: Timezone,
  reservation_email: Type.Optional(
    Nullable(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')])),
  ),
  lab_mode_type: Type.Optional(Type.String({ maxLength: 10, description: 'ignored: is_paid says it' })),
};

export const DeployLabBody = Strict({ ...WithToken, client_id: ClientId, ...labForm });
export const EditLabBody = Strict({
  ...WithToken,
  lab_id: LabId,
  client_id: Type.Optional(FleetId('must be the lab’s own client when sent: a lab never moves')),
  ...labForm,
});
export const AdminModeBody = Strict({ ...WithToken, lab_id: LabId, admin_mode: Flag });

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
export const ScheduleBody = Strict({
  ...WithToken,
  lab_id: LabId,
  ...dayFields('mo'),
  ...dayFields('tu'),
  ...dayFields('we'),
  ...dayFields('th'),
  ...dayFields('fr'),
  ...dayFields('sa'),
  ...dayFields('su'),
});

export const OverrideBody = Strict({
  ...WithToken,
  lab_id: LabId,
  date: Type.String({ minLength: 8, maxLength: 10, description: 'mm/dd/yyyy' }),
  time_start: TimeText('opening'),
  time_end: TimeText('closing; required when time_start is set'),
  is_paid: Flag,
  is_closed: Flag,
  is_on: Type.Optional(Flag),
});
export const DeleteOverrideBody = Strict({ ...WithToken, id: FleetId('the override'), lab_id: LabId });
export const DeleteAllowedIpBody = Strict({ ...WithToken, id: FleetId('the allowed IP'), lab_id: LabId });

export const LabsQuery = Strict({ ...WithToken, client_id: Type.Optional(ClientId) });
export const LabQuery = Strict({ ...WithToken, lab_id: LabId });

export const LabOption = Type.Object({
  id: Type.String(),
  value: Type.String({ description: 'the lab name' }),
  admin_mode: Flag,
  client_id: Type.String(),
});

export const LabDetail = Type.Object({
  id: Type.String(),
  client_id: Type.String(),
  lab_name: Type.String(),
  address1: Type.String(),
  address2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  note: Type.String(),
  is_active: Flag,
  timezone: Type.String(),
  is_paid: Flag,
  lab_mode_type: Type.Union([Type.Literal('paid'), Type.Literal('free')]),
  admin_mode: Flag,
  reservation_email: Nullable(Type.String()),
  left_image: Nullable(Type.String({ description: 'home image URL; null when the slot is empty' })),
  right_image: Nullable(Type.String()),
  banner_image: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const scheduleView: Record<string, TSchema> = {};
for (const d of WEEK_DAYS) {
  scheduleView[`${d}_start`] = Nullable(Type.String({ description: "'hh:mm AM/PM'" }));
  scheduleView[`${d}_end`] = Nullable(Type.String());
  scheduleView[`${d}_is_closed`] = Flag;
}
export const ScheduleView = Type.Object(scheduleView);

export const OverrideView = Type.Object({
  id: Type.String(),
  date: Type.String({ description: 'mm/dd/yyyy' }),
  time_start_ampm: Nullable(Type.String()),
  time_end_ampm: Nullable(Type.String()),
  is_paid: Flag,
  is_closed: Flag,
});
export const AllowedIpView = Type.Object({ id: Type.String(), allowed_ip: Type.String() });

export const LabDetailsData = Type.Object({
  lab: LabDetail,
  schedule: ScheduleView,
  overrides: Type.Array(OverrideView),
  allowedips: Type.Array(AllowedIpView),
  rssfeeds: Type.Array(RssFeedView),
  apikeys: Type.Array(ApiKeyView),
});
