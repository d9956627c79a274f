import { UnauthorizedError } from '@gamepod/events';
import { labApiKeyByHash, labById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { hashToken } from '../../auth/tokens.ts';

/** The lab an API key opens, and its client: every read is scoped to these. */
export type LabKeyScope = { readonly lab_id: string; readonly client_id: string; readonly api_key_id: string };

/** The key from `Authorization: Bearer gpk_…`, or null. */
export function bearerLabKey(header: string | undefined): string | null {
  const m = /^Bearer (gpk_[A-Za-z0-9_-]{10,200})$/.exec(header ?? '');
  return m?.[1] ?? null;
}

/**
 * The lab a presented API key opens: looked up by its SHA-256 (only the hash is stored), so
 * a deleted (revoked) key, or one never made, opens nothing.
 */
export async function labOfKey(db: Kysely<unknown>, header: string | undefined): Promise<LabKeyScope> {
  const key = bearerLabKey(header);
  if (!key) throw new UnauthorizedError('A lab API key is required: Authorization: Bearer gpk_…');
  const row = await labApiKeyByHash(db, hashToken(key));
  const lab = row ? await labById(db, row.lab_id) : undefined;
  if (!row || !lab) throw new UnauthorizedError('This API key is not valid, or was revoked');
  return { lab_id: lab.id, client_id: lab.client_id, api_key_id: row.api_key_id };
}
