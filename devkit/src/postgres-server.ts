import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { postgresBinDir } from './binaries.ts';
import { type ManagedProcess, spawnManaged, waitUntil } from './child-process.ts';
import { freePort } from './free-port.ts';

export type PostgresServer = {
  /** URL of the `postgres` maintenance database; tests derive their own databases from it. */
  readonly url: string;
  readonly port: number;
  readonly process: ManagedProcess;
  stop(): Promise<void>;
};

export type PostgresServerOptions = {
  dataDir: string;
  port?: number;
  /** Turns off fsync and friends: for throwaway test clusters only. */
  ephemeral?: boolean;
  /** Runs Postgres in a session of its own, out of reach of a terminal's Ctrl-C (see `NatsServerOptions.detached`). */
  detached?: boolean;
};

type RunAs = { uid?: number; gid?: number };

/** Postgres refuses to run as root, so when we are root we run it as the `postgres` user. */
function runAs(): RunAs {
  if (process.getuid?.() !== 0) return {};
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'running as root but there is no `postgres` user: install postgresql (apt-get install -y postgresql)',
    );
  }
}

/**
 * The postgres user must be able to walk down to its data dir: every directory above it that
 * others may not search (mkdtemp makes them 0700) gets the search bit, and only that.
 */
function letOthersSearchAncestors(dir: string): void {
  for (let d = dirname(dir); d !== dirname(d); d = dirname(d)) {
    const mode = statSync(d).mode & 0o7777;
    if ((mode & 0o001) === 0) chmodSync(d, mode | 0o001);
  }
}

function chownTree(path: string, who: RunAs): void {
  if (who.uid === undefined || who.gid === undefined) return;
  execFileSync('chown', ['-R', `${who.uid}:${who.gid}`, path]);
}

/** Starts a PostgreSQL server on loopback, creating the cluster on first use. */
export async function startPostgresServer(opts: PostgresServerOptions): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const who = runAs();
  // absolute, so the command line names the data dir: how a later run recognises it as ours
  const dataDir = resolve(opts.dataDir);
  const pgdata = join(dataDir, 'pgdata');
  const sockets = join(dataDir, 'sockets');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(sockets, { recursive: true });
  if (who.uid !== undefined) {
    // the postgres user must be able to walk into the data dir (mkdtemp makes it 0700)
    chmodSync(dataDir, 0o755);
    chmodSync(dirname(dataDir), 0o755);
    letOthersSearchAncestors(dirname(dataDir));
    chownSync(dataDir, who.uid, who.gid ?? who.uid);
    chownTree(sockets, who);
  }
  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    mkdirSync(pgdata, { recursive: true });
    chownTree(pgdata, who);
    try {
      execFileSync(
        join(bin, 'initdb'),
        ['-D', pgdata, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'],
        {
          ...who,
          stdio: 'pipe',
          env: { ...process.env, LC_ALL: 'C.UTF-8' },
        },
      );
    } catch (err) {
      const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`initdb failed for ${pgdata}: ${stderr.trim() || String(err)}`);
    }
    // a cluster started fresh with a different port still reads this file; keep it small and explicit
    writeFileSync(join(pgdata, 'postgresql.auto.conf'), "listen_addresses = '127.0.0.1'\n");
    chownTree(pgdata, who);
  }
  const port = opts.port ?? (await freePort());
  const args = [
    '-D',
    pgdata,
    '-p',
    String(port),
    '-k',
    sockets,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
  ];
  if (opts.ephemeral) {
    args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const proc = spawnManaged('postgres', join(bin, 'postgres'), args, {
    ...who,
    detached: opts.detached ?? false,
    // SIGINT is Postgres' "fast" shutdown: roll back open transactions, then exit cleanly
    stopSignal: 'SIGINT',
    graceMs: 20_000,
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntil('accepting connections', proc, async () => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } finally {
      await client.end().catch(() => undefined);
    }
  });
  return { url, port, process: proc, stop: () => proc.stop() };
}
