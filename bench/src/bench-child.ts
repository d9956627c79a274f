// The bench's child processes (services and workers, station hosts, the bare baselines): one
// way to start them, with tsx, the bench's heap setting and GP_BENCH_PROFILE's CPU profiles,
// and one way to end them.
import { type ChildProcess, fork } from 'node:child_process';
import { REPO_ROOT as root } from './bench-kit.ts';

/** GP_BENCH_PROFILE=<dir>: every bench child writes a CPU profile there when it exits. */
const profileArgs = () =>
  process.env.GP_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.GP_BENCH_PROFILE}`] : [];

/** Node's arguments for a bench child: profiles when asked, a young generation sized for bursts, tsx. */
export const benchNodeArgs = (): string[] => [...profileArgs(), '--max-semi-space-size=64', '--import', 'tsx'];

/**
 * Forks `file` (repo-relative) as a bench child with an IPC channel; its stdout is dropped and
 * its stderr is ours.
 */
export function forkBenchChild(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  return fork(`${root}${file}`, {
    cwd: root,
    execArgv: benchNodeArgs(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** Ends a child with SIGTERM and waits until it has exited. */
export async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
