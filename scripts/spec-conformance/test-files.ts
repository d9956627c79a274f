// Finds the file a test reference names: any `.ts` under a package's `test/` folder (shared
// cases in `test/support/` included), by the end of its path without `.test.ts` or `.ts`.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.data', '.git', 'test-artifacts']);

/** Every `.ts` file under a `test/` folder of `root`, relative to it. */
export function testSourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, inTest: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full, inTest || entry.name === 'test');
      else if (inTest && entry.name.endsWith('.ts')) out.push(relative(root, full));
    }
  };
  walk(root, false);
  return out.sort();
}

/** The files `name` could mean: `kiosk-pod.e2e` or `kiosk-ui/test/alerts.browser`. */
export function filesNamed(files: readonly string[], name: string): string[] {
  return files.filter((f) => {
    const bare = f.replace(/(\.test)?\.ts$/, '');
    return bare === name || bare.endsWith(`/${name}`);
  });
}

/** Whether `source` declares a test titled `title` (`it(` or `test(`, any quote). */
export function declaresTest(source: string, title: string): boolean {
  return ["'", '"', '`'].some(
    (q) => source.includes(`it(${q}${title}${q}`) || source.includes(`test(${q}${title}${q}`),
  );
}
