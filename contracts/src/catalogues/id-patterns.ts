/** Matches any RFC 9562 UUID string. */
export const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** An aggregate id the API takes: one literal subject token (our ids are UUIDv7s). */
export const TOKEN_ID_PATTERN = '^[A-Za-z0-9_-]{1,128}$';

/** `GP-XXXX-XXXX-XXXX` in Crockford base32 (no I, L, O, U): what a station is provisioned with. */
export const POD_ID_KEY_PATTERN = '^GP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$';

/** A MAC address as stored: upper case, colon-separated. */
export const MAC_ADDRESS_PATTERN = '^[0-9A-F]{2}(:[0-9A-F]{2}){5}$';
