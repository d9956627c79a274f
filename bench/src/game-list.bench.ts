import { GAME_PAGE_SIZES } from '@gamepod/contracts/catalogues';
import type { GameDto } from '@gamepod/contracts/http';
import { type PlayerGamesQuery, playerGamesSql } from '@gamepod/projections';
import { issueSession } from '@gamepod/services';
import type { ListCase, Listed } from './admin-lists-cases.ts';
import { loadAdminLists } from './admin-lists-load.ts';
import { measureCase, measureFloor } from './admin-lists-measure.ts';
import type { BenchResult, BenchSuite } from './bench-kit.ts';
import { seedGameCatalogue } from './game-list-seed.ts';
import { startListBenchStack } from './list-bench-stack.ts';

const SUITE = 'game-list';
const PLAN = { games: 5_000, perClient: 1_500, plays: 20_000 };
const CLIENTS = 200;

type Case = {
  name: string;
  query: Record<string, string>;
  sql: Omit<PlayerGamesQuery, 'targets' | 'limit' | 'offset'>;
};

/** The pod's lists a player's screen asks for: the first page, sorted, searched and filtered. */
const CASES: readonly Case[] = [
  {
    name: 'first page, Popular',
    query: { sort: 'popular' },
    sql: { platform: 'xb', types: [], genres: [], esrb: [], search: '', sort: 'popular' },
  },
  {
    name: "searched 'star', ABC",
    query: { sort: 'abc', search: 'star' },
    sql: { platform: 'xb', types: [], genres: [], esrb: [], search: 'star', sort: 'abc' },
  },
  {
    name: 'two genres and a rating, Newest, page 2',
    query: { sort: 'newest', page: '2', game_genre: 'Shooter', game_esrb: 'Teen 13+' },
    sql: { platform: 'xb', types: [], genres: ['Shooter', 'Sports'], esrb: ['Teen 13+'], search: '', sort: 'newest' },
  },
];

const gameIds = (data: unknown): Listed => {
  const page = data as { games: GameDto[]; total_rows: number };
  return { ids: page.games.map((g) => g.GameId), total: page.total_rows };
};

/**
 * /game/list for a pod, on a catalogue of 5,000 games with 1,500 local games assigned to
 * each of 200 clients and 20,000 plays, seeded through the log and projected by the real
 * workers; beside it, the very SQL the route runs (playerGamesSql) behind a bare node:http
 * endpoint, in the same run.
 */
export const gameListSuite: BenchSuite = {
  name: SUITE,
  async run(ctx) {
    const stack = await startListBenchStack(ctx, SUITE);
    const { store, watcher, database, services } = stack;
    const log = ctx.log;
    const results: BenchResult[] = [];
    try {
      const load = { store, watcher, pool: database.pool, log };
      const plan = { clients: CLIENTS, labsPerClient: 1, podsPerLab: 1, users: CLIENTS * 2, superAdmins: 1 };
      const { seeded } = await loadAdminLists(plan, load);
      const client = seeded.clients[0];
      const { rows: pods } = await database.pool.query<{ id: string; lab_id: string; pod_id_key: string }>(
        'select id, lab_id, pod_id_key from rm_pods.pods where client_id = $1',
        [client?.id],
      );
      const pod = pods[0];
      if (!client || !pod) throw new Error('nothing seeded');
      log(`seeding ${PLAN.games.toLocaleString('en-US')} games, their assignments and plays…`);
      await seedGameCatalogue(
        store,
        PLAN,
        seeded.clients.map((c) => c.id),
        pod.id,
      );
      await watcher.waitFor(['games'], await store.lastSequence(), 10 * 60_000);
      await database.pool.query('vacuum (analyze)');

      const api = `${services.apiUrl}/api/v1`;
      const opened = await fetch(`${api}/kiosk/validate/pod_id_key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pod_id_key: pod.pod_id_key }),
      });
      const sessionKey = ((await opened.json()) as { data: { session_id_key: string } }).data.session_id_key;
      // staff on the pod name a platform outright, as the pod games screen does
      const token = (
        await issueSession(
          { store, checkpoints: watcher },
          { user_id: seeded.superAdminId, role: 4, client_id: null, pod_id: null, kind: 'admin', ttlMs: 3_600_000 },
        )
      ).token;
      const deps = stack.measureDeps({ 'super admin': token }, SUITE);
      results.push(await measureFloor(deps));
      const perPage = GAME_PAGE_SIZES.lg;
      for (const c of CASES) {
        const page = Number(c.query.page ?? 1);
        const params = new URLSearchParams({ session_id_key: sessionKey, xd: 'xb', screen: 'lg', ...c.query });
        if (c.sql.genres.length > 1) params.append('game_genre', c.sql.genres[1] as string);
        const compiled = playerGamesSql({
          ...c.sql,
          targets: [client.id, pod.lab_id, pod.id],
          limit: perPage,
          offset: (page - 1) * perPage,
        }).compile(database.db);
        const listCase: ListCase = {
          name: `/game/list, ${c.name}`,
          who: 'super admin',
          path: `/game/list?${params}`,
          listed: gameIds,
          raw: {
            sql: [{ text: compiled.sql, values: compiled.parameters }],
            listed: ([rows]) => ({
              ids: (rows ?? []).map((r) => (r as { id: string }).id),
              total: (rows?.[0] as { total_rows?: number } | undefined)?.total_rows ?? 0,
            }),
          },
          note: `${PLAN.games.toLocaleString('en-US')} games, ${PLAN.perClient.toLocaleString('en-US')} assigned to each of ${CLIENTS} clients`,
        };
        results.push(...(await measureCase(listCase, deps)));
      }
    } finally {
      await stack.stop();
    }
    return results;
  },
};
