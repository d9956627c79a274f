import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';

const src = join(import.meta.dirname, '../../src');
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g;

/** Every source file `entry` reaches through relative imports, as paths relative to `src`. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = relative(src, file);
    if (seen.has(name)) return;
    seen.add(name);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) if (spec) visit(join(dirname(file), spec));
  };
  visit(join(src, entry));
  return seen;
}

describe("the bridge's production entries", () => {
  for (const entry of ['main.ts', 'index.ts']) {
    it(`${entry} reaches none of the helper simulator`, () => {
      const files = reachable(entry);
      assert.ok(files.has('bridge.ts'), `${entry} reaches the bridge`);
      assert.deepEqual(
        [...files].filter((f) => f.startsWith('simulator/')),
        [],
      );
    });
  }
});
