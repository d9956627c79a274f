// The read-your-writes token: a reply says how far into the log its request wrote, and the
// caller's later requests say how far their reads must see. Plain data and a pure function (no
// schema), so a page that reads it does not bundle TypeBox.

/** Reply header: the highest log sequence the request appended; absent when it appended nothing. */
export const LOG_SEQ_HEADER = 'x-gp-log-seq';

/**
 * Request header: the highest log sequence the caller has seen in a reply. The services answer
 * only once their read models have applied it (bounded), so a read sees every write before it.
 */
export const READ_AFTER_HEADER = 'x-gp-read-after';

/** A log sequence as text: a whole number from 1, at most 15 digits (below 2^53). */
export const LOG_SEQUENCE_PATTERN = '^[1-9][0-9]{0,14}$';

const LOG_SEQUENCE = new RegExp(LOG_SEQUENCE_PATTERN);

/** A header's log sequence, or null when it holds none (absent, or not a sequence). */
export function parseLogSequence(text: string | null | undefined): number | null {
  return text && LOG_SEQUENCE.test(text) ? Number(text) : null;
}
