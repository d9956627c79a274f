// What the kernel says about a process by its id, read from /proc: whether it still runs, its
// command line and when it started. A pid alone proves nothing (the kernel reuses them), so
// callers that act on a pid they read from a file check these first.
import { readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` names a running process. A zombie (exited, not yet reaped by its parent)
 * answers `kill -0` but runs no more, so it counts as gone.
 */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const state = statFields(pid)?.[0];
  return state !== undefined && state !== 'Z' && state !== 'X';
}

/** The process's arguments, `argv[0]` first; undefined when it is gone or hidden from us. */
export function commandLine(pid: number): string[] | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const args = raw.split('\0');
    if (args.at(-1) === '') args.pop();
    return args.length > 0 ? args : undefined;
  } catch {
    return undefined;
  }
}

/** The id of the session the process belongs to (a process that leads its own has its pid here). */
export function sessionId(pid: number): number | undefined {
  const sid = statFields(pid)?.[3];
  return sid === undefined ? undefined : Number(sid);
}

/**
 * When the process started, in clock ticks since boot: with the pid, an identity the kernel
 * does not reuse. Undefined when the process is gone.
 */
export function startTicks(pid: number): number | undefined {
  const ticks = statFields(pid)?.[19];
  return ticks === undefined ? undefined : Number(ticks);
}

/** Resolves true once `pid` no longer runs, false if it still does after `timeoutMs`. */
export async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** Sends `signal` to `pid`, ignoring a process that is already gone. */
export function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}
