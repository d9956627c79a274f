import Type, { type Static } from 'typebox';
import type { WeekDay } from '../../../catalogues/lab-catalogues.ts';
import { Flag, Nullable } from '../../fields.ts';

const Formatted = (what: string) =>
  Type.String({ description: `${what}, 'mm/dd/yyyy hh:mm AM/PM' in the lab's time zone` });

/** A row of the labs list: `value` is the lab's name, `admin_mode` its Force On. */
export const LabOption = Type.Object({
  id: Type.String(),
  value: Type.String({ description: 'the lab name' }),
  admin_mode: Flag,
  client_id: Type.String(),
});
export type LabOption = Static<typeof LabOption>;

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
export type LabDetail = Static<typeof LabDetail>;

type TimeView = ReturnType<typeof Nullable<ReturnType<typeof Type.String>>>;

/** One day's three fields of the schedule as the edit screen reads it, typed by name (`mo_start`…). */
function dayView<D extends WeekDay>(d: D) {
  return {
    [`${d}_start`]: Nullable(Type.String({ description: "'hh:mm AM/PM'" })),
    [`${d}_end`]: Nullable(Type.String()),
    [`${d}_is_closed`]: Flag,
  } as { [K in `${D}_start` | `${D}_end`]: TimeView } & { [K in `${D}_is_closed`]: typeof Flag };
}

/** `{day}_start`, `{day}_end` ('hh:mm AM/PM' or null) and `{day}_is_closed` for mo … su. */
export const ScheduleView = Type.Object({
  ...dayView('mo'),
  ...dayView('tu'),
  ...dayView('we'),
  ...dayView('th'),
  ...dayView('fr'),
  ...dayView('sa'),
  ...dayView('su'),
});
export type ScheduleView = Static<typeof ScheduleView>;

export const OverrideView = Type.Object({
  id: Type.String(),
  date: Type.String({ description: 'mm/dd/yyyy' }),
  time_start_ampm: Nullable(Type.String()),
  time_end_ampm: Nullable(Type.String()),
  is_paid: Flag,
  is_closed: Flag,
});
export type OverrideView = Static<typeof OverrideView>;

export const AllowedIpView = Type.Object({ id: Type.String(), allowed_ip: Type.String() });
export type AllowedIpView = Static<typeof AllowedIpView>;

export const RssFeedView = Type.Object({
  id: Type.String(),
  rss_title: Type.String(),
  rss_url: Type.String(),
  rss_expire_time: Type.Integer({ description: 'minutes' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  FormattedCreatedAt: Formatted('created'),
  FormattedUpdatedAt: Formatted('last changed'),
});
export type RssFeedView = Static<typeof RssFeedView>;

/** A listed key: `api_key` is masked; the whole key is in the create reply only. */
export const ApiKeyView = Type.Object({
  id: Type.String(),
  api_key_name: Type.String(),
  api_key: Type.String({ description: "masked: the key's first characters and '…'; the key is shown only once" }),
  created_at: Type.String({ format: 'date-time' }),
  FormattedCreatedAt: Formatted('created'),
});
export type ApiKeyView = Static<typeof ApiKeyView>;

export const HomeImagesView = Type.Object({
  left_image: Nullable(Type.String({ description: 'URL under /api/v1/files/home_images/' })),
  right_image: Nullable(Type.String()),
  banner_image: Nullable(Type.String()),
});
export type HomeImagesView = Static<typeof HomeImagesView>;

/** Everything the edit-lab screen shows. */
export const LabDetails = Type.Object({
  lab: LabDetail,
  schedule: ScheduleView,
  overrides: Type.Array(OverrideView),
  allowedips: Type.Array(AllowedIpView),
  rssfeeds: Type.Array(RssFeedView),
  apikeys: Type.Array(ApiKeyView),
});
export type LabDetails = Static<typeof LabDetails>;

/** A lab write's reply: the lab as it is now (null only when the read model lagged past the bounded wait). */
export const WrittenLab = Type.Object({ lab_id: Type.String(), lab: Nullable(LabDetail) });
