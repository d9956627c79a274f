// What the lab screens send, as the contracts' bodies have it (types only).
import type { BodyOf } from '@gamepod/contracts/http';

/** The lab form's fields as the server takes them. */
export type LabFields = Omit<BodyOf<'/admin/kiosk/deployment/lab'>, 'token' | 'client_id' | 'lab_mode_type'>;

export type OverrideBody = Omit<BodyOf<'/admin/kiosk/lab_override_schedule'>, 'token' | 'lab_id' | 'is_on'>;

export type RssFeedBody = Omit<BodyOf<'/admin/kiosk/lab_rss_feed'>, 'token' | 'lab_id'>;
