import Type, { type Static } from 'typebox';
import {
  ALERT_HEAD_MAX,
  ALERT_PAGE_SIZE,
  ALERT_SCOPES,
  ALERT_SUB_MAX,
  ALERT_TYPES,
} from '../../catalogues/alert-catalogues.ts';
import { Flag, Nullable, OptionalText, UuidId, WithToken } from '../fields.ts';
import { PageFacts, paging, SortType, TimeZone } from '../list-fields.ts';
import { Empty, get, post } from '../route.ts';

// Manage Alerts (roles 2, 3 and 4): the list, save (create or edit) and delete.

/** The columns the list sorts by; active_untill is the spec's spelling of the window's end. */
export const ALERT_SORT_BY = [
  'active_start',
  'active_untill',
  'text_head',
  'type',
  'scope',
  'enable',
  'owner',
  'created_at',
  'updated_at',
] as const;
export type AlertSortBy = (typeof ALERT_SORT_BY)[number];

export const AlertsListQuery = Type.Object(
  {
    ...WithToken,
    client_id: Type.Optional(
      Type.String({
        maxLength: 64,
        description: "a super admin's client filter; empty or 0: every alert. Anyone else gets their own client's",
      }),
    ),
    ...paging(ALERT_PAGE_SIZE),
    sort_by: Type.Optional(
      Type.Union(
        ALERT_SORT_BY.map((s) => Type.Literal(s)),
        { description: 'default active_start' },
      ),
    ),
    sort_type: SortType,
    user_timezone: TimeZone,
  },
  { additionalProperties: false },
);

/** A window end as the list and form show it, in the user's time zone. */
export const WallTime = Type.Object({
  date: Type.String({ description: 'MM/DD/YYYY' }),
  time: Type.String({ description: 'hh:mm' }),
  ampm: Type.Union([Type.Literal('AM'), Type.Literal('PM')]),
});
export type WallTime = Static<typeof WallTime>;

/** Where an alert stands now: showing, waiting for its window, past it, or switched off. */
export const ALERT_STATUSES = ['active', 'scheduled', 'ended', 'disabled'] as const;

export const AlertRow = Type.Object({
  id: Type.String(),
  text_head: Type.String(),
  text_sub: Type.String(),
  type: Type.Enum(ALERT_TYPES),
  scope: Type.Enum(ALERT_SCOPES),
  clients: Nullable(Type.String({ description: 'the client it reaches (scope client or lab)' })),
  labs: Nullable(Type.String({ description: 'the lab it reaches (scope lab)' })),
  enable: Flag,
  alert_start: Nullable(WallTime),
  alert_end: Nullable(WallTime),
  active_start: Nullable(Type.String({ format: 'date-time', description: 'UTC' })),
  active_untill: Nullable(Type.String({ format: 'date-time', description: 'UTC' })),
  status: Type.Enum(ALERT_STATUSES),
  user: Type.String({ description: 'the owner: whoever edited it last' }),
  owner: Type.Object({ email: Type.String() }),
  linkedclient: Nullable(Type.Object({ first_name: Type.String({ description: "the client's name" }) })),
  linkedlab: Nullable(Type.Object({ lab_name: Type.String() })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type AlertRow = Static<typeof AlertRow>;

export const AlertsPage = Type.Object({ alerts: Type.Array(AlertRow), ...PageFacts });
export type AlertsPage = Static<typeof AlertsPage>;

export const SaveAlertBody = Type.Object(
  {
    ...WithToken,
    edit_id: Type.Optional(Nullable(Type.Union([UuidId('the alert being edited'), Type.Literal('')]))),
    text_head: OptionalText(ALERT_HEAD_MAX, 'required'),
    text_sub: OptionalText(ALERT_SUB_MAX, 'the text below the heading'),
    type: Type.Optional(Nullable(Type.String({ maxLength: 20, description: ALERT_TYPES.join(', ') }))),
    enable: Type.Optional(Nullable(Type.Union([Flag, Type.Boolean()]))),
    scope: Type.Optional(
      Nullable(Type.String({ maxLength: 20, description: `${ALERT_SCOPES.join(', ')}; required of a super admin` })),
    ),
    clients: OptionalText(64, 'the client, for scope client; a client admin or facilitator gets their own'),
    labs: OptionalText(64, 'the lab, for scope lab'),
    active_start: OptionalText(40, "'MM/DD/YYYY hh:mm AM' in user_timezone; with active_untill, or neither"),
    active_untill: OptionalText(40, "'MM/DD/YYYY hh:mm AM' in user_timezone"),
    user_timezone: TimeZone,
    overwrite: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 64,
          description: 'the owner (user) whose alert an admin goes on to overwrite, after the warning',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type SaveAlertBody = Static<typeof SaveAlertBody>;

export const SavedAlert = Type.Object({ alert: AlertRow });

export const DeleteAlertBody = Type.Object(
  {
    ...WithToken,
    id: UuidId('the alert'),
    overwrite: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 64,
          description: 'the owner whose alert an admin goes on to delete, after the warning',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type DeleteAlertBody = Static<typeof DeleteAlertBody>;

/** One page of alerts: a super admin's of any client or all, anyone else's own client's. */
export const commonAlertsList = get('/common/alerts/list', { querystring: AlertsListQuery, data: AlertsPage });

/** Create an alert, or edit the one `edit_id` names. */
export const commonAlertsSave = post('/common/alerts/save', { body: SaveAlertBody, data: SavedAlert });

/** Delete an alert. */
export const commonAlertsDelete = post('/common/alerts/delete', { body: DeleteAlertBody, data: Empty });
