// The checks `npm test` runs before any test file, each a child process run in parallel:
// lint, a type check of every TypeScript project, and the layering rules. `npm run typecheck`
// and `npm run depcruise` run the same commands.
import { readFileSync } from 'node:fs';
import { runCommand } from '@gamepod/devkit';

/** Every TypeScript project: the Node packages (root tsconfig), and each browser-side project with its own libs. */
export const TS_PROJECTS = ['tsconfig.json', 'contracts', 'ui-kit', 'kiosk-ui', 'admin-ui'] as const;

/** The folders dependency-cruiser reads (`.dependency-cruiser.cjs` holds the rules): every workspace package, bench and scripts. */
export function cruised(root: string): string[] {
  const packages = readFileSync(`${root}pnpm-workspace.yaml`, 'utf8').match(/^ {2}- ([\w-]+)$/gm) ?? [];
  return [...packages.map((line) => line.slice(4)), 'bench', 'scripts'];
}

const bin = (root: string, name: string) => `${root}node_modules/.bin/${name}`;

/** One type check per project, all at once (about 1 GB of memory at the peak). */
export function typecheckAll(root: string) {
  return TS_PROJECTS.map((p) => runCommand(`typecheck ${p}`, bin(root, 'tsc'), ['-p', p], { cwd: root, quiet: true }));
}

/** The layering rules: no cycles, public entries only, pure domain, UI features apart… */
export function depcruise(root: string) {
  return runCommand(
    'depcruise',
    bin(root, 'depcruise'),
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'err-long', ...cruised(root)],
    { cwd: root, quiet: true },
  );
}

/** Lint and format check (biome). */
export function lint(root: string) {
  return runCommand('lint', bin(root, 'biome'), ['check', '.', '--reporter=summary'], { cwd: root, quiet: true });
}
