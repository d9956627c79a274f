// Sustained ingest: the highest append rate of a venue's traffic at which every read model stays
// within 2 s of the log for a whole minute, with services and the projection workers in their
// own processes as production runs them, beside the raw pipelined append rate in the same run.
import { randomBytes } from 'node:crypto';
import { ensureStreams } from '@gamepod/event-store';
import { isolatedNames, uuidv7 } from '@gamepod/events';
import { openDatabase } from '@gamepod/log-runtime';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { venueTraffic } from './backup-seed.ts';
import { type BenchResult, type BenchSuite, oneDecimal, perSecond, pipelined, timeIt } from './bench-kit.ts';
import { BEHIND_MS, ReadModelSampler } from './read-model-sampler.ts';
import { startServiceProcesses } from './service-processes.ts';

/** How long each rate is held (60 s; `GP_BENCH_INGEST_SECONDS` shortens it for working on the suite). */
const HOLD_MS = Number(process.env.GP_BENCH_INGEST_SECONDS ?? 60) * 1_000;
/** The first rate tried, in events/s (250). */
const FIRST_RATE = Number(process.env.GP_BENCH_INGEST_FIRST_RATE ?? 250);
/** Most appends in flight while pacing: a rate the appender itself cannot reach shows as a lower achieved rate. */
const IN_FLIGHT = 500;
const RAW_COUNT = 40_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Probe = { rate: number; achieved: number; behindMs: number; maxLag: number; held: boolean };

/** The raw pipelined append rate: ~200-byte payloads, 500 in flight, to a stream of their own. */
async function rawAppendRate(nc: NatsConnection): Promise<number> {
  const names = isolatedNames(`ingraw${randomBytes(4).toString('hex')}`);
  const jsm = await jetstreamManager(nc);
  await ensureStreams(jsm, names);
  const js = jetstream(nc);
  const payload = () =>
    new TextEncoder().encode(JSON.stringify({ id: uuidv7(), at: new Date().toISOString(), pad: 'x'.repeat(120) }));
  try {
    await pipelined(500, IN_FLIGHT, (i) => js.publish(`${names.prefix}.evt.warm.${i}`, payload()));
    const ms = await timeIt(() =>
      pipelined(RAW_COUNT, IN_FLIGHT, (i) => js.publish(`${names.prefix}.evt.raw.${i}`, payload())),
    );
    return perSecond(RAW_COUNT, ms);
  } finally {
    for (const s of [names.eventsStream, names.telemetryStream]) await jsm.streams.delete(s).catch(() => false);
  }
}

export const ingestSuite: BenchSuite = {
  name: 'ingest',
  async run({ natsUrl, databaseUrl, log }) {
    const namespace = `ing${randomBytes(4).toString('hex')}`;
    const names = isolatedNames(namespace);
    log('starting services and projection workers in their own processes…');
    const services = await startServiceProcesses({ natsUrl, databaseUrl, namespace });
    const nc = await connect({ servers: natsUrl });
    const database = openDatabase(services.databaseUrl, { max: 2 });
    const sampler = new ReadModelSampler(database.pool, nc, names);
    const traffic = venueTraffic(nc, names);
    let next = 0;
    const results: BenchResult[] = [];

    /** Waits until every read model has applied the whole log, at most 5 minutes. */
    const settle = async () => {
      const target = await sampler.lasts();
      const deadline = Date.now() + 5 * 60_000;
      while (!sampler.reached(target, await sampler.checkpoints())) {
        if (Date.now() > deadline) throw new Error('the read models did not catch up within 5 minutes');
        await sleep(250);
      }
    };

    /** Appends at `rate` events/s for HOLD_MS, sampling the read models' lag every 250 ms. */
    const probe = async (rate: number): Promise<Probe> => {
      await settle();
      const started = Date.now();
      let issued = 0;
      let inFlight = 0;
      let failed: unknown;
      const sampling = (async () => {
        while (Date.now() - started < HOLD_MS + BEHIND_MS) {
          await sampler.sample();
          await sleep(250);
        }
      })();
      while (Date.now() - started < HOLD_MS && !failed) {
        const due = Math.floor(((Date.now() - started) / 1000) * rate);
        while (issued < due && inFlight < IN_FLIGHT) {
          issued++;
          inFlight++;
          traffic
            .append(next++)
            .catch((err: unknown) => {
              failed = err;
            })
            .finally(() => {
              inFlight--;
            });
        }
        await sleep(10);
      }
      while (inFlight > 0) await sleep(10);
      if (failed) throw failed;
      const appendedMs = Date.now() - started;
      await sampling;
      const behindMs = sampler.behindMs(started, started + HOLD_MS + BEHIND_MS);
      const maxLag = sampler.maxLag(started, started + HOLD_MS + BEHIND_MS);
      const achieved = perSecond(issued, appendedMs);
      const held = behindMs === 0 && achieved >= rate * 0.95;
      log(
        `${rate} events/s asked, ${achieved.toFixed(0)} appended: behind ${(behindMs / 1000).toFixed(1)} s, ` +
          `largest lag ${maxLag} commits: ${held ? 'held' : 'not held'}`,
      );
      return { rate, achieved, behindMs, maxLag, held };
    };

    try {
      log('warming up: 5,000 events…');
      await pipelined(5_000, IN_FLIGHT, async () => traffic.append(next++));
      const probes: Probe[] = [];
      let low: Probe | undefined;
      let high: Probe | undefined;
      // doubled while a rate holds; when the first does not, halved until one does (down to 4/s)
      for (let rate = FIRST_RATE; ; ) {
        const p = await probe(rate);
        probes.push(p);
        if (p.held) {
          low = p;
          if (high) break;
          rate *= 2;
          continue;
        }
        high = p;
        if (low || rate <= 4) break;
        rate = Math.round(rate / 2);
      }
      // one halving of the gap between the last rate that held and the first that did not
      for (let i = 0; i < 1 && low && high; i++) {
        const rate = Math.round((low.rate + high.rate) / 2);
        const p = await probe(rate);
        probes.push(p);
        if (p.held) low = p;
        else high = p;
      }
      const raw = await rawAppendRate(nc);
      const best = low?.achieved ?? 0;
      log(`sustained ${best.toFixed(0)} events/s; raw pipelined appends ${raw.toFixed(0)}/s`);
      results.push({
        suite: 'ingest',
        name: `sustained ingest: every read model (${sampler.projectionCount}) within ${BEHIND_MS / 1000} s of the log for ${HOLD_MS / 1000} s`,
        value: oneDecimal(best),
        unit: 'events/s',
        baseline: { label: 'raw js.publish, 500 in flight', value: oneDecimal(raw) },
        ratio: best / raw,
        notes:
          `rates tried (asked → appended, behind, largest lag): ${probes
            .map(
              (p) =>
                `${p.rate} → ${p.achieved.toFixed(0)}, ${(p.behindMs / 1000).toFixed(1)} s, ${p.maxLag}${p.held ? '' : ' (not held)'}`,
            )
            .join('; ')}. ` +
          "A venue's traffic, one event per commit through the EventStore; services and the projection workers " +
          'in processes of their own on the same 2 cores; no target',
      });
    } finally {
      await database.close();
      await nc.close();
      await services.stop();
    }
    return results;
  },
};
