import { DB_BACKUP_LINK_TTL_MS } from '@gamepod/contracts/http';
import { deleteIfUnchanged, lazyKvBucket } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { hashToken, newToken } from '../../auth/tokens.ts';

/** The KV bucket of backup download links: `gp_backup_links` in production. */
export const backupLinksBucket = (names: StoreNames) => `${names.prefix}_backup_links`;

type StoredLink = { readonly backup_id: string; readonly expires_at: number };

/**
 * One-time links to download one backup's archive, shared by every services instance: a link
 * is 256 random bits, the bucket holds only its sha256 with the backup it opens and when it
 * expires (60 s after it was issued; NATS forgets it then too), and using it deletes it at the
 * revision read, so of two racing downloads one is refused.
 */
export class BackupDownloadLinks {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    this.#open = lazyKvBucket(opts.nc, backupLinksBucket(opts.names), DB_BACKUP_LINK_TTL_MS);
  }

  /** A new link to `backupId`'s archive, good once until `expiresAt`. */
  async issue(backupId: string, now: Date): Promise<{ link: string; expiresAt: Date }> {
    const link = newToken();
    const expiresAt = new Date(now.getTime() + DB_BACKUP_LINK_TTL_MS);
    const stored: StoredLink = { backup_id: backupId, expires_at: expiresAt.getTime() };
    await (await this.#open()).put(hashToken(link), JSON.stringify(stored));
    return { link, expiresAt };
  }

  /**
   * Uses `link` up for `backupId` at `now`: true only for a link issued for that backup, not
   * used before and not expired. A link for another backup is refused without spending it.
   */
  async redeem(link: string, backupId: string, now: Date): Promise<boolean> {
    const kv = await this.#open();
    const key = hashToken(link);
    const entry = await kv.get(key);
    if (entry?.operation !== 'PUT') return false;
    const stored = entry.json<StoredLink>();
    if (stored.backup_id !== backupId) return false;
    // another download, on any instance, may have used it first
    if (!(await deleteIfUnchanged(kv, key, entry.revision))) return false;
    return stored.expires_at > now.getTime();
  }
}
