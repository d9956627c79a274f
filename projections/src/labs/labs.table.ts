import type { WeekSchedule } from '@gamepod/events';
import type { ColumnTypes } from '@gamepod/log-runtime';
import type { Static } from 'typebox';

/** One row per lab. */
export type LabTable = {
  id: string;
  client_id: string;
  lab_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  note: string;
  is_active: boolean;
  timezone: string;
  is_paid: boolean;
  /** The Force On switch. */
  admin_mode: boolean;
  reservation_email: string | null;
  created_at: Date;
  updated_at: Date;
};

/** A lab's weekly hours as the last LabScheduleSaved stated them (24-hour times). */
export type LabScheduleTable = {
  lab_id: string;
  days: Static<typeof WeekSchedule>;
};

/** One row per schedule override. */
export type LabOverrideTable = {
  override_id: string;
  lab_id: string;
  /** Written as 'YYYY-MM-DD'; queries read it back with to_char so no time zone shifts it. */
  date: string;
  time_start: string | null;
  time_end: string | null;
  is_paid: boolean;
  is_closed: boolean;
};

/** One row per allowed address of a lab. */
export type LabAllowedIpTable = {
  id: string;
  lab_id: string;
  allowed_ip: string;
};

export type LabsDB = {
  labs: LabTable;
  lab_schedules: LabScheduleTable;
  lab_overrides: LabOverrideTable;
  lab_allowed_ips: LabAllowedIpTable;
};

export const labColumns: ColumnTypes<LabTable> = {
  id: 'text',
  client_id: 'text',
  lab_name: 'text',
  address1: 'text',
  address2: 'text',
  city: 'text',
  state: 'text',
  zip: 'text',
  note: 'text',
  is_active: 'boolean',
  timezone: 'text',
  is_paid: 'boolean',
  admin_mode: 'boolean',
  reservation_email: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const labScheduleColumns: ColumnTypes<LabScheduleTable> = { lab_id: 'text', days: 'jsonb' };

export const labOverrideColumns: ColumnTypes<LabOverrideTable> = {
  override_id: 'text',
  lab_id: 'text',
  date: 'date',
  time_start: 'text',
  time_end: 'text',
  is_paid: 'boolean',
  is_closed: 'boolean',
};

export const labAllowedIpColumns: ColumnTypes<LabAllowedIpTable> = { id: 'text', lab_id: 'text', allowed_ip: 'text' };

/** A stored file as events reference it (FileRef in @gamepod/events), kept as jsonb. */
export type FileRefColumn = { bucket: string; id: string; content_type: string; size: number; sha256: string };

/** One row per RSS feed of a lab. */
export type LabRssFeedTable = {
  rss_feed_id: string;
  lab_id: string;
  rss_title: string;
  rss_url: string;
  /** Minutes. */
  rss_expire_time: number;
  created_at: Date;
  updated_at: Date;
};

/** One row per live API key of a lab: the key's SHA-256 and first characters, never the key. */
export type LabApiKeyTable = {
  api_key_id: string;
  lab_id: string;
  api_key_name: string;
  key_sha256: string;
  key_prefix: string;
  created_at: Date;
};

/** One row per lab that has (or had) a home image: one column per slot. */
export type LabHomeImagesTable = {
  lab_id: string;
  banner_image: FileRefColumn | null;
  left_image: FileRefColumn | null;
  right_image: FileRefColumn | null;
};

export type LabContentDB = {
  lab_rss_feeds: LabRssFeedTable;
  lab_api_keys: LabApiKeyTable;
  lab_home_images: LabHomeImagesTable;
};

export const labRssFeedColumns: ColumnTypes<LabRssFeedTable> = {
  rss_feed_id: 'text',
  lab_id: 'text',
  rss_title: 'text',
  rss_url: 'text',
  rss_expire_time: 'integer',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const labApiKeyColumns: ColumnTypes<LabApiKeyTable> = {
  api_key_id: 'text',
  lab_id: 'text',
  api_key_name: 'text',
  key_sha256: 'text',
  key_prefix: 'text',
  created_at: 'timestamptz',
};

export const labHomeImagesColumns: ColumnTypes<LabHomeImagesTable> = {
  lab_id: 'text',
  banner_image: 'jsonb',
  left_image: 'jsonb',
  right_image: 'jsonb',
};
