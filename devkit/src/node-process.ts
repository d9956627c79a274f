// A Node program (a service's production entry point) run as a child process with tsx: a
// handle that survives kills and restarts, for launchers, tests and benchmarks.
import { fileURLToPath } from 'node:url';
import { type ManagedProcess, spawnManaged, waitUntil } from './child-process.ts';

export type NodeProcessOptions = {
  /** Names the process in messages and status pages (`services-1`). */
  readonly name: string;
  /** The program to run, a `.ts` file (run through tsx), relative to `cwd` or absolute. */
  readonly entry: string;
  readonly cwd?: string;
  /** Set over this process's environment. */
  readonly env?: NodeJS.ProcessEnv;
  /** Resolves true once the program serves (polled until `readyTimeoutMs`). */
  readonly ready?: () => Promise<boolean>;
  readonly readyTimeoutMs?: number;
  /** Runs it in a session of its own (out of reach of a terminal's Ctrl-C; its starter stops it). */
  readonly detached?: boolean;
  /** Appends its output to this file. */
  readonly logFile?: string;
};

/** A handle on a Node child process that stays valid across `kill` and `restart`. */
export type NodeProcess = {
  readonly name: string;
  /** The running process, undefined before the first start. */
  readonly process: ManagedProcess | undefined;
  readonly pid: number | undefined;
  isRunning(): boolean;
  /** Sends `signal` (default SIGKILL: a crash) and waits until the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the program again (after `kill` or `stop`) and waits until it is ready. */
  restart(): Promise<void>;
  /** SIGTERM, which the production entry points answer with a clean shutdown; SIGKILL after 15 s. */
  stop(): Promise<void>;
};

const leash = fileURLToPath(new URL('./parent-leash.ts', import.meta.url));

/**
 * Starts `entry` with `node --import tsx` and waits until `ready`. The child gets an IPC channel
 * to this process and a preload that stops it (SIGTERM) when that channel closes: if this
 * process dies, even by SIGKILL, the child does not outlive it.
 *
 * @example
 * const api = await startNodeProcess({ name: 'services-1', entry: 'services/src/main.ts', env: { PORT: '8090' }, ready });
 * await api.kill(); await api.restart();
 */
export async function startNodeProcess(opts: NodeProcessOptions): Promise<NodeProcess> {
  let current: ManagedProcess | undefined;
  const isRunning = () => current !== undefined && current.child.exitCode === null && current.child.signalCode === null;
  const start = async () => {
    current = spawnManaged(opts.name, process.execPath, ['--import', 'tsx', '--import', leash, opts.entry], {
      cwd: opts.cwd,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: opts.detached ?? false,
      graceMs: 15_000,
      ...(opts.logFile ? { logFile: opts.logFile } : {}),
    });
    // the IPC channel is the leash, not a reason for this process to stay alive
    current.child.channel?.unref();
    const ready = opts.ready;
    if (ready) await waitUntil('it is ready', current, ready, opts.readyTimeoutMs ?? 60_000);
  };
  const handle: NodeProcess = {
    name: opts.name,
    get process() {
      return current;
    },
    get pid() {
      return current?.child.pid;
    },
    isRunning,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (!current || !isRunning()) return;
      current.child.kill(signal);
      await current.exited;
    },
    async restart() {
      if (isRunning()) throw new Error(`${opts.name} is running: kill or stop it before restart()`);
      await start();
    },
    async stop() {
      await current?.stop('SIGTERM');
    },
  };
  try {
    await start();
  } catch (err) {
    await handle.kill();
    throw err;
  }
  return handle;
}
