import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/** A server we spawned as a direct child, so that we can wait on its exit. */
export type ManagedProcess = {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>;
  /** Sends `signal` (default: the process's stop signal), waits up to `graceMs`, then SIGKILLs. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** Sends the stop signal and returns at once: for a process `exit` handler, which cannot wait. */
  signalStop(): void;
  /** The last lines the process printed, for error messages. */
  tail(): string;
  /** Lets this process's event loop exit while the child still runs. */
  unref(): void;
};

export type ManagedSpawnOptions = SpawnOptions & {
  /** The signal `stop()` and `signalStop()` send (default SIGTERM). */
  stopSignal?: NodeJS.Signals;
  /** How long `stop()` waits before it SIGKILLs (default 10 s). */
  graceMs?: number;
  /** Also appends everything the process prints to this file. */
  logFile?: string;
};

export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: ManagedSpawnOptions = {},
): ManagedProcess {
  const { stopSignal = 'SIGTERM', graceMs: defaultGraceMs = 10_000, logFile, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('exit', () => log.end());
  }
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > 40) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (err) => {
      lines.push(`spawn failed: ${err.message}`);
      resolve(-1);
    });
  });
  let stopping: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals = stopSignal, graceMs = defaultGraceMs) => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  const unref = () => {
    child.unref();
    for (const s of [child.stdout, child.stderr]) (s as { unref?: () => void } | null)?.unref?.();
  };
  const signalStop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(stopSignal);
  };
  return { name, child, exited, stop, signalStop, tail: () => lines.join('\n'), unref };
}

/** Polls `probe` until it resolves truthy, the process exits, or the deadline passes. */
export async function waitUntil(
  what: string,
  proc: ManagedProcess,
  probe: () => Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void proc.exited.then((c) => {
    exitCode = c;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`${proc.name} exited (code ${exitCode}) before ${what}:\n${proc.tail()}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${proc.name}: timed out waiting for ${what}:\n${proc.tail()}`);
}
