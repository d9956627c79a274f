import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ManagedProcess } from './child-process.ts';
import { startNatsServer } from './nats-server.ts';
import { startPostgresServer } from './postgres-server.ts';

/** The servers gamepod needs, whether we started them or they were given to us. */
export type Infra = {
  readonly natsUrl: string;
  readonly databaseUrl: string;
  /** Monitor URL of a nats-server we started; undefined for an external one. */
  readonly natsMonitorUrl?: string;
  /**
   * With `natsAuth`: the `.creds` file (mode 0600) of a full-permission app user, for
   * processes to connect with (`NATS_CREDS`). Undefined without auth or for an external server.
   */
  readonly natsCredsFile?: string;
  /**
   * Rewrites the config of the nats-server we started with `natsAuth` and reloads it (how
   * account JWTs, and so revocations, change under the MEMORY resolver). Undefined otherwise.
   */
  readonly reloadNats?: (configText: string) => Promise<void>;
  /** Which servers this process started (and so will stop). */
  readonly started: { nats: boolean; postgres: boolean };
  /** Process ids of the servers we started, for status pages and shutdown checks. */
  readonly pids: Readonly<Record<string, number>>;
  stop(): Promise<void>;
  /**
   * Sends each server we started its stop signal without waiting: for a process `exit`
   * handler (a crash), which cannot wait for them.
   */
  signalStopNow(): void;
  /**
   * For a test file run on its own: let the process exit while the servers run, and kill
   * them (and remove their temporary data) synchronously when it does.
   */
  stopOnExit(): void;
};

export type InfraOptions = {
  /**
   * Where data lives. Given: kept and reused (npm start uses `.data/`).
   * Left out: a temporary directory, removed on stop (tests, benchmarks).
   */
  dataDir?: string;
  /** Environment to read NATS_URL / DATABASE_URL from. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /**
   * Starts nats-server in operator (JWT) mode instead of without auth. devkit cannot mint
   * credentials itself (it must not depend on @gamepod/events), so the caller passes plain data:
   * `localNatsAuth(material)` from @gamepod/events returns exactly this shape.
   */
  natsAuth?: NatsAuthSetup;
  /**
   * Runs the servers in a session of their own (see `NatsServerOptions.detached`): a terminal's
   * Ctrl-C then reaches only the caller, which stops them after what uses them. `npm start`
   * sets it; tests leave it off, so that a Ctrl-C on a test run also ends its servers.
   */
  detached?: boolean;
};

/** The server config and an app user's creds, made by the caller (see `InfraOptions.natsAuth`). */
export type NatsAuthSetup = {
  /** nats-server config text; must leave JetStream to devkit (see `startNatsServer`). */
  readonly configText: string;
  /** `.creds` text of a user that may do everything, or a function minting it when needed. */
  readonly appCreds: string | (() => string);
};

/**
 * Starts nats-server (JetStream, file store) and PostgreSQL on loopback, unless
 * NATS_URL / DATABASE_URL name servers to use instead.
 *
 * @example
 * const infra = await startInfra({ dataDir: '.data' });
 * try { ... } finally { await infra.stop(); }
 */
export async function startInfra(opts: InfraOptions = {}): Promise<Infra> {
  const env = opts.env ?? process.env;
  const log = opts.log ?? (() => undefined);
  const temporary = opts.dataDir === undefined;
  const root = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'gamepod-infra-'));
  const stops: Array<() => Promise<void>> = [];
  const processes: ManagedProcess[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    stops.length = 0;
    if (temporary) rmSync(root, { recursive: true, force: true });
  };
  try {
    let natsUrl = env.NATS_URL;
    let natsMonitorUrl: string | undefined;
    let natsCredsFile: string | undefined;
    let reloadNats: ((configText: string) => Promise<void>) | undefined;
    if (!natsUrl) {
      const natsDir = join(root, 'nats');
      const auth = opts.natsAuth;
      const detached = opts.detached ?? false;
      const nats = await startNatsServer(
        auth ? { dataDir: natsDir, configText: auth.configText, detached } : { dataDir: natsDir, detached },
      );
      stops.push(nats.stop);
      processes.push(nats.process);
      natsUrl = nats.url;
      natsMonitorUrl = nats.monitorUrl;
      log(`nats-server   ${nats.url} (monitor ${nats.monitorUrl})`);
      if (auth) {
        reloadNats = (configText) => nats.reload(configText);
        natsCredsFile = join(natsDir, 'app.creds');
        // holds a user seed: owner-only, and chmod too since `mode` applies only on create
        writeFileSync(natsCredsFile, typeof auth.appCreds === 'function' ? auth.appCreds() : auth.appCreds, {
          mode: 0o600,
        });
        chmodSync(natsCredsFile, 0o600);
        log(`nats auth     operator mode; app user creds in ${natsCredsFile}`);
      }
    }
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startPostgresServer({
        dataDir: join(root, 'postgres'),
        ephemeral: temporary,
        detached: opts.detached ?? false,
      });
      stops.push(postgres.stop);
      processes.push(postgres.process);
      databaseUrl = postgres.url;
      log(`postgres      ${postgres.url}`);
    }
    return {
      natsUrl,
      databaseUrl,
      natsMonitorUrl,
      ...(natsCredsFile ? { natsCredsFile } : {}),
      ...(reloadNats ? { reloadNats } : {}),
      started: { nats: !env.NATS_URL, postgres: !env.DATABASE_URL },
      pids: Object.fromEntries(processes.map((p) => [p.name, p.child.pid ?? 0])),
      stop: stopAll,
      signalStopNow() {
        for (const p of processes) p.signalStop();
      },
      stopOnExit() {
        for (const p of processes) p.unref();
        process.once('exit', () => {
          for (const p of processes) p.child.kill('SIGKILL');
          if (temporary) rmSync(root, { recursive: true, force: true });
        });
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
