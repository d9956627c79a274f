import { ensureStreams } from '@gamepod/event-store';
import { isolatedNames, uuidv7 } from '@gamepod/events';
import { REACTIONS_SCHEMA } from '@gamepod/log-runtime';
import { minutesLeftAt, paidLabOfPodSql, type TimeBalanceTable, timeBalanceQuery } from '@gamepod/projections';
import { issueSession } from '@gamepod/services';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { ListCase } from './admin-lists-cases.ts';
import { loadAdminLists } from './admin-lists-load.ts';
import { measureCase, measureFloor } from './admin-lists-measure.ts';
import { type BenchResult, type BenchSuite, oneDecimal, perSecond, pipelined, timeIt } from './bench-kit.ts';
import { startListBenchStack } from './list-bench-stack.ts';
import { grantComp, type MeterPod, seedPaidPlayers } from './meter-seed.ts';

const SUITE = 'meter';
// GP_BENCH_METER_PLAYERS=300 seeds fewer players (and pods): for working on the suite, not for figures
const PLAYERS = Number(process.env.GP_BENCH_METER_PLAYERS ?? 2_000);
const CLIENTS = 10;
/** Each player's comp time: with 2 minutes the warning (2 minutes before the end) is already past. */
const MINUTES = 2;
/** One timer's work (a balance read, a pod read, the pod's reset command appended, the timer deleted) against one append. */
const TIMER_TARGET = 0.2;

const n = (v: number) => v.toLocaleString('en-US');

/**
 * The meter with 2,000 players in paid labs (GP_BENCH_METER_PLAYERS): /user/remaining_time's p99 for one of them beside
 * its two statements behind a bare node:http endpoint; then the 2,000 balances running out at
 * the same instant, the paid_time reaction's timers firing (each stops its pod's game with a
 * reset command), beside raw JetStream appends one at a time, in the same run.
 */
export const meterSuite: BenchSuite = {
  name: SUITE,
  async run(ctx) {
    const stack = await startListBenchStack(ctx, SUITE);
    const { store, watcher, database } = stack;
    const log = ctx.log;
    const results: BenchResult[] = [];
    const pool = database.pool;
    const pendingTimers = async () =>
      (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from ${REACTIONS_SCHEMA}.timers where reaction = 'paid_time'`,
        )
      ).rows[0]?.n ?? 0;
    try {
      // 10 clients, each with a free and a paid lab of 201 pods: 2,010 pods in paid labs (one more than the players)
      const podsPerLab = Math.ceil((PLAYERS + 1) / CLIENTS);
      const plan = { clients: CLIENTS, labsPerClient: 2, podsPerLab, users: 20, superAdmins: 1 };
      const { seeded } = await loadAdminLists(plan, { store, watcher, pool, log });
      const { rows: pods } = await pool.query<MeterPod>(
        `select p.id, p.client_id, p.lab_id from rm_pods.pods p join rm_labs.labs l on l.id = p.lab_id
         where l.is_paid order by p.id`,
      );
      const asker = pods[PLAYERS];
      if (!asker) throw new Error(`only ${pods.length} pods in paid labs`);

      log(`seeding ${n(PLAYERS)} players in paid labs, each playing with ${MINUTES} minutes left…`);
      const startedAt = new Date();
      const dueAt = startedAt.getTime() + MINUTES * 60_000;
      await seedPaidPlayers(store, pods.slice(0, PLAYERS), { minutes: MINUTES, startedAt });
      // the player whose balance is read: 500 minutes, not playing, on a paid pod of their own
      const player = uuidv7();
      await grantComp(store, player, 500);
      await watcher.waitFor(['time_balances'], await store.lastSequence(), 5 * 60_000);
      for (let set = await pendingTimers(); set < PLAYERS; set = await pendingTimers()) {
        if (Date.now() > dueAt - 5_000) throw new Error(`only ${set} timers were set before they fell due`);
        await new Promise((r) => setTimeout(r, 250));
      }
      log(`${n(PLAYERS)} end timers set ${((dueAt - Date.now()) / 1000).toFixed(0)} s before they fall due`);

      const session = (s: Parameters<typeof issueSession>[1]) =>
        issueSession({ store, checkpoints: watcher }, s).then((issued) => issued.token);
      const deps = stack.measureDeps(
        {
          // the floor is timed with staff's session check, as in the other list suites
          'super admin': await session({
            user_id: seeded.superAdminId,
            role: 4,
            client_id: null,
            pod_id: null,
            kind: 'admin',
            ttlMs: 3_600_000,
          }),
          player: await session({
            user_id: player,
            role: 1,
            client_id: asker.client_id,
            pod_id: asker.id,
            kind: 'pod',
            ttlMs: 3_600_000,
          }),
        },
        SUITE,
      );
      results.push(await measureFloor(deps));
      const balance = timeBalanceQuery(database.db, player).compile();
      const mode = paidLabOfPodSql(database.db, asker.id);
      const meterCase: ListCase = {
        name: '/user/remaining_time',
        who: 'player',
        path: '/user/remaining_time',
        listed: (data) => {
          const d = data as { time: number; mode: string };
          return { ids: [String(d.time), d.mode] };
        },
        raw: {
          sql: [
            { text: mode.sql, values: mode.parameters },
            { text: balance.sql, values: balance.parameters },
          ],
          listed: ([paid, row]) => {
            const r = row?.[0] as TimeBalanceTable | undefined;
            const isPaid = (paid?.[0] as { is_paid?: boolean } | undefined)?.is_paid === true;
            return { ids: [String(minutesLeftAt(r, new Date())), isPaid ? 'paid' : 'free'] };
          },
        },
        note: `one player's balance among ${n(PLAYERS + 1)}, ${n(PLAYERS)} of them playing`,
      };
      results.push(...(await measureCase(meterCase, deps)));

      // the balances run out together: time the timers from the first to the last one fired
      const wait = dueAt - Date.now();
      if (wait < 0) log(`the remaining_time figures took ${(-wait / 1000).toFixed(0)} s past the due time`);
      else log(`waiting ${(wait / 1000).toFixed(0)} s for the balances to run out…`);
      let first = 0;
      let left = PLAYERS;
      for (;;) {
        left = await pendingTimers();
        if (left < PLAYERS && !first) first = performance.now();
        if (left === 0) break;
        if (Date.now() > dueAt + 10 * 60_000) throw new Error(`${left} timers still pending 10 min after due`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const firedMs = performance.now() - first;
      const lateMs = Date.now() - dueAt;
      // every playing pod was sent its reset, once
      await watcher.waitFor(['pods'], await store.lastSequence(), 5 * 60_000);
      const { rows: resets } = await pool.query<{ pods: number; commands: number }>(
        `select count(distinct pod_id)::int as pods, count(*)::int as commands from rm_pods.pod_commands
         where pod_id = any($1::text[]) and command_type = 'reset'`,
        [pods.slice(0, PLAYERS).map((p) => p.id)],
      );
      const reset = resets[0] ?? { pods: 0, commands: 0 };
      if (reset.pods !== PLAYERS || reset.commands !== PLAYERS) {
        throw new Error(`${reset.pods} pods were sent ${reset.commands} resets, not ${PLAYERS} one each`);
      }

      // raw: the same number of ~200-byte appends to a stream of their own, one at a time
      const names = isolatedNames(`meterraw${Date.now()}`);
      const nc = stack.nc;
      await ensureStreams(await jetstreamManager(nc), names);
      const js = jetstream(nc);
      const payload = (i: number) =>
        new TextEncoder().encode(
          JSON.stringify({ i, id: uuidv7(), at: new Date().toISOString(), pad: 'x'.repeat(120) }),
        );
      await pipelined(200, 1, (i) => js.publish(`${names.prefix}.evt.warm.${i}`, payload(i)));
      const rawMs = await timeIt(() =>
        pipelined(PLAYERS, 1, (i) => js.publish(`${names.prefix}.evt.raw.${i}`, payload(i))),
      );
      const jsm = await jetstreamManager(nc);
      for (const stream of [names.eventsStream, names.telemetryStream])
        await jsm.streams.delete(stream).catch(() => false);

      const fired = perSecond(PLAYERS, firedMs);
      const raw = perSecond(PLAYERS, rawMs);
      log(
        `${n(PLAYERS)} timers fired in ${(firedMs / 1000).toFixed(1)} s (${fired.toFixed(0)}/s; the last ${(lateMs / 1000).toFixed(1)} s after due), raw appends one at a time ${raw.toFixed(0)}/s`,
      );
      results.push({
        suite: SUITE,
        name: `paid time running out: ${n(PLAYERS)} due timers fired (reset sent to each pod)`,
        value: oneDecimal(fired),
        unit: 'timers/s',
        baseline: { label: 'raw appends one at a time', value: oneDecimal(raw) },
        ratio: fired / raw,
        target: `≥ ${TIMER_TARGET * 100}% of raw`,
        pass: fired / raw >= TIMER_TARGET,
        notes: `timers leased up to 100 at a time and fired together (fireMany: the balances in one statement, the resets in one sendCommands, appended side by side, the timers deleted in one statement); the last fired ${(lateMs / 1000).toFixed(1)} s after the due time; ${n(reset.pods)} pods were sent one reset each`,
      });
    } finally {
      await stack.stop();
    }
    return results;
  },
};
