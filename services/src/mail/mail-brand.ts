import type { FileBucket } from '@gamepod/contracts/catalogues';
import { clientById, clientSettingsById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { StoredFile } from '../files/file-store.ts';

/** Whose mail it is: the venue's name, and its logo when its Account Settings have one. */
export type MailBrand = {
  readonly name: string;
  readonly logo: { readonly bytes: Uint8Array; readonly content_type: string } | null;
};

/** The brand of mail that belongs to no venue (an account without a client). */
export const PRODUCT_BRAND: MailBrand = { name: 'gamepod', logo: null };

/** Finds a venue's brand for the mail reactions. */
export interface MailBrands {
  /** The client's name and logo; the product's own brand for null or a client that is gone. */
  forClient(clientId: string | null): Promise<MailBrand>;
}

/** A deployment that does not run the clients read model (its tables are missing) mails unbranded. */
function noReadModel(err: unknown): undefined {
  if ((err as { code?: unknown }).code === '42P01') return undefined;
  throw err;
}

/**
 * Brands read from the clients read model (name, Account Settings' logo) and the uploads'
 * object store. A logo whose object is gone leaves the mail without one rather than unsent;
 * a database or NATS outage is thrown, so the reaction tries the mail again.
 */
export function venueBrands(
  db: Kysely<unknown>,
  files: { get(bucket: FileBucket, id: string): Promise<StoredFile | null> },
): MailBrands {
  return {
    async forClient(clientId) {
      if (clientId === null) return PRODUCT_BRAND;
      const client = await clientById(db, clientId).catch(noReadModel);
      if (!client) return PRODUCT_BRAND;
      const ref = (await clientSettingsById(db, clientId).catch(noReadModel))?.logo ?? null;
      const stored = ref ? await files.get(ref.bucket as FileBucket, ref.id) : null;
      return {
        name: client.name,
        logo: stored ? { bytes: stored.bytes, content_type: ref?.content_type ?? stored.content_type } : null,
      };
    },
  };
}
