import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { liveSchema } from '../runtime/projection.ts';
import type { PodCommandTable, PodsDB, PodTable } from './pods.table.ts';

const schema = liveSchema('pods');

function pods(db: Kysely<unknown>): SelectQueryBuilder<PodsDB, 'pods', PodTable> {
  return (db as Kysely<PodsDB>).withSchema(schema).selectFrom('pods').selectAll();
}

/** A pod by id, deleted or not: the caller tells them apart. */
export async function podById(db: Kysely<unknown>, id: string): Promise<PodTable | undefined> {
  return pods(db).where('id', '=', id).executeTakeFirst();
}

/** Live (not deleted) pods among `ids`. */
export async function livePodsByIds(db: Kysely<unknown>, ids: readonly string[]): Promise<PodTable[]> {
  if (ids.length === 0) return [];
  return pods(db)
    .where('id', 'in', [...ids])
    .where('deleted', '=', false)
    .execute();
}

/** The live pod a station's key belongs to. */
export async function podByKey(db: Kysely<unknown>, podIdKey: string): Promise<PodTable | undefined> {
  return pods(db).where('pod_id_key', '=', podIdKey).where('deleted', '=', false).executeTakeFirst();
}

/** The live pods among these station keys (a reservation's pods_list). */
export async function livePodsByKeys(db: Kysely<unknown>, podIdKeys: readonly string[]): Promise<PodTable[]> {
  if (podIdKeys.length === 0) return [];
  return pods(db)
    .where('pod_id_key', 'in', [...podIdKeys])
    .where('deleted', '=', false)
    .execute();
}

/** The live pod with this (normalised) MAC address. */
export async function podByMac(db: Kysely<unknown>, mac: string): Promise<PodTable | undefined> {
  return pods(db).where('mac_address', '=', mac).where('deleted', '=', false).executeTakeFirst();
}

export type PodListFilter = { readonly clientId?: string; readonly labId?: string };

/**
 * The pods lists' order, for pods aliased `p`: 'A2' before 'A10', so the letter, then the
 * licence's number (its length, then itself), then the deploy order.
 */
export const POD_LIST_ORDER = sql`p.letter asc nulls last, length(p.license) asc nulls last, p.license asc nulls last, p.created_at asc`;

/** Live pods of a client and/or lab (no filter: every pod), in licence order as the screens show them. */
export async function listPods(db: Kysely<unknown>, filter: PodListFilter): Promise<PodTable[]> {
  let q = (db as Kysely<PodsDB>).withSchema(schema).selectFrom('pods as p').selectAll().where('deleted', '=', false);
  if (filter.clientId !== undefined) q = q.where('client_id', '=', filter.clientId);
  if (filter.labId !== undefined) q = q.where('lab_id', '=', filter.labId);
  return q.orderBy(POD_LIST_ORDER).execute();
}

/** A pod's latest commands, newest first. */
export async function commandsOfPod(db: Kysely<unknown>, podId: string, limit = 50): Promise<PodCommandTable[]> {
  return (db as Kysely<PodsDB>)
    .withSchema(schema)
    .selectFrom('pod_commands')
    .selectAll()
    .where('pod_id', '=', podId)
    .orderBy('issued_at', 'desc')
    .limit(limit)
    .execute();
}
