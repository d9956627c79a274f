import Type, { type Static } from 'typebox';
import { Pallets } from '../admin/kiosk/pod-schemas.ts';
import { Flag, Nullable, PodIdKey, ThemeColours, WithToken } from '../fields.ts';
import { get, post } from '../route.ts';

/** The lab's hours as the kiosk reads them: in the pod session data and `/kiosk/schedule`. */
export const KioskScheduleFields = {
  timezone: Type.String(),
  schedule_start: Nullable(Type.String({ description: "today, 'hh:mm AM/PM' in the lab's time zone" })),
  schedule_end: Nullable(Type.String()),
  schedule_tomorrow: Nullable(Type.String({ description: "tomorrow's opening; null when closed tomorrow" })),
  schedule_closed: Nullable(Flag),
};

/** The pod session data a kiosk session starts with; the kiosk keeps it in local storage. */
export const PodSession = Type.Object({
  pod_id: Type.String({ description: 'subscribe pod.<pod_id> on the realtime socket' }),
  pod_id_key: Type.String(),
  session_id_key: Type.String({ description: 'opaque; send it with the kiosk and login calls' }),
  lab_name: Type.String(),
  nav_name: Nullable(Type.String()),
  ...KioskScheduleFields,
  remote_id_key: Type.String({ description: 'for the phone QR code' }),
  with_keyboard: Flag,
  logo: Nullable(Type.String()),
  theme: ThemeColours,
  left_image: Nullable(Type.String()),
  right_image: Nullable(Type.String()),
  banner_image: Nullable(Type.String()),
  client_name: Type.String(),
  sso_active: Flag,
  sso_urls: Type.Object({ login: Nullable(Type.String()), logout: Nullable(Type.String()) }),
  sign_in_source: Type.Union(
    [Type.Literal('password'), Type.Literal('sso'), Type.Literal('ldap'), Type.Literal('sip2')],
    {
      description:
        "who vouches for the client's people: the login form asks a card number and PIN for sip2, a username and password for ldap, an email and password otherwise",
    },
  ),
  is_paid: Flag,
  pod_type: Nullable(Type.String()),
});
export type PodSession = Static<typeof PodSession>;

/**
 * The public IP lookup: the caller's own address as the server sees it (through a trusted proxy,
 * the address it forwards), the one the lab's allow-list judges. It needs nothing and tells the
 * caller only what it sent from.
 */
export const kioskCheckIp = get('/kiosk/check/ip', { data: Type.Object({ ip: Type.String() }) });

/** Whether this station's address may use the pod (the lab's allowed IPs). */
export const kioskCheckAllowlisted = post('/kiosk/check/allowlisted', {
  body: Type.Object({ pod_id: PodIdKey, ...WithToken }, { additionalProperties: false }),
  data: Type.Object({ ip: Type.String() }),
});

/** Start a kiosk session on the pod: its pod session data. */
export const kioskValidatePodIdKey = post('/kiosk/validate/pod_id_key', {
  body: Type.Object({ pod_id_key: PodIdKey, ...WithToken }, { additionalProperties: false }),
  data: PodSession,
});

/** The LED colours for the facilitator's Led Color modal. */
export const kioskRgbPallets = get('/kiosk/rgb_pallets', {
  querystring: Type.Object({ session_id_key: Type.Optional(Type.String({ maxLength: 256 })), ...WithToken }),
  data: Pallets,
});
