// What a run that died hard (kill -9, OOM, a crash) leaves in a data dir: servers still running
// on it, and lock or pid files naming processes that are gone. The next run clears them before it
// starts its own. A process is stopped only when it is provably ours: a pid file in the data dir
// names it, it still runs, and its command line names that same directory. Nothing is ever
// looked up or killed by name.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { commandLine, isRunning, signalProcess, startTicks, waitUntilGone } from './process-table.ts';

/** One thing an earlier run left behind, and what was done about it. */
export type Leftover = {
  readonly server: 'postgres' | 'nats-server' | 'slapd';
  readonly pid: number;
  /** The server's data directory. */
  readonly dir: string;
  /** `stopped`: it ran on our data and was shut down; `stale`: only its lock or pid file was left, and is removed. */
  readonly outcome: 'stopped' | 'stale';
};

/** The pid file `startNatsServer` asks nats-server to write in its data dir. */
export function natsPidFile(dataDir: string): string {
  return join(dataDir, 'nats-server.pid');
}

/** The pid file `startLdapServer` has slapd write in its data dir. */
export function slapdPidFile(dataDir: string): string {
  return join(dataDir, 'slapd.pid');
}

const readPid = (file: string): number | undefined => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** Whether `pid` runs `program` with an argument that is `dir` or a path inside it. */
function runsOn(pid: number, program: string, dir: string): boolean {
  const args = commandLine(pid);
  if (!args || basename(args[0] ?? '') !== program) return false;
  return args.slice(1).some((a) => a === dir || a.startsWith(`${dir}/`));
}

/** Stops a process that is not our child: each signal in turn, waiting `ms` after it. */
async function stopForeign(pid: number, steps: ReadonlyArray<readonly [NodeJS.Signals, number]>): Promise<void> {
  for (const [signal, ms] of steps) {
    signalProcess(pid, signal);
    if (await waitUntilGone(pid, ms)) return;
  }
  throw new Error(`pid ${pid} did not stop`);
}

/**
 * Clears what a dead run left on a Postgres data dir (`pgdata`, the one holding PG_VERSION): a
 * postmaster still running on it is shut down (fast, then immediate); a `postmaster.pid` whose
 * process is gone, or is now some other program, is removed, since Postgres refuses to start
 * while that pid runs.
 */
export async function reclaimPostgres(pgdata: string): Promise<Leftover | undefined> {
  const dir = resolve(pgdata);
  const lock = join(dir, 'postmaster.pid');
  if (!existsSync(lock)) return undefined;
  const pid = readPid(lock);
  if (pid !== undefined && isRunning(pid) && runsOn(pid, 'postgres', dir)) {
    // SIGINT is a fast shutdown (open transactions roll back); SIGQUIT an immediate one
    await stopForeign(pid, [
      ['SIGINT', 20_000],
      ['SIGQUIT', 5_000],
      ['SIGKILL', 5_000],
    ]);
    rmSync(lock, { force: true });
    return { server: 'postgres', pid, dir, outcome: 'stopped' };
  }
  rmSync(lock, { force: true });
  return { server: 'postgres', pid: pid ?? 0, dir, outcome: 'stale' };
}

/**
 * Clears what a dead run left on a nats-server data dir: the server its pid file (or a ports
 * file, which nats-server names after its pid) names, if it still runs on this dir, is stopped;
 * stale pid and ports files are removed.
 */
export async function reclaimNatsServer(natsDir: string): Promise<Leftover[]> {
  const dir = resolve(natsDir);
  const portsDir = join(dir, 'ports');
  const files = new Map<number, string[]>();
  const note = (pid: number | undefined, file: string) => {
    if (pid !== undefined) files.set(pid, [...(files.get(pid) ?? []), file]);
  };
  note(readPid(natsPidFile(dir)), natsPidFile(dir));
  if (existsSync(portsDir)) {
    for (const f of readdirSync(portsDir)) {
      const m = /_(\d+)\.ports$/.exec(f);
      if (m) note(Number(m[1]), join(portsDir, f));
    }
  }
  const found: Leftover[] = [];
  for (const [pid, paths] of files) {
    if (isRunning(pid) && runsOn(pid, 'nats-server', dir)) {
      await stopForeign(pid, [
        ['SIGTERM', 10_000],
        ['SIGKILL', 5_000],
      ]);
      found.push({ server: 'nats-server', pid, dir, outcome: 'stopped' });
    } else if (paths.includes(natsPidFile(dir))) {
      found.push({ server: 'nats-server', pid, dir, outcome: 'stale' });
    }
    for (const p of paths) rmSync(p, { force: true });
  }
  return found;
}

/**
 * Clears what a dead run left on a slapd data dir: the slapd its pid file names, if it still
 * runs on this dir, is stopped (a frozen one is woken first, else it never sees SIGTERM);
 * a stale pid file is removed.
 */
export async function reclaimSlapd(slapdDir: string): Promise<Leftover | undefined> {
  const dir = resolve(slapdDir);
  const file = slapdPidFile(dir);
  if (!existsSync(file)) return undefined;
  const pid = readPid(file);
  let outcome: Leftover['outcome'] = 'stale';
  if (pid !== undefined && isRunning(pid) && runsOn(pid, 'slapd', dir)) {
    signalProcess(pid, 'SIGCONT');
    await stopForeign(pid, [
      ['SIGTERM', 10_000],
      ['SIGKILL', 5_000],
    ]);
    outcome = 'stopped';
  }
  rmSync(file, { force: true });
  return { server: 'slapd', pid: pid ?? 0, dir, outcome };
}

/** Folders a data dir holds that are never a server's root: JetStream's store, station state. */
const NOT_A_SERVER_DIR = new Set(['jetstream', 'stations', 'sockets', 'logs', 'node_modules']);

/**
 * Looks through `dataDir` (a few levels deep: `nats/`, `postgres/pgdata/`,
 * `cluster/nats-1/`…) for servers an earlier run left, and clears them (see
 * `reclaimPostgres`, `reclaimNatsServer`). Call it only while holding the dir
 * (`claimDataDir`), so that no live run's servers are taken for leftovers.
 */
export async function reclaimLeftovers(dataDir: string): Promise<Leftover[]> {
  const found: Leftover[] = [];
  const walk = async (dir: string, depth: number) => {
    if (existsSync(join(dir, 'PG_VERSION'))) {
      const pg = await reclaimPostgres(dir);
      if (pg) found.push(pg);
      return;
    }
    if (existsSync(natsPidFile(dir)) || existsSync(join(dir, 'ports'))) found.push(...(await reclaimNatsServer(dir)));
    if (existsSync(slapdPidFile(dir))) {
      const slapd = await reclaimSlapd(dir);
      if (slapd) found.push(slapd);
    }
    if (depth === 0) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !NOT_A_SERVER_DIR.has(entry.name)) await walk(join(dir, entry.name), depth - 1);
    }
  };
  if (existsSync(dataDir)) await walk(resolve(dataDir), 3);
  return found;
}

/**
 * One line for the console saying what an earlier run left and what became of it, or
 * undefined when it left nothing worth a word (a stale file of a server that is gone).
 *
 * @example "an earlier run did not stop its servers: stopped postgres (pid 812, postgres/pgdata), nats-server (pid 790, nats)"
 */
export function describeLeftovers(found: readonly Leftover[], dataDir: string): string | undefined {
  const where = (l: Leftover) => `${l.server} (pid ${l.pid}, ${relative(resolve(dataDir), l.dir) || '.'})`;
  const stopped = found.filter((l) => l.outcome === 'stopped').map(where);
  const stale = found.filter((l) => l.outcome === 'stale').map(where);
  const parts = [
    ...(stopped.length ? [`stopped ${stopped.join(', ')}`] : []),
    ...(stale.length ? [`removed the stale lock of ${stale.join(', ')}, no longer running`] : []),
  ];
  return parts.length ? `an earlier run ended without stopping its servers: ${parts.join('; ')}` : undefined;
}

/** Holds a data dir for this process until `release()`. */
export type DataDirClaim = { readonly file: string; release(): void };

type Holder = { pid: number; start_ticks: number | null; command: string };

/**
 * Marks `dataDir` as used by this process (`<dataDir>/launcher.pid`), so a second launcher on
 * the same data refuses to start instead of taking the first one's servers for leftovers. A
 * mark left by a process that is gone (its pid no longer runs, or runs something that started
 * later) is taken over.
 *
 * @throws Error naming the live process that holds the dir.
 */
export function claimDataDir(dataDir: string): DataDirClaim {
  const file = join(dataDir, 'launcher.pid');
  const me: Holder = {
    pid: process.pid,
    start_ticks: startTicks(process.pid) ?? null,
    command: process.argv.join(' '),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx' });
      return {
        file,
        release() {
          const now = (() => {
            try {
              return JSON.parse(readFileSync(file, 'utf8')) as Holder;
            } catch {
              return undefined;
            }
          })();
          if (now?.pid === me.pid) rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder: Holder | undefined;
    try {
      holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    } catch {
      holder = undefined;
    }
    if (holder && isRunning(holder.pid) && startTicks(holder.pid) === holder.start_ticks) {
      throw new Error(
        `${dataDir} is in use by another run (pid ${holder.pid}: ${holder.command}); stop that one first`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`could not claim ${dataDir}: another run is starting on it`);
}
