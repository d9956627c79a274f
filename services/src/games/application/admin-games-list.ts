import type { AdminGameRow, GameDto } from '@gamepod/contracts/http';
import { ForbiddenError, ValidationError } from '@gamepod/events';
import {
  type CatalogueRow,
  type ClientGameRow,
  catalogueGames,
  clientById,
  clientGames,
  labById,
  podById,
} from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { assertClientAccess } from '../../auth/tenant.ts';

/** What a games list request asks, its "none" values already read as null. */
export type GamesListInput = {
  /** null: the whole catalogue. */
  readonly client_id: string | null;
  /** With the catalogue: mark the games this client, or its lab or pod, has. */
  readonly for_client_id: string | null;
  readonly lab_id: string | null;
  readonly pod_id: string | null;
  readonly search: string;
  readonly page: number;
  readonly length: number;
};

export type GamesListResult = { readonly rows: AdminGameRow[]; readonly total: number };

type Marking = Pick<AdminGameRow, 'assigned' | 'scope' | 'target_id' | 'target_name' | 'locked'>;
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/**
 * The ids an assignment reaches the target through, the target first (a pod's lab and client
 * after it; a lab's client), with each id's scope and name. The lab and pod must be the
 * client's: another client's answers 403, one that is not there 400.
 */
async function targetsOf(db: Kysely<unknown>, input: GamesListInput, clientId: string) {
  const client = await clientById(db, clientId);
  if (!client) throw new ValidationError('for_client_id: is not a client', { field: 'for_client_id' });
  const chain: Array<{ id: string; scope: 'client' | 'lab' | 'pod'; name: string }> = [];
  if (input.pod_id !== null) {
    const pod = await podById(db, input.pod_id);
    if (!pod || pod.deleted) throw new ValidationError('pod_id: is not a pod', { field: 'pod_id' });
    if (pod.client_id !== clientId) throw new ForbiddenError();
    chain.push({ id: pod.id, scope: 'pod', name: pod.license ?? pod.id });
    const lab = await labById(db, pod.lab_id);
    chain.push({ id: pod.lab_id, scope: 'lab', name: lab?.lab_name ?? pod.lab_id });
  } else if (input.lab_id !== null) {
    const lab = await labById(db, input.lab_id);
    if (!lab) throw new ValidationError('lab_id: is not a lab', { field: 'lab_id' });
    if (lab.client_id !== clientId) throw new ForbiddenError();
    chain.push({ id: lab.id, scope: 'lab', name: lab.lab_name });
  }
  chain.push({ id: clientId, scope: 'client', name: client.name });
  return chain;
}

/**
 * The catalogue (not deleted) by name; with a client named, each game marked: assigned to the
 * target, or through a broader one (locked here: it is taken back where it was given), and
 * locked when it is not a local game players can have.
 */
async function catalogueList(
  db: Kysely<unknown>,
  session: SessionInfo,
  input: GamesListInput,
  toDto: (g: CatalogueRow) => GameDto,
): Promise<GamesListResult> {
  const forClient = input.for_client_id;
  if (forClient !== null) assertClientAccess(session, forClient);
  const chain = forClient === null ? [] : await targetsOf(db, input, forClient);
  const { rows, total } = await catalogueGames(db, {
    search: input.search,
    limit: input.length,
    offset: (input.page - 1) * input.length,
    targets: chain.map((t) => t.id),
  });
  const marked = rows.map((g): AdminGameRow => {
    const by = chain.find((t) => t.id === g.assigned_to);
    const notAssignable = g.type !== 'local' || g.is_survey_only;
    const marking: Marking = {
      assigned: flag(by !== undefined || (chain.length > 0 && g.type === 'cloud')),
      scope: by?.scope ?? (g.type === 'cloud' ? 'cloud' : null),
      target_id: by?.id ?? null,
      target_name: by?.name ?? null,
      locked: flag(notAssignable || (by !== undefined && by !== chain[0])),
    };
    return { ...toDto(g), ...marking };
  });
  return { rows: marked, total };
}

/** Names of the labs and pods a client's rows were assigned to, each looked up once. */
async function targetNames(db: Kysely<unknown>, rows: readonly ClientGameRow[]): Promise<Map<string, string>> {
  const labs = new Set(rows.filter((r) => r.scope === 'lab' && r.lab_id).map((r) => r.lab_id as string));
  const pods = new Set(rows.filter((r) => r.scope === 'pod' && r.pod_id).map((r) => r.pod_id as string));
  const names = new Map<string, string>();
  await Promise.all([
    ...[...labs].map(async (id) => names.set(id, (await labById(db, id))?.lab_name ?? id)),
    ...[...pods].map(async (id) => names.set(id, (await podById(db, id))?.license ?? id)),
  ]);
  return names;
}

/** A client's games, one row per assignment (and one per cloud game): the assigned table. */
async function clientList(
  db: Kysely<unknown>,
  session: SessionInfo,
  input: GamesListInput,
  clientId: string,
  toDto: (g: ClientGameRow) => GameDto,
): Promise<GamesListResult> {
  assertClientAccess(session, clientId);
  const client = await clientById(db, clientId);
  if (!client) throw new ValidationError('client_id: is not a client', { field: 'client_id' });
  const { rows, total } = await clientGames(db, {
    clientId,
    search: input.search,
    limit: input.length,
    offset: (input.page - 1) * input.length,
  });
  const names = await targetNames(db, rows);
  const listed = rows.map(
    (g): AdminGameRow => ({
      ...toDto(g),
      assigned: 1,
      scope: g.scope,
      target_id: g.target_id,
      target_name: g.scope === 'client' ? client.name : g.target_id === null ? null : (names.get(g.target_id) ?? null),
      locked: flag(g.scope === 'cloud'),
    }),
  );
  return { rows: listed, total };
}

/**
 * Staff's games list: a client's games when `client_id` names one, else the catalogue
 * (marked for `for_client_id`'s client, lab or pod when named). A client admin sees only
 * their own client's (403 otherwise); the catalogue itself every admin may read.
 */
export function adminGamesList(
  db: Kysely<unknown>,
  session: SessionInfo,
  input: GamesListInput,
  toDto: (g: CatalogueRow | ClientGameRow) => GameDto,
): Promise<GamesListResult> {
  return input.client_id === null
    ? catalogueList(db, session, input, toDto)
    : clientList(db, session, input, input.client_id, toDto);
}
