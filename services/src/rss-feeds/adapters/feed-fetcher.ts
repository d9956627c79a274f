import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { guardedLookup, RefusedAddressError } from '../../outbound/guarded-lookup.ts';

/** Why a feed was not fetched; the message says it in words for the log and the console. */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly code: 'url' | 'address' | 'status' | 'too_large' | 'timeout' | 'network',
  ) {
    super(message);
  }
}

export type FetchLimits = {
  /** The whole fetch, connect to last byte (5 s). */
  readonly timeoutMs?: number;
  /** The body's most bytes (1 MiB: a feed of headlines is tens of kB). */
  readonly maxBytes?: number;
  /**
   * Lets loopback addresses through, for tests and a developer's machine only; every other
   * internal range stays refused. Off unless GP_RSS_ALLOW_LOOPBACK=1.
   */
  readonly allowLoopback?: boolean;
};

export const FEED_TIMEOUT_MS = 5_000;
export const FEED_MAX_BYTES = 1_048_576;

/** GP_RSS_ALLOW_LOOPBACK=1 lets the fetcher reach 127.0.0.1 and ::1 (tests, dev); nothing else opens. */
export const allowLoopbackFromEnv = (env: NodeJS.ProcessEnv) => env.GP_RSS_ALLOW_LOOPBACK === '1';

/**
 * Fetches a feed over http(s), guarding the server's network: the host is resolved first and
 * every address it resolves to must be fetchable, then the connection goes to the checked
 * address (so a second lookup cannot swap in an internal one). No redirects are followed, the
 * body is capped, and the whole fetch has a deadline.
 */
export async function fetchFeed(url: string, limits: FetchLimits = {}): Promise<string> {
  const timeoutMs = limits.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = limits.maxBytes ?? FEED_MAX_BYTES;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FeedFetchError(`not a URL: ${url}`, 'url');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new FeedFetchError(`only http and https feeds are fetched, not ${target.protocol}`, 'url');
  }
  let pinnedLookup: LookupFunction;
  try {
    pinnedLookup = await guardedLookup(target.hostname, limits.allowLoopback);
  } catch (err) {
    if (err instanceof RefusedAddressError)
      throw new FeedFetchError(err.message.replace('not called', 'not fetched'), err.code);
    throw err;
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<string>((resolve, reject) => {
    const req = client.get(
      target,
      {
        lookup: pinnedLookup,
        timeout: timeoutMs,
        headers: {
          accept:
            'application/rss+xml, application/atom+xml, application/xml, text/xml, application/feed+json;q=0.9, */*;q=0.1',
          'user-agent': 'gamepod-feeds/1',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          res.resume();
          reject(new FeedFetchError(`the feed answered ${status}`, 'status'));
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          res.destroy();
          reject(new FeedFetchError(`the feed is ${declared} bytes, over ${maxBytes}`, 'too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new FeedFetchError(`the feed is over ${maxBytes} bytes`, 'too_large'));
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', (err) => reject(new FeedFetchError(err.message, 'network')));
      },
    );
    const deadline = setTimeout(() => {
      req.destroy();
      reject(new FeedFetchError(`the feed took over ${timeoutMs} ms`, 'timeout'));
    }, timeoutMs);
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () => {
      req.destroy();
      reject(new FeedFetchError(`the feed took over ${timeoutMs} ms`, 'timeout'));
    });
    req.on('error', (err) => reject(err instanceof FeedFetchError ? err : new FeedFetchError(err.message, 'network')));
  });
}
