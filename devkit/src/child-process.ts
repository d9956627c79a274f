import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

/** A server we spawned as a direct child, so that we can wait on its exit. */
export type ManagedProcess = {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>;
  /** Sends `signal`, waits up to `graceMs`, then SIGKILLs. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** The last lines the process printed, for error messages. */
  tail(): string;
  /** Lets this process's event loop exit while the child still runs. */
  unref(): void;
};

export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): ManagedProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
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
  const stop = (signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) => {
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
  return { name, child, exited, stop, tail: () => lines.join('\n'), unref };
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
