import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const src = join(repoRoot, 'services/src');

/** Every file under `dir`, by its name. */
function fileNames(dir: string, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) fileNames(path, out);
    else out.add(entry);
  }
  return out;
}

const areas = readdirSync(src).filter((name) => existsSync(join(src, name, 'README.md')));

describe("services' area READMEs", () => {
  it('exist for every area that has a layer folder', () => {
    const withLayers = readdirSync(src).filter((name) =>
      ['domain', 'application', 'routes'].some((layer) => existsSync(join(src, name, layer))),
    );
    assert.deepEqual(
      withLayers.filter((area) => !areas.includes(area)),
      [],
    );
  });

  it('name only source files that exist: a path from the repo, services/src or the area; a bare name in services/src', () => {
    const inServices = fileNames(src);
    const stale: string[] = [];
    for (const area of areas) {
      const text = readFileSync(join(src, area, 'README.md'), 'utf8');
      const inArea = fileNames(join(src, area));
      for (const [, name] of text.matchAll(/`([\w./-]+\.tsx?)`/g)) {
        const path = name as string;
        const found = path.includes('/')
          ? [join(repoRoot, path), join(src, path), join(src, area, path)].some((p) => existsSync(p))
          : inArea.has(path) || inServices.has(path);
        if (!found) stale.push(`${area}/README.md names ${path}`);
      }
    }
    assert.deepEqual(stale, []);
  });
});
