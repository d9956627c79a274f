import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, RefusedAddressError } from '../../outbound/guarded-lookup.ts';
import type { AttemptOutcome } from '../domain/webhook-lane-decider.ts';

export type DeliveryLimits = {
  /** The whole delivery, connect to last byte (10 s). */
  readonly timeoutMs?: number;
  /** The most of the answer read back (64 KiB); the rest is cut off, and the delivery still counts. */
  readonly maxBytes?: number;
  /**
   * Lets http to loopback through, for the test harness and a developer's machine only; every
   * other internal range stays refused. Off unless GP_WEBHOOKS_ALLOW_LOOPBACK=1.
   */
  readonly allowLoopback?: boolean;
};

export const DELIVERY_TIMEOUT_MS = 10_000;
export const DELIVERY_MAX_BYTES = 65_536;

/** GP_WEBHOOKS_ALLOW_LOOPBACK=1 lets deliveries reach http://127.0.0.1 and [::1] (tests, dev). */
export const webhookLoopbackFromEnv = (env: NodeJS.ProcessEnv) => env.GP_WEBHOOKS_ALLOW_LOOPBACK === '1';

/**
 * Sends one signed delivery (Standard Webhooks: webhook-id, webhook-timestamp and
 * webhook-signature, HMAC-SHA256 with the endpoint's secret) and says what came of it. Every
 * address the host resolves to must be public unicast, and the connection goes to the one
 * checked; no redirect is followed; a 2xx answer is a delivery, anything else, a timeout or a
 * refusal is a failure to try again. Never throws.
 */
export async function sendDelivery(
  target: { readonly url: string; readonly secret: string },
  message: { readonly id: string; readonly body: string; readonly sentAt: Date },
  limits: DeliveryLimits = {},
): Promise<AttemptOutcome> {
  const timeoutMs = limits.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const maxBytes = limits.maxBytes ?? DELIVERY_MAX_BYTES;
  const fail = (error: string, status_code: number | null = null): AttemptOutcome => ({
    ok: false,
    status_code,
    error,
  });
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return fail('not a URL');
  }
  const plainAllowed = limits.allowLoopback === true && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !plainAllowed) return fail('only https endpoints are called');
  let lookup: Awaited<ReturnType<typeof guardedLookup>>;
  try {
    lookup = await guardedLookup(url.hostname, limits.allowLoopback);
  } catch (err) {
    return fail(err instanceof RefusedAddressError ? err.message : 'the host could not be resolved');
  }
  const signature = new Webhook(target.secret).sign(message.id, message.sentAt, message.body);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const settle = (o: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(o);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'gamepod-webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(message.sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (c: Buffer) => {
          read += c.length;
          // what the endpoint says back is not used: read at most maxBytes of it, then hang up
          if (read > maxBytes) res.destroy();
        });
        const done = () =>
          settle(
            status >= 200 && status < 300
              ? { ok: true, status_code: status, error: null }
              : fail(`the endpoint answered ${status}`, status),
          );
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const deadline = setTimeout(() => {
      req.destroy();
      settle(fail(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (err) => settle(fail(err.message.slice(0, 200))));
    req.end(message.body);
  });
}
