import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.data', '.git', 'test-artifacts']);

/** Every `*.test.ts` under a package's `test/` folder, relative to `root`, in a stable order. */
export function findTestFiles(root: string, filters: readonly string[] = []): string[] {
  const out: string[] = [];
  const walk = (dir: string, inTest: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full, inTest || entry.name === 'test');
      else if (inTest && entry.name.endsWith('.test.ts')) out.push(relative(root, full));
    }
  };
  walk(root, false);
  const picked = filters.length ? out.filter((f) => filters.some((x) => f.includes(x))) : out;
  // slowest tier first so the long files start early and the run ends sooner
  const tier = (f: string) => (f.includes('.e2e.') ? 0 : f.includes('.int.') ? 1 : 2);
  return picked.sort((a, b) => tier(a) - tier(b) || a.localeCompare(b));
}
