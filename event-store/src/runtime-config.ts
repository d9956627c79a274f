import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isolatedNames, PRODUCTION_NAMES, type StoreNames, ValidationError } from '@gamepod/events';

/** Where a running gamepod can be reached: from the environment, else from `npm start`'s runtime file. */
export type RuntimeConfig = {
  readonly natsUrl: string;
  readonly databaseUrl: string;
  readonly names: StoreNames;
  /** The `.creds` file to connect with, when NATS runs in operator mode (NATS_CREDS, or npm start's). */
  readonly natsCredsFile?: string;
  /** Where the values came from, for error messages and `ops status`. */
  readonly source: 'env' | 'runtime.json';
};

/** `npm start` writes this file while it runs, and removes it on clean shutdown. */
export const RUNTIME_FILE = join('.data', 'runtime.json');

/** The log's names: production's, or an isolated copy when GP_NAMESPACE is set (tests). */
export function storeNamesFromEnv(env: NodeJS.ProcessEnv = process.env): StoreNames {
  return env.GP_NAMESPACE ? isolatedNames(env.GP_NAMESPACE) : PRODUCTION_NAMES;
}

/**
 * Finds the servers: NATS_URL and DATABASE_URL win; otherwise `.data/runtime.json` under `root`.
 * @throws ValidationError saying how to start gamepod when neither is there.
 */
export function loadRuntimeConfig(root: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const names = storeNamesFromEnv(env);
  if (env.NATS_URL && env.DATABASE_URL) {
    return {
      natsUrl: env.NATS_URL,
      databaseUrl: env.DATABASE_URL,
      names,
      ...(env.NATS_CREDS ? { natsCredsFile: env.NATS_CREDS } : {}),
      source: 'env',
    };
  }
  const file = join(root, RUNTIME_FILE);
  if (!existsSync(file)) {
    throw new ValidationError('gamepod is not running: start it with `npm start`, or set NATS_URL and DATABASE_URL');
  }
  let runtime: { nats?: string; database?: string; nats_creds?: string | null };
  try {
    runtime = JSON.parse(readFileSync(file, 'utf8')) as typeof runtime;
  } catch (err) {
    throw new ValidationError(`${file} is not valid JSON (${(err as Error).message}); is gamepod still starting?`);
  }
  if (!runtime.nats || !runtime.database) throw new ValidationError(`${file} is missing its nats or database URL`);
  return {
    natsUrl: env.NATS_URL ?? runtime.nats,
    databaseUrl: env.DATABASE_URL ?? runtime.database,
    names,
    ...((env.NATS_CREDS ?? runtime.nats_creds) ? { natsCredsFile: env.NATS_CREDS ?? runtime.nats_creds ?? '' } : {}),
    source: 'runtime.json',
  };
}
