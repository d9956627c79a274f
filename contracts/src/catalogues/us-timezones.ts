/**
 * The time zones a lab may be in: the 29 zones tzdata's zone.tab lists for the United States,
 * plus Puerto Rico and Guam, the two populous territories with zones of their own (31 in all).
 */
export const US_TIMEZONES = [
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Chicago',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'Pacific/Guam',
] as const;
export type UsTimezone = (typeof US_TIMEZONES)[number];

/** What a lab gets when its form leaves the time zone empty. */
export const DEFAULT_LAB_TIMEZONE: UsTimezone = 'America/Chicago';
