import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createDatabase, freePort } from '@gamepod/devkit';
import { benchNodeArgs, ended } from './bench-child.ts';
import { REPO_ROOT as root } from './bench-kit.ts';

export type ServiceProcesses = {
  readonly apiUrl: string;
  /** The database of their own the read models live in: use it for watchers and seeds. */
  readonly databaseUrl: string;
  stop(): Promise<void>;
};

// GP_BENCH_SERVICE_LOG=<file> keeps the processes' own logs (warnings and errors, one JSON line each)
const logFile = process.env.GP_BENCH_SERVICE_LOG;
const logFd = logFile ? openSync(logFile, 'a') : 'ignore';

function launch(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [...benchNodeArgs(), entry], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', logFd, 'inherit'],
  });
}

/**
 * Services and the projection workers in their own processes, as production runs them, so a
 * benchmark that also hosts many bridges does not share one event loop with the API: on 2
 * cores that would measure the loop's queue, not the system.
 */
export async function startServiceProcesses(opts: {
  readonly natsUrl: string;
  readonly databaseUrl: string;
  readonly namespace: string;
  /** More environment for the services process (e.g. GP_WEBHOOKS_ALLOW_LOOPBACK). */
  readonly servicesEnv?: NodeJS.ProcessEnv;
}): Promise<ServiceProcesses> {
  // a database of their own: read models of an earlier suite's namespace (same schema names,
  // other checkpoints) would otherwise be taken for these
  const databaseUrl = await createDatabase(opts.databaseUrl, `bench_${opts.namespace}`);
  const common = { NATS_URL: opts.natsUrl, DATABASE_URL: databaseUrl, GP_NAMESPACE: opts.namespace };
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const workers = launch('projections/src/main.ts', { ...common, PORT: String(await freePort()) });
  // single sign-on names our URLs to identity providers: this process's own address
  const services = launch('services/src/main.ts', {
    ...opts.servicesEnv,
    ...common,
    PORT: String(port),
    GAMEPOD_PUBLIC_URL: apiUrl,
  });
  const stop = async () => {
    await Promise.all([ended(services), ended(workers)]);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (services.exitCode !== null || workers.exitCode !== null) {
      await stop();
      throw new Error('services or projection workers exited while starting');
    }
    // healthy, and every read model migrated (a checkpoint row exists), so deploys can wait on them
    const ok = await fetch(`${apiUrl}/api/v1/health`)
      .then(async (r) => {
        const body = (await r.json()) as { data?: { projections?: Array<{ checkpoint: number | null }> } };
        return r.ok && (body.data?.projections ?? []).every((p) => p.checkpoint !== null);
      })
      .catch(() => false);
    if (ok) return { apiUrl, databaseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('services did not become healthy within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
