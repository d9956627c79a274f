/** The day keys in week order, Monday first as the lab form lists them. */
export const WEEK_DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The slots of the kiosk's home screen a lab can fill with an image. */
export const HOME_IMAGE_SLOTS = ['banner', 'left', 'right'] as const;
export type HomeImageSlot = (typeof HOME_IMAGE_SLOTS)[number];

/** A feed's longest refresh interval: one week, in minutes. */
export const MAX_RSS_EXPIRE_MINUTES = 10_080;

/**
 * The object-store buckets uploads go to, one per kind. An event names the logical bucket;
 * each deployment prefixes it (`gp_logos`, a test's `t…_logos`); file URLs name it.
 */
export const FILE_BUCKETS = ['logos', 'home_images', 'audio'] as const;
export type FileBucket = (typeof FILE_BUCKETS)[number];
