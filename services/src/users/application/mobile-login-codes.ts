import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { deleteIfUnchanged, lazyKvBucket, takeOnce } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { GoneError } from '../domain/identity-errors.ts';
import { judgeRedemption, LOGIN_CODE_TTL_MS, type PendingLogin } from '../domain/mobile-login-code.ts';
import type { UserSession } from './user-session.ts';

/** One answer for a code that is unknown, used, expired or another pod's: the kiosk learns nothing more. */
export const loginCodeGone = () => new GoneError('This login code has expired or was already used.');

/** The KV bucket holding phone logins on their way to the pod's kiosk: `gp_mobile_logins` in production. */
export const mobileLoginsBucket = (names: StoreNames) => `${names.prefix}_mobile_logins`;

// The stored login is sealed with a key only the code gives (AES-256-GCM): the bucket holds
// the code's hash and a sealed session, so reading the bucket yields neither code nor token.
const sealKey = (code: string) => createHash('sha256').update(`seal\u0000${code}`, 'utf8').digest();

function seal(code: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(code), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function unseal(code: string, sealed: string): string {
  const [iv = '', tag = '', body = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(code), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

const handoffKey = (handoff: string) => `handoff.${hashToken(handoff)}`;

/**
 * Where a phone login waits for the pod's kiosk to redeem it, shared by every services
 * instance: keyed by the code's sha256, sealed with the code, single use (the redemption
 * deletes the entry at the revision it read, so of two racing redemptions one fails), and
 * forgotten by NATS after 60 s whatever happens.
 */
export class MobileLoginCodes {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    this.#open = lazyKvBucket(opts.nc, mobileLoginsBucket(opts.names), LOGIN_CODE_TTL_MS);
  }

  /** Stashes `pending` and returns its new one-time code (256 random bits, base64url). */
  async stash(pending: PendingLogin<UserSession>): Promise<string> {
    const code = newToken();
    await (await this.#open()).put(hashToken(code), seal(code, JSON.stringify(pending)));
    return code;
  }

  /**
   * Keeps `code` for the push that takes it to the pod's kiosk, sealed under a fresh handoff
   * id, which the log may hold (PodRemoteLoginStaged): the handoff alone opens nothing, the
   * bucket alone yields no code, and the entry goes with its first reading or after 60 s.
   */
  async handOver(code: string): Promise<string> {
    const handoff = newToken();
    await (await this.#open()).put(handoffKey(handoff), seal(handoff, code));
    return handoff;
  }

  /** The code a handoff holds, once (reading deletes it); null when it was taken or has expired. */
  async takeHandoff(handoff: string): Promise<string | null> {
    const entry = await takeOnce(await this.#open(), handoffKey(handoff));
    return entry ? unseal(handoff, entry.string()) : null;
  }

  /**
   * Redeems `code` for a kiosk session (its pod, its key's sha256) at `now`: the user session,
   * once. Another pod's kiosk, or another page than the one whose QR code was scanned, is
   * refused without spending the code.
   *
   * @throws GoneError (410) when the code is unknown, used, expired or another kiosk's
   */
  async redeem(
    code: string,
    redeemer: { readonly pod_id: string; readonly kiosk_session: string },
    now: Date,
  ): Promise<UserSession> {
    const kv = await this.#open();
    const key = hashToken(code);
    const entry = await kv.get(key);
    if (entry?.operation !== 'PUT') throw loginCodeGone();
    const pending = JSON.parse(unseal(code, entry.string())) as PendingLogin<UserSession>;
    const verdict = judgeRedemption(pending, redeemer, now);
    if (verdict === 'other-pod') throw loginCodeGone();
    // another redemption, on any instance, may have deleted it first
    if (!(await deleteIfUnchanged(kv, key, entry.revision))) throw loginCodeGone();
    if (verdict === 'expired') throw loginCodeGone();
    return pending.user;
  }
}
