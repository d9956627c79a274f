// The event store's test fixture: a test file's own streams and a store over them, for the
// test counter aggregate the vocabulary's tests define.
import { after, before } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { jetstreamManager } from '@nats-io/jetstream';
import { testRegistry } from '../../../events/test/support/test-events.ts';
import { EventStore } from '../../src/event-store.ts';
import { ensureStreams } from '../../src/stream-config.ts';

export * from '../../../events/test/support/test-events.ts';

export async function openStore(env: TestEnv): Promise<EventStore> {
  await ensureStreams(await jetstreamManager(env.nc), env.names);
  return new EventStore({ nc: env.nc, names: env.names, registry: testRegistry });
}

/** A test file's store on its own streams, opened by `before` and closed by `after`. */
export type StoreFixture = { env: TestEnv; store: EventStore };

/** Registers the hooks that give the calling describe block its own event store. */
export function storeFixture(): StoreFixture {
  const fixture = {} as StoreFixture;
  before(async () => {
    fixture.env = await openTestEnv();
    fixture.store = await openStore(fixture.env);
  });
  after(() => fixture.env.close());
  return fixture;
}
