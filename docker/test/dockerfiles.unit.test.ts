import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { describe, it } from 'node:test';
import { uiBuilds } from '@gamepod/services';
import { parse } from 'yaml';
import {
  copyDestinations,
  execWords,
  parseCopy,
  parseDockerfile,
  type Stage,
  stageEnv,
  stages,
} from '../src/dockerfile.ts';
import { dockerDir, production, repoRoot, venue } from './support/deployment.ts';

const dockerfiles = [
  ...new Set([production, venue].flatMap((f) => f.services.flatMap((s) => s.build?.dockerfile ?? []))),
];

function readPackages(): string[] {
  const workspace: unknown = parse(readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8'));
  const packages = typeof workspace === 'object' && workspace !== null && 'packages' in workspace && workspace.packages;
  assert.ok(Array.isArray(packages), 'pnpm-workspace.yaml lists no packages');
  return packages.map(String);
}
const workspacePackages = readPackages();

/** The workspace packages `pkg` needs at run time: its `dependencies` on `@gamepod/*`, transitively. */
function workspaceDependencies(pkg: string, seen = new Set<string>()): Set<string> {
  const manifest = JSON.parse(readFileSync(join(repoRoot, pkg, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    const dep = name.startsWith('@gamepod/') ? name.slice('@gamepod/'.length) : undefined;
    if (dep && !seen.has(dep)) {
      seen.add(dep);
      workspaceDependencies(dep, seen);
    }
  }
  return seen;
}

/** The lowest Node major version that the root package.json's engines.node accepts. */
function nodeMajor(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const engines = typeof manifest === 'object' && manifest !== null && 'engines' in manifest ? manifest.engines : {};
  const range = typeof engines === 'object' && engines !== null && 'node' in engines ? String(engines.node) : '';
  const major = /(\d+)/.exec(range)?.[1];
  assert.ok(major, `engines.node is ${range}`);
  return major;
}

/** The command the final stage runs, and the stages. */
function image(path: string): { stages: Stage[]; final: Stage; cmd: string[] } {
  const all = stages(parseDockerfile(readFileSync(path, 'utf8')));
  const final = all.at(-1);
  assert.ok(final, `${path} has no FROM`);
  const cmd = final.instructions.filter((i) => i.keyword === 'CMD').at(-1);
  assert.ok(cmd, `${basename(path)} has no CMD in its final stage`);
  return { stages: all, final, cmd: execWords(cmd.args) };
}

describe('the Dockerfiles', () => {
  it('exist for services, projections and pod-bridge', () => {
    assert.deepEqual(dockerfiles.map((d) => basename(d)).sort(), [
      'pod-bridge.Dockerfile',
      'projections.Dockerfile',
      'services.Dockerfile',
    ]);
  });

  it('build in stages from the Node major version that package.json asks for, and end with a CMD', () => {
    const major = nodeMajor();
    for (const path of dockerfiles) {
      const { stages: all, cmd } = image(path);
      assert.ok(all.length >= 2, `${basename(path)} is a single stage`);
      const names = all.map((s) => s.name);
      for (const stage of all.filter((s) => !names.includes(s.base))) {
        assert.match(stage.base, new RegExp(`^node:${major}-`), basename(path));
      }
      // node flags (heap tuning) may come first; the TypeScript loader must be there
      assert.equal(cmd[0], 'node', basename(path));
      const loader = cmd.indexOf('--import');
      assert.ok(loader > 0 && cmd[loader + 1] === 'tsx', `${basename(path)} runs node without --import tsx`);
    }
  });

  it('copy all workspace manifests, and nothing else, before pnpm install', () => {
    const manifests = [
      'package.json',
      'pnpm-workspace.yaml',
      'pnpm-lock.yaml',
      ...workspacePackages.map((p) => `${p}/package.json`),
    ];
    for (const path of dockerfiles) {
      const instructions = image(path).stages.flatMap((s) => s.instructions);
      const install = instructions.findIndex(
        (i) => i.keyword === 'RUN' && /pnpm install --frozen-lockfile/.test(i.args),
      );
      assert.ok(install >= 0, `${basename(path)} never runs pnpm install --frozen-lockfile`);
      const copied = instructions
        .slice(0, install)
        .filter((i) => i.keyword === 'COPY')
        .flatMap((i) => parseCopy(i).sources);
      assert.deepEqual([...copied].sort(), [...manifests].sort(), basename(path));
    }
  });

  it('copy from the build context only paths that exist', () => {
    for (const path of dockerfiles) {
      const { stages: all, cmd } = image(path);
      const entryPoint = cmd.at(-1);
      const copies = all.flatMap((s) => s.instructions.filter((i) => i.keyword === 'COPY').map(parseCopy));
      for (const source of copies.filter((c) => c.from === undefined).flatMap((c) => c.sources)) {
        if (source === entryPoint || /[*?[]/.test(source)) continue;
        assert.ok(existsSync(join(repoRoot, source)), `${basename(path)} copies missing ${source}`);
      }
    }
  });

  it('put the package their CMD runs, and node_modules, into the final stage', () => {
    for (const path of dockerfiles) {
      const { final, cmd } = image(path);
      const workdir = final.instructions.filter((i) => i.keyword === 'WORKDIR').at(-1)?.args ?? '/';
      const pkg = cmd.at(-1)?.split('/')[0] ?? '';
      assert.ok(workspacePackages.includes(pkg), `${basename(path)} runs ${cmd.at(-1)}`);
      for (const dir of [pkg, 'node_modules']) {
        assert.ok(copyDestinations(final).includes(posix.resolve(workdir, dir)), `${basename(path)} lacks ${dir}`);
      }
    }
  });

  it("put every workspace package the CMD's package depends on, and its node_modules, into the final stage", () => {
    for (const path of dockerfiles) {
      const { final, cmd } = image(path);
      const workdir = final.instructions.filter((i) => i.keyword === 'WORKDIR').at(-1)?.args ?? '/';
      const pkg = cmd.at(-1)?.split('/')[0] ?? '';
      const copied = copyDestinations(final);
      for (const dep of workspaceDependencies(pkg)) {
        assert.ok(copied.includes(posix.resolve(workdir, dep)), `${basename(path)} runs ${pkg}, which needs ${dep}`);
      }
    }
  });

  it('run as the non-root user node', () => {
    for (const path of dockerfiles) {
      const users = image(path).final.instructions.filter((i) => i.keyword === 'USER');
      assert.equal(users.at(-1)?.args, 'node', basename(path));
    }
  });

  it('build both UIs into the services image, where UI_ROOT tells services to look', () => {
    const { stages: all, final } = image(join(dockerDir, 'services.Dockerfile'));
    const runs = all.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args));
    assert.ok(runs.some((r) => /--filter @gamepod\/kiosk-ui --filter @gamepod\/admin-ui build/.test(r)));
    // where services look is whatever ui-plugin.ts says for that root, so the two cannot drift
    const uiRoot = stageEnv(final).UI_ROOT ?? '';
    assert.ok(uiRoot.startsWith('/'), `UI_ROOT is ${uiRoot}`);
    for (const build of uiBuilds(uiRoot)) assert.ok(copyDestinations(final).includes(build.dir), build.dir);
  });
});

describe('the build context', () => {
  it('leaves installed modules, local data, build output, git and secrets out', () => {
    const patterns = readFileSync(join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    // Without **/, a pattern only matches at the root of the context, not inside each package.
    for (const pattern of [
      '**/node_modules',
      '**/.data',
      '**/dist',
      '.git',
      '**/test-artifacts',
      'bench/results.json',
      'docker/secrets',
    ]) {
      assert.ok(patterns.includes(pattern), `.dockerignore lacks ${pattern}`);
    }
  });
});
