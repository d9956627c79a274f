import { storeNamesFromEnv } from '@gamepod/event-store';
import { loadAccountSigner } from '@gamepod/event-store/nats-auth';
import { startServices } from './server.ts';

/** Production and docker entry: configuration comes from the environment only. */
function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) {
    console.error(`${name} is not set; services need NATS_URL and DATABASE_URL`);
    process.exit(2);
  }
  return value;
}

function port(env: NodeJS.ProcessEnv): number {
  const raw = env.PORT ?? '8080';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`PORT must be a port number, not ${raw}`);
    process.exit(2);
  }
  return n;
}

/** STAFF_IDLE_MINUTES: how long a staff session may go unused (default 30). */
function staffIdleTimeoutMs(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.STAFF_IDLE_MINUTES;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`STAFF_IDLE_MINUTES must be a whole number of minutes, at least 1, not ${raw}`);
    process.exit(2);
  }
  return n * 60_000;
}

/**
 * NATS_ACCOUNT_SIGNER: a JSON file with the app account's public key and signing key seed
 * (owner-only), so this process mints each bridge's NATS creds when it registers. Without it,
 * registrations carry no creds (stations then bring their own).
 */
function natsAuth(env: NodeJS.ProcessEnv) {
  const file = env.NATS_ACCOUNT_SIGNER;
  if (!file) return undefined;
  try {
    return loadAccountSigner(file);
  } catch (err) {
    console.error(`NATS_ACCOUNT_SIGNER: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  }
}

const env = process.env;
const signer = natsAuth(env);
const services = await startServices({
  natsUrl: required(env, 'NATS_URL'),
  databaseUrl: required(env, 'DATABASE_URL'),
  names: storeNamesFromEnv(env),
  host: env.HOST ?? '127.0.0.1',
  port: port(env),
  uiRoot: env.UI_ROOT,
  trustProxy: env.TRUST_PROXY,
  staffIdleTimeoutMs: staffIdleTimeoutMs(env),
  ...(signer ? { natsAuth: signer } : {}),
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // a second signal means "now": the operator does not want to wait for the drain
    if (stopping) process.exit(1);
    stopping = true;
    services.app.log.info({ signal }, 'shutting down');
    services.close().then(
      () => process.exit(0),
      (err: unknown) => {
        services.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
