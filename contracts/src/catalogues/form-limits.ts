// The bounds a form's values must keep, which the API checks and the screens may check first.

/** Stars per rating on the exit survey. */
export const SURVEY_MARK_MAX = 5;
/** 'played with anyone in person': how many, 1–9. */
export const SURVEY_COUNT_MAX = 9;
export const SURVEY_COMMENT_MAX = 2000;

/** How long an emergency alert stays on a pod's screen before it acknowledges itself (seconds). */
export const EMERGENCY_EXPIRE_MIN = 5;
export const EMERGENCY_EXPIRE_MAX = 600;

/** Comp minutes: at most 8 digits. */
export const MAX_COMP_MINUTES = 99_999_999;

/** The longest password accepted: a longer one is refused before hashing (a hash's cost grows with the input). */
export const MAX_PASSWORD_LENGTH = 1024;

/** The longest session token or kiosk session key accepted: longer than any issued, so hashing it would only waste work. */
export const MAX_TOKEN_LENGTH = 256;
