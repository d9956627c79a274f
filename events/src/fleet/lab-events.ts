import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
// The API requires these; the stored fact only bounds them, so relaxing the form needs no new event version.
const Line = (maxLength: number) => Type.String({ maxLength });
const HhMm = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour HH:mm' });
const OptionalHhMm = Type.Union([HhMm, Type.Null()]);

const labFields = {
  lab_name: Text(120),
  address1: Line(200),
  address2: Line(200),
  city: Line(100),
  state: Line(100),
  zip: Line(20),
  note: Line(2000),
  is_active: Type.Boolean(),
  timezone: Type.String({ minLength: 1, maxLength: 64, description: "IANA, e.g. 'America/Chicago'" }),
  is_paid: Type.Boolean(),
  reservation_email: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()]),
};

/** A lab's editable fields: LabUpdated carries them all, LabDeployed adds the client. */
export const LabFields = Type.Object(labFields);

export const LabDeployed = defineEvent({
  type: 'LabDeployed',
  aggregate: 'lab',
  description: 'A lab was deployed for a client. A lab never moves to another client.',
  schema: Type.Object({ client_id: Type.String({ minLength: 1, description: 'UUIDv7' }), ...labFields }),
});

export const LabUpdated = defineEvent({
  type: 'LabUpdated',
  aggregate: 'lab',
  description: "A lab's form was saved; the data is the full set of fields after the edit.",
  schema: LabFields,
});

export const LabForceOnChanged = defineEvent({
  type: 'LabForceOnChanged',
  aggregate: 'lab',
  description: "The lab's Force On switch (admin_mode) was turned on or off.",
  schema: Type.Object({ admin_mode: Type.Boolean() }),
});

const Day = Type.Object({ start: OptionalHhMm, end: OptionalHhMm, is_closed: Type.Boolean() });

/** A week of opening hours, 24-hour times; the API speaks 'hh:mm AM/PM'. */
export const WeekSchedule = Type.Object({
  mo: Day,
  tu: Day,
  we: Day,
  th: Day,
  fr: Day,
  sa: Day,
  su: Day,
});

export const LabScheduleSaved = defineEvent({
  type: 'LabScheduleSaved',
  aggregate: 'lab',
  description: "The lab's weekly opening hours were saved (the whole week at once).",
  schema: Type.Object({ days: WeekSchedule }),
});

export const LabScheduleOverrideAdded = defineEvent({
  type: 'LabScheduleOverrideAdded',
  aggregate: 'lab',
  description: "One date's hours replace the weekly schedule: closed, or open between the times, paid or free.",
  schema: Type.Object({
    override_id: Type.String({ minLength: 1, description: 'UUIDv7' }),
    date: Type.String({ format: 'date', description: 'YYYY-MM-DD, in the lab time zone' }),
    time_start: OptionalHhMm,
    time_end: OptionalHhMm,
    is_paid: Type.Boolean(),
    is_closed: Type.Boolean(),
  }),
});

export const LabScheduleOverrideRemoved = defineEvent({
  type: 'LabScheduleOverrideRemoved',
  aggregate: 'lab',
  description: 'A schedule override was deleted; the weekly schedule applies on its date again.',
  schema: Type.Object({ override_id: Type.String({ minLength: 1 }) }),
});

export const LabAllowedIpsAdded = defineEvent({
  type: 'LabAllowedIpsAdded',
  aggregate: 'lab',
  description: 'Addresses from an uploaded CSV were allowed for the lab (only ones it did not have yet).',
  schema: Type.Object({
    ips: Type.Array(
      Type.Object({
        id: Type.String({ minLength: 1, description: 'UUIDv7' }),
        allowed_ip: Type.String({ minLength: 2, maxLength: 45, description: 'IPv4 or IPv6, normalised' }),
      }),
      { minItems: 1 },
    ),
  }),
});

export const LabAllowedIpRemoved = defineEvent({
  type: 'LabAllowedIpRemoved',
  aggregate: 'lab',
  description: 'One allowed address was removed from the lab.',
  schema: Type.Object({ id: Type.String({ minLength: 1 }) }),
});

/** The lab aggregate's event types, for the catalogue. */
export const LAB_EVENTS = [
  LabDeployed,
  LabUpdated,
  LabForceOnChanged,
  LabScheduleSaved,
  LabScheduleOverrideAdded,
  LabScheduleOverrideRemoved,
  LabAllowedIpsAdded,
  LabAllowedIpRemoved,
] as const;
