import { testSourceFiles } from './spec-conformance/test-files.ts';

/** Every `*.test.ts` under a package's `test/` folder, relative to `root`, in a stable order. */
export function findTestFiles(root: string, filters: readonly string[] = []): string[] {
  // the same walk as the conformance check's: every .ts under a test/ folder
  const out = testSourceFiles(root).filter((f) => f.endsWith('.test.ts'));
  const picked = filters.length ? out.filter((f) => filters.some((x) => f.includes(x))) : out;
  // slowest tier first so the long files start early and the run ends sooner
  const tier = (f: string) => (f.includes('.e2e.') ? 0 : f.includes('.int.') ? 1 : 2);
  return picked.sort((a, b) => tier(a) - tier(b) || a.localeCompare(b));
}
