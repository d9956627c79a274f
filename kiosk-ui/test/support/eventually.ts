// Waiting on the world outside the page (the helper simulator, the server, the mail outbox).

/** Reads every 200 ms until `read` gives a value (not null), or throws after `timeoutMs`. */
export async function eventually<T>(what: string, read: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
