import Type from 'typebox';
import { US_TIMEZONES } from '../../../catalogues/us-timezones.ts';
import { Flag, Nullable, RequiredName, RequiredText, Strict, UuidId, WithToken } from '../../fields.ts';
import { get, post } from '../../route.ts';
import { LabDetails, LabOption, WrittenLab } from './lab-schemas.ts';

export const LabId = UuidId('the lab (UUIDv7)');
const ClientId = UuidId('the client (UUIDv7); a client admin always gets their own');

const Timezone = Type.Optional(
  Nullable(
    Type.Union([Type.Enum([...US_TIMEZONES]), Type.Literal('')], {
      description: "one of the 31 US IANA time zones; empty or left out: 'America/Chicago'",
    }),
  ),
);

/** The lab form. */
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

/** Labs as options: a client admin's own; a super admin's chosen client's, or all. */
export const adminKioskLabs = get('/admin/kiosk/labs', {
  querystring: Strict({ ...WithToken, client_id: Type.Optional(ClientId) }),
  data: Type.Object({ labs: Type.Array(LabOption) }),
});

/** One lab with its schedule (AM/PM), overrides, allowed IPs, RSS feeds and API keys. */
export const adminKioskEditLab = get('/admin/kiosk/edit/lab', {
  querystring: Strict({ ...WithToken, lab_id: LabId }),
  data: LabDetails,
});

/** Deploy a lab for a client; a client admin's labs always go to their own client. */
export const adminKioskDeploymentLab = post('/admin/kiosk/deployment/lab', {
  body: Strict({ ...WithToken, client_id: ClientId, ...labForm }),
  data: WrittenLab,
});

/** Save a lab's form (GET on the same path reads it); a lab never moves to another client. */
export const adminKioskEditLabSave = post('/admin/kiosk/edit/lab', {
  body: Strict({
    ...WithToken,
    lab_id: LabId,
    client_id: Type.Optional(UuidId('must be the lab’s own client when sent: a lab never moves')),
    ...labForm,
  }),
  data: WrittenLab,
});

/** Turn a lab's Force On (admin_mode) on or off. */
export const adminKioskLabAdminMode = post('/admin/kiosk/lab_admin_mode', {
  body: Strict({ ...WithToken, lab_id: LabId, admin_mode: Flag }),
  data: WrittenLab,
});
