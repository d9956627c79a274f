/**
 * pg 8 warns (once per process) when a client is asked a query while it still runs one; pg 9
 * refuses it. Test environments record that warning and fail their file on close.
 */
const QUEUED_QUERY = 'client is already executing a query';

const seen: Error[] = [];
let watching = false;

/** Starts recording pg's queued-query warning in this process (idempotent). */
export function watchPgQueuedQueries(): void {
  if (watching) return;
  watching = true;
  process.on('warning', (warning) => {
    if (warning.message.includes(QUEUED_QUERY)) seen.push(warning);
  });
}

/** Throws when pg warned that a client ran two queries at once, naming where the second came from. */
export function assertNoPgQueuedQueries(): void {
  const first = seen[0];
  if (first) throw new Error(`a pg client was asked a query while it ran one:\n${first.stack ?? first.message}`);
}
