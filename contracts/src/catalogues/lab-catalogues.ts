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

/** The largest file each upload kind takes, in bytes (the server also checks what the content is). */
export const UPLOAD_MAX_BYTES = {
  logos: 3_000_000,
  // home images have no byte limit of their own (only the advice "at most 720 x 800"): 5 MB holds such an image many times over
  home_images: 5_000_000,
  // ten minutes of 128 kbit/s MP3, or a minute of CD-quality WAV
  audio: 10_000_000,
} as const satisfies Record<FileBucket, number>;

/** The largest allowed-IPs CSV a lab's upload takes, in bytes. */
export const ALLOWED_IPS_CSV_MAX_BYTES = 256 * 1024;
