import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eventually, type TestEnv } from '@gamepod/devkit';
import { EventStore, ensureStreams } from '@gamepod/event-store';
import { catalogue, type StoreNames, UniqueValueClaimed } from '@gamepod/events';
import { type AnyDB, readCheckpoint } from '@gamepod/log-runtime';
import { jetstreamManager } from '@nats-io/jetstream';
import type { Kysely } from 'kysely';

/** The monorepo root, where `npm run ops` runs. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CLI = 'ops/src/cli.ts';

export type CliResult = {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
};

export type RunCliOptions = {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Resolves `--import tsx` from anywhere, for runs outside the repo root. */
  readonly tsxUrl?: string;
  readonly timeoutMs?: number;
  /** Called once the process is running, e.g. to append while `tail` follows. */
  readonly onSpawn?: () => void;
};

/** Runs the real CLI as a child process, the way `npm run ops` does. */
export function runCli(args: readonly string[], opts: RunCliOptions): Promise<CliResult> {
  const started = Date.now();
  const cli = opts.cwd ? `${REPO_ROOT}${CLI}` : CLI;
  const child = spawn(process.execPath, ['--import', opts.tsxUrl ?? 'tsx', cli, ...args], {
    cwd: opts.cwd ?? REPO_ROOT,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
  opts.onSpawn?.();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** The CLI's environment for a test env: its servers, its database, its isolated names. */
export function cliEnv(env: TestEnv, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  // the child is a plain program, not a test file
  delete base.NODE_TEST_CONTEXT;
  return { ...base, NATS_URL: env.natsUrl, DATABASE_URL: env.databaseUrl, GP_NAMESPACE: env.id, ...overrides };
}

/** A progress line (`label [###---]  40.0%  ...`), which may precede an error on stderr. */
const PROGRESS_LINE = /^\S+ \[[#-]+\] +[\d.]+%/;

/**
 * Asserts the CLI failed with a one-line message on stderr matching `pattern` and no stack
 * trace. Progress lines printed before the failure are allowed; nothing else is.
 */
export function assertOneLineFailure(r: CliResult, pattern: RegExp): void {
  assert.notEqual(r.code, 0, `expected a failure, got exit 0; stdout: ${r.stdout}`);
  const lines = r.stderr
    .trimEnd()
    .split('\n')
    .filter((l) => !PROGRESS_LINE.test(l));
  assert.equal(lines.length, 1, `expected one message line on stderr, got:\n${r.stderr}`);
  assert.match(lines[0] ?? '', pattern);
  assert.ok(r.stderr.trimEnd().endsWith(lines[0] ?? ''), 'the message is the last thing on stderr');
  assert.doesNotMatch(r.stderr, /^\s+at /m, 'stderr holds a stack trace');
}

export const seedContext = { actor: { kind: 'system' as const, name: 'ops-test' } };

export async function openStore(env: TestEnv, names: StoreNames = env.names): Promise<EventStore> {
  await ensureStreams(await jetstreamManager(env.nc), names);
  return new EventStore({ nc: env.nc, names, registry: catalogue });
}

/** Appends `count` one-event commits (UniqueValueClaimed), 100 in flight at a time; returns the last seq. */
export async function seedClaims(store: EventStore, count: number, tag = 'seed'): Promise<number> {
  let last = 0;
  for (let i = 0; i < count; i += 100) {
    const results = await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, j) =>
        store.append(
          'claim',
          `email.${tag}${i + j}`,
          [UniqueValueClaimed.of({ kind: 'email', owner_aggregate: 'user', owner_id: `${tag}-${i + j}` })],
          { expectedVersion: 'any', context: seedContext },
        ),
      ),
    );
    for (const r of results) last = Math.max(last, r.seq);
  }
  return last;
}

/** Waits until a read model's live checkpoint reaches `seq`. */
export async function waitForCheckpoint(
  db: Kysely<AnyDB>,
  schema: string,
  seq: number,
  timeoutMs = 30_000,
): Promise<void> {
  await eventually(`${schema} at checkpoint ${seq}`, async () => ((await readCheckpoint(db, schema)) ?? 0) >= seq, {
    timeoutMs,
  });
}
