// The faults the benchmark puts the cluster through, one after another, each breaking one part
// and saying how to bring it back.
import type { FaultStack } from './fault-stack.ts';

/** A fault under way: what was broken, how long to leave it so, and how to undo it (null: nothing to undo). */
export type Injected = {
  readonly what: string;
  readonly holdMs: number;
  readonly restore: (() => Promise<void>) | null;
};

export type FaultScenario = {
  /** Short, for result names: `nats-stream-leader`. */
  readonly key: string;
  readonly title: string;
  inject(stack: FaultStack): Promise<Injected>;
};

/** How long a killed part stays down before it is started again. */
const DOWN_MS = 5_000;

/**
 * How long a projection worker stays paused: past its leadership's lease (the advisory lock's
 * session is ended by Postgres after `WORKER_LEASE_MS` of silence), so its standby must take over.
 */
export const PAUSE_MS = 30_000;

export const SCENARIOS: readonly FaultScenario[] = [
  {
    key: 'baseline',
    title: 'steady load, nothing broken',
    async inject() {
      return { what: 'nothing', holdMs: 10_000, restore: null };
    },
  },
  {
    key: 'nats-stream-leader',
    title: 'the NATS node leading GP_EVENTS SIGKILLed, then started again',
    async inject(s) {
      const nats = s.product.cluster.nats;
      const name = await nats.streamLeader('GP_EVENTS');
      if (!name) throw new Error('GP_EVENTS has no leader');
      const node = nats.node(name);
      await node.kill('SIGKILL');
      return { what: `${name} (GP_EVENTS leader)`, holdMs: DOWN_MS, restore: () => node.restart() };
    },
  },
  {
    key: 'nats-meta-leader',
    title: 'the NATS meta leader SIGKILLed, then started again',
    async inject(s) {
      const nats = s.product.cluster.nats;
      const name = await nats.waitForMetaLeader();
      const node = nats.node(name);
      const leadsStream = (await nats.streamLeader('GP_EVENTS')) === name;
      await node.kill('SIGKILL');
      return {
        what: `${name} (meta leader${leadsStream ? ', and GP_EVENTS leader' : ''})`,
        holdMs: DOWN_MS,
        restore: () => node.restart(),
      };
    },
  },
  {
    key: 'postgres-connections',
    title: 'every Postgres connection dropped',
    async inject(s) {
      const cut = await s.product.cluster.postgres.cutConnections();
      return { what: `${cut} connections ended`, holdMs: 0, restore: null };
    },
  },
  {
    key: 'postgres-restart',
    title: 'Postgres stopped (fast shutdown), then started again',
    async inject(s) {
      const pg = s.product.cluster.postgres;
      await pg.stop();
      return { what: 'postgres', holdMs: DOWN_MS, restore: () => pg.start() };
    },
  },
  {
    key: 'services-and-worker',
    title: 'a services instance and the leading projection worker SIGKILLed, then started again',
    async inject(s) {
      const services = s.product.cluster.services[0];
      if (!services) throw new Error('no services instance');
      const worker = await s.product.leadingWorker();
      await Promise.all([services.kill('SIGKILL'), worker.kill('SIGKILL')]);
      return {
        what: `${services.name} and ${worker.name}`,
        holdMs: DOWN_MS,
        restore: async () => {
          await Promise.all([services.restart(), worker.restart()]);
        },
      };
    },
  },
  {
    key: 'worker-paused',
    title: 'the leading projection worker paused (SIGSTOP) past its lease, then resumed (SIGCONT)',
    async inject(s) {
      const worker = await s.product.leadingWorker();
      const pid = worker.pid;
      if (!pid) throw new Error(`${worker.name} has no pid`);
      process.kill(pid, 'SIGSTOP');
      return {
        what: `${worker.name} (pid ${pid})`,
        holdMs: PAUSE_MS,
        restore: async () => {
          process.kill(pid, 'SIGCONT');
        },
      };
    },
  },
];
