import { parseLogSequence, READ_AFTER_HEADER } from '@gamepod/contracts/http';

/**
 * The read-your-writes token this tab holds: the highest log sequence a reply said its request
 * wrote. Every later call sends it, and the services answer once their read models hold it, so
 * a list read after a save shows the save. sessionStorage keeps it across a full page load in
 * the tab (the console opened from the kiosk page, a sign-out's reload).
 */
const KEY = 'gp.read_after';

let highest: number | null = null;

/** The tab's sessionStorage; none outside a browser (a unit test). */
const tabStorage = () =>
  (globalThis as { sessionStorage?: { getItem(k: string): string | null; setItem(k: string, v: string): void } })
    .sessionStorage;

function current(): number {
  if (highest === null) {
    try {
      highest = parseLogSequence(tabStorage()?.getItem(KEY)) ?? 0;
    } catch {
      // storage refused (private mode): this page load alone keeps the token
      highest = 0;
    }
  }
  return highest;
}

/**
 * The header that asks a call to see every write this tab has seen; none before the first write.
 *
 * @example for (const [k, v] of Object.entries(readAfterHeaders())) xhr.setRequestHeader(k, v);
 */
export function readAfterHeaders(): Record<string, string> {
  const seq = current();
  return seq > 0 ? { [READ_AFTER_HEADER]: String(seq) } : {};
}

/**
 * Keeps a reply's log sequence (its `x-gp-log-seq` header) when it is past the one held.
 *
 * @example noteLogSequence(xhr.getResponseHeader(LOG_SEQ_HEADER));
 */
export function noteLogSequence(headerValue: string | null): void {
  const seq = parseLogSequence(headerValue);
  if (seq === null || seq <= current()) return;
  highest = seq;
  try {
    tabStorage()?.setItem(KEY, String(seq));
  } catch {
    // kept for this page load only
  }
}
