import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command.ts';

const UIS = ['kiosk-ui', 'admin-ui'] as const;

/** A hash of a UI package's sources and config (and ui-kit's and contracts', which it compiles in), to skip builds that would change nothing. */
function sourceHash(...dirs: string[]): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name === 'node_modules' || name === 'dist') continue;
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  for (const dir of dirs) walk(dir);
  return hash.digest('hex');
}

/** Builds each UI whose sources changed since its last build (stamp in dist/.source-hash). */
export async function buildUisIfStale(root: string, say: (line: string) => void): Promise<void> {
  for (const ui of UIS) {
    const dir = join(root, ui);
    if (!existsSync(join(dir, 'index.html'))) continue;
    const stamp = join(dir, 'dist', '.source-hash');
    const hash = sourceHash(dir, join(root, 'ui-kit'), join(root, 'contracts'));
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
    say(`building ${ui}…`);
    const r = await runCommand(ui, 'pnpm', ['--filter', `@gamepod/${ui}`, 'build'], { cwd: root, quiet: true });
    if (r.code !== 0) throw new Error(`building ${ui} failed:\n${r.output}`);
    writeFileSync(stamp, hash);
  }
}
