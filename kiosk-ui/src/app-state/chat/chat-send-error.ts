// What the chat panel says when a message was not sent. Read by shape (an ApiError's status
// and data), so the rule stays free of the API client.

/** A failed call as the rule reads it. */
type Failed = { readonly status?: unknown; readonly data?: unknown };

/** Too many messages too fast (429): the panel says so, and how long to wait when the server says. */
export function chatSendErrorText(err: unknown): string {
  const failed = (typeof err === 'object' && err !== null ? err : {}) as Failed;
  if (failed.status !== 429) return 'Your message was not sent. Please try again.';
  const wait = (failed.data as { retry_after_s?: unknown } | null | undefined)?.retry_after_s;
  if (typeof wait !== 'number' || !(wait > 0)) {
    return 'You are sending messages too fast. Please wait a moment, then send it again.';
  }
  return `You are sending messages too fast. Please wait ${wait} ${wait === 1 ? 'second' : 'seconds'}, then send it again.`;
}
