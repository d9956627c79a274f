import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code and how long it took. */
export function runCommand(
  label: string,
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string; quiet?: boolean } = {},
): Promise<{ label: string; code: number; ms: number; output: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('exit', (code, signal) =>
      resolve({ label, code: code ?? (signal ? 1 : 0), ms: Date.now() - started, output }),
    );
    child.on('error', (err) => resolve({ label, code: 1, ms: Date.now() - started, output: String(err) }));
  });
}
