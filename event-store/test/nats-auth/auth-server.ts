import { after, before } from 'node:test';
import { type NatsServer, startPrivateNatsServer } from '@gamepod/devkit';
import { credsAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { connect, type NodeConnectionOptions } from '@nats-io/transport-node';
import { createAuthMaterial, type NatsAuthMaterial, serverConfig } from '../../src/nats-auth/index.ts';

/**
 * The shared test server runs without auth, so every nats-auth test file starts a server of
 * its own in operator mode, with fresh material.
 */
export type AuthServerFixture = {
  material: NatsAuthMaterial;
  nats: NatsServer;
  /** Connects with creds text; never reconnects, so a refused login fails the call at once. */
  connectWith(creds: string, opts?: Partial<NodeConnectionOptions>): Promise<NatsConnection>;
};

export function connectWithCreds(
  url: string,
  creds: string,
  opts: Partial<NodeConnectionOptions> = {},
): Promise<NatsConnection> {
  return connect({
    servers: url,
    authenticator: credsAuthenticator(new TextEncoder().encode(creds)),
    reconnect: false,
    timeout: 5_000,
    ...opts,
  });
}

/** Starts the file's operator-mode server before its tests and stops it after them. */
export function authServerFixture(): AuthServerFixture {
  const f = { material: createAuthMaterial() } as AuthServerFixture;
  const open: NatsConnection[] = [];
  f.connectWith = async (creds, opts) => {
    const nc = await connectWithCreds(f.nats.url, creds, opts);
    open.push(nc);
    return nc;
  };
  before(async () => {
    f.nats = await startPrivateNatsServer({ configText: serverConfig(f.material) });
  });
  after(async () => {
    for (const nc of open) await nc.close().catch(() => undefined);
    await f.nats?.stop();
  });
  return f;
}
