import Type, { type Static } from 'typebox';
import { Nullable, UuidId, WithToken } from '../fields.ts';
import { get } from '../route.ts';

export const AlertZoneQuery = Type.Object(
  {
    ...WithToken,
    client_id: Type.Optional(UuidId("the client whose labs' zone is asked")),
    lab_id: Type.Optional(UuidId('the lab whose zone is asked')),
  },
  { additionalProperties: false },
);
export type AlertZoneQuery = Static<typeof AlertZoneQuery>;

export const AlertZone = Type.Object({
  timezone: Nullable(
    Type.String({
      description: "the IANA zone the labs share; null when there are none or they differ (the browser's then)",
    }),
  ),
});
export type AlertZone = Static<typeof AlertZone>;

/**
 * The time zone an alert's times are typed and shown in: the zone its lab keeps (`lab_id`), or
 * the zone all of a client's labs share (`client_id`; a client admin's or facilitator's own
 * client when left out). Not in the spec; it sits under Manage Alerts' prefix with its roles.
 */
export const commonAlertsZone = get('/common/alerts/zone', { querystring: AlertZoneQuery, data: AlertZone });
