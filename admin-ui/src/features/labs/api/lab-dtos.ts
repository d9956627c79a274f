// What the lab calls send and read (spec §3 Lab, Lab response, Schedule, Override, Allowed IP,
// RSS feed, API key), as services/src/routes/labs/*-schemas.ts declare them.

export type Flag = 0 | 1;
export const WEEK_DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const HOME_IMAGE_SLOTS = ['left', 'right', 'banner'] as const;
export type HomeImageSlot = (typeof HOME_IMAGE_SLOTS)[number];

/** A row of the labs list: `value` is the lab's name, `admin_mode` its Force On. */
export type LabOption = {
  readonly id: string;
  readonly value: string;
  readonly admin_mode: Flag;
  readonly client_id: string;
};

/** The lab form's fields as the server takes them (spec §3 "Form fields"). */
export type LabFields = {
  readonly lab_name: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly note: string;
  readonly is_active: Flag;
  readonly is_paid: Flag;
  readonly timezone: string;
  readonly reservation_email: string | null;
};

export type LabDetail = LabFields & {
  readonly id: string;
  readonly client_id: string;
  readonly admin_mode: Flag;
  readonly left_image: string | null;
  readonly right_image: string | null;
  readonly banner_image: string | null;
};

/** `{day}_start`, `{day}_end` ('hh:mm AM/PM' or null) and `{day}_is_closed` for mo … su. */
export type ScheduleView = { [K in `${WeekDay}_start` | `${WeekDay}_end`]: string | null } & {
  [K in `${WeekDay}_is_closed`]: Flag;
};

export type OverrideView = {
  readonly id: string;
  readonly date: string;
  readonly time_start_ampm: string | null;
  readonly time_end_ampm: string | null;
  readonly is_paid: Flag;
  readonly is_closed: Flag;
};

export type AllowedIp = { readonly id: string; readonly allowed_ip: string };

export type RssFeed = {
  readonly id: string;
  readonly rss_title: string;
  readonly rss_url: string;
  readonly rss_expire_time: number;
  readonly FormattedCreatedAt: string;
  readonly FormattedUpdatedAt: string;
};

/** A listed key: `api_key` is masked (its prefix and '…'); the whole key is in the create reply only. */
export type ApiKey = {
  readonly id: string;
  readonly api_key_name: string;
  readonly api_key: string;
  readonly FormattedCreatedAt: string;
};

export type HomeImages = Pick<LabDetail, 'left_image' | 'right_image' | 'banner_image'>;

/** `GET /admin/kiosk/edit/lab`: everything the edit screen shows. */
export type LabDetails = {
  readonly lab: LabDetail;
  readonly schedule: ScheduleView;
  readonly overrides: readonly OverrideView[];
  readonly allowedips: readonly AllowedIp[];
  readonly rssfeeds: readonly RssFeed[];
  readonly apikeys: readonly ApiKey[];
};

export type OverrideBody = {
  readonly date: string;
  readonly time_start: string | null;
  readonly time_end: string | null;
  readonly is_paid: Flag;
  readonly is_closed: Flag;
};

export type RssFeedBody = { readonly rss_title: string; readonly rss_url: string; readonly rss_expire_time: number };
