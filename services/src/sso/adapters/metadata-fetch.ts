import { ValidationError } from '@gamepod/events';
import { FeedFetchError, fetchFeed } from '../../rss-feeds/adapters/feed-fetcher.ts';

/** Metadata is a few kB to a few hundred (a federation aggregate is refused anyway): 1 MiB at most. */
export const METADATA_MAX_BYTES = 1_048_576;
export const METADATA_TIMEOUT_MS = 5_000;

/**
 * Fetches an IdP's metadata with the feed fetcher's guard: the host must resolve to public
 * addresses only (no private, loopback, link-local or campus-internal range; `allowLoopback`
 * opens 127.0.0.0/8 and ::1 for tests), no redirects, 5 s and 1 MiB at most. https only,
 * unless `allowHttp` (tests): a metadata document names the keys we trust, so nobody on the
 * way may change it.
 *
 * @throws ValidationError (400) naming metadata_url.
 */
export async function fetchIdpMetadata(
  url: string,
  options: { readonly allowLoopback: boolean; readonly allowHttp: boolean },
): Promise<string> {
  if (!/^https:\/\//i.test(url) && !options.allowHttp) {
    throw new ValidationError('metadata_url: must be an https:// address', { field: 'metadata_url' });
  }
  try {
    return await fetchFeed(url, {
      timeoutMs: METADATA_TIMEOUT_MS,
      maxBytes: METADATA_MAX_BYTES,
      allowLoopback: options.allowLoopback,
    });
  } catch (err) {
    if (err instanceof FeedFetchError) {
      throw new ValidationError(`metadata_url: ${err.message.replace(/\bfeed\b/g, 'metadata')}`, {
        field: 'metadata_url',
      });
    }
    throw err;
  }
}
