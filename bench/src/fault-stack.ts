// The fault benchmark's system: production's topology on this machine (3 NATS nodes with R3
// streams, Postgres, 2 services and 2 workers, the proxy), simulated stations for some pods,
// players signed in on paid pods to buy time, and pods kept for the paid_time timers each
// scenario sets.
import { eventually } from '@gamepod/devkit';
import { CheckpointWatcher, type Database, openDatabase, REACTIONS_SCHEMA } from '@gamepod/log-runtime';
import type { ReadModelName } from '@gamepod/projections';
import { createAccount, DEMO_PASSWORD } from '@gamepod/services';
import { type Buyer, type ClusterProduct, startClusterProduct } from '@gamepod/testbed';
import { type MeterPod, seedPaidPlayers } from './meter-seed.ts';

export type FaultStack = {
  readonly product: ClusterProduct;
  readonly database: Database;
  /** The pods with a station: pod commands go to them. */
  readonly stationPods: readonly string[];
  readonly buyers: readonly Buyer[];
  /**
   * Seeds `count` players, each playing a paid game on a pod of its own (not used before) with
   * 1 comp minute, started so that each balance runs out at `dueAt`; waits until the paid_time
   * reaction has set their end timers. Returns the players.
   */
  seedDueTimers(count: number, dueAt: Date): Promise<string[]>;
  stop(): Promise<void>;
};

export type FaultStackOptions = {
  readonly stations: number;
  readonly buyers: number;
  /** Pods set aside for paid_time timers (each scenario uses its own). */
  readonly timerPods: number;
  readonly log: (line: string) => void;
  /** Where the cluster keeps its data and logs (GP_BENCH_FAULTS_DIR); left out, a temporary dir. */
  readonly dataDir?: string;
};

/** Starts the cluster, seeds it, starts the stations and signs the buyers in. */
export async function startFaultStack(opts: FaultStackOptions): Promise<FaultStack> {
  const product = await startClusterProduct({
    pods: opts.stations,
    stations: opts.stations,
    offers: true,
    log: (l) => opts.log(`  ${l}`),
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
  });
  const database = openDatabase(product.cluster.databaseUrl, { max: 4, applicationName: 'fault-bench' });
  try {
    const must = async (path: string, body?: unknown, token?: string) => {
      const r = await product.api(path, { ...(body === undefined ? {} : { body }), ...(token ? { token } : {}) });
      if (!r.status) throw new Error(`${path}: ${r.code} ${r.message}`);
      return r.data;
    };
    // buyers: a player each, signed in on a paid pod of their own with no station on it
    const buyerPods = await product.deployPods(product.paidLabId, opts.buyers);
    const checkpoints = await new CheckpointWatcher<ReadModelName>(product.cluster.databaseUrl, ['users']).start();
    const buyers: Buyer[] = [];
    try {
      for (const [i, pod] of buyerPods.entries()) {
        const email = `buyer${i}@faults.test`;
        await createAccount(
          { store: product.store, checkpoints, clock: () => new Date() },
          {
            email,
            role: 1,
            client_id: product.clientId,
            first_name: 'Buyer',
            last_name: `${i}`,
            phone: '555-010-0100',
            dob: '1990-01-01',
            stream_default: false,
            pro: false,
            is_active: true,
            password: DEMO_PASSWORD,
          },
          { actor: { kind: 'system', name: 'fault-bench' } },
        );
        const kiosk = await must('/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key }, '');
        const session_id_key = String(kiosk.session_id_key);
        const login = await must('/user/login', { session_id_key, username: email, password: DEMO_PASSWORD }, '');
        const token = String(login.token);
        const offers = (await must(`/user/player_offers?session_id_key=${session_id_key}`, undefined, token))
          .offers as Array<{ id: string; usd_cost: number }>;
        const offer = offers[0];
        if (!offer) throw new Error('the paid lab shows no offer');
        // a first purchase with a new card, kept for the ones the load makes
        const pay = (call: string, body: Record<string, unknown>) =>
          must(`/user/payment/${call}`, { session_id_key, ...body }, token);
        const card = String(
          (
            (
              await pay('create_method', {
                type: 'card',
                number: '4242424242424242',
                exp_month: 12,
                exp_year: 2099,
                cvc: '123',
              })
            ).pm as { id: string }
          ).id,
        );
        const intent = String(
          ((await pay('create_intent', { amount: offer.usd_cost, ids: offer.id })).intent as { id: string }).id,
        );
        await pay('update_save_card', { payment_intent: intent, save_card: 1 });
        await pay('confirm_intent', { payment_intent: intent, payment_method: card });
        buyers.push({ token, session_id_key, offer, card });
      }
    } finally {
      await checkpoints.close();
    }
    const timerPods = await product.deployPods(product.paidLabId, opts.timerPods);
    const spare: MeterPod[] = timerPods.map((p) => ({
      id: p.id,
      client_id: product.clientId,
      lab_id: product.paidLabId,
    }));
    const endTimers = async (players: readonly string[]) =>
      (
        await database.pool.query<{ n: number }>(
          `select count(*)::int as n from ${REACTIONS_SCHEMA}.timers where reaction = 'paid_time' and key = any($1::text[])`,
          [players.map((u) => `paid:${u}:end`)],
        )
      ).rows[0]?.n ?? 0;
    return {
      product,
      database,
      stationPods: product.pods.map((p) => p.id),
      buyers,
      async seedDueTimers(count, dueAt) {
        const pods = spare.splice(0, count);
        if (pods.length < count) throw new Error(`only ${pods.length} timer pods left`);
        const players = await seedPaidPlayers(product.store, pods, {
          minutes: 1,
          startedAt: new Date(dueAt.getTime() - 60_000),
        });
        await eventually('the paid_time end timers set', async () => (await endTimers(players)) === count, {
          timeoutMs: Math.max(1_000, dueAt.getTime() - Date.now() - 500),
          intervalMs: 100,
        }).catch(() => undefined);
        return players;
      },
      async stop() {
        await database.close();
        await product.close();
      },
    };
  } catch (err) {
    await database.close();
    await product.close();
    throw err;
  }
}
