import { createHash, randomInt } from 'node:crypto';
import { lazyKvBucket } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { CODE_TTL_MS } from '../domain/reset-decider.ts';

/** Six random digits from the OS's CSPRNG, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The code's hash as the log keeps it: sha256 of ticket and code. A million codes hash in a
 * second, so a plain sha256(code) would give the code to anyone who reads the log; keyed by
 * the ticket (256 random bits that only its requester has), it gives nothing.
 */
export function resetCodeHash(ticket: string, code: string): string {
  return createHash('sha256').update(`${ticket}\u0000${code}`, 'utf8').digest('hex');
}

/** The KV bucket holding codes on their way to the reset mail: `gp_reset_codes` in production. */
export const resetCodesBucket = (names: StoreNames) => `${names.prefix}_reset_codes`;

/**
 * Where a code waits between send_code and the reset-mail reaction, keyed by the ticket's hash. The
 * log holds only the code's hash (it is kept forever and replayed); this bucket forgets
 * every code after its 15 minutes, so a reaction that reads old events finds nothing to
 * send, which is right: those codes have expired.
 */
export class ResetCodes {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    this.#open = lazyKvBucket(opts.nc, resetCodesBucket(opts.names), CODE_TTL_MS);
  }

  async put(ticketHash: string, code: string): Promise<void> {
    await (await this.#open()).put(ticketHash, code);
  }

  /** The code, or null once it expired (or was never stashed). */
  async get(ticketHash: string): Promise<string | null> {
    const entry = await (await this.#open()).get(ticketHash);
    return entry && entry.operation === 'PUT' ? entry.string() : null;
  }
}
