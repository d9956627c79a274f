import { clientById, labById } from '@gamepod/projections';
import type { Kysely } from 'kysely';

/** The names of the clients and labs a page of rows mentions, looked up once each. */
export async function namesOf(
  db: Kysely<unknown>,
  rows: readonly { readonly client_id: string | null; readonly lab_id: string | null }[],
): Promise<{ client: (id: string | null) => string | null; lab: (id: string | null) => string | null }> {
  const clientIds = [...new Set(rows.flatMap((r) => (r.client_id ? [r.client_id] : [])))];
  const labIds = [...new Set(rows.flatMap((r) => (r.lab_id ? [r.lab_id] : [])))];
  const [clients, labs] = await Promise.all([
    Promise.all(clientIds.map(async (id) => [id, (await clientById(db, id))?.name ?? null] as const)),
    Promise.all(labIds.map(async (id) => [id, (await labById(db, id))?.lab_name ?? null] as const)),
  ]);
  const clientNames = new Map(clients);
  const labNames = new Map(labs);
  return {
    client: (id) => (id ? (clientNames.get(id) ?? null) : null),
    lab: (id) => (id ? (labNames.get(id) ?? null) : null),
  };
}
