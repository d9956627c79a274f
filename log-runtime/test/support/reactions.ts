// Reactions over the test ledger, and runtimes for them on a ledger fixture's stream and database.

import type { EventStore } from '@gamepod/event-store';
import { type StoredEvent, uuidv7 } from '@gamepod/events';
import { CheckpointWatcher } from '../../src/consumer/checkpoint-watcher.ts';
import { type Reaction, reactionLabel } from '../../src/reactions/reaction.ts';
import { ReactionsRuntime, type ReactionsRuntimeOptions } from '../../src/reactions/reactions-runtime.ts';
import { AccountOpened, ledgerRegistry } from './ledger.ts';
import type { LedgerFixture } from './ledger-fixture.ts';

export const context = { actor: { kind: 'system' as const, name: 'test' } };

/** Opens account `id` with `label`: one commit. */
export const open = (store: EventStore, id: string, label = id) =>
  store.append('account', id, [AccountOpened.of({ label })], { expectedVersion: 'any', context });

/** The events on one account's subject. */
export async function eventsOf(store: EventStore, id: string): Promise<StoredEvent[]> {
  return (await store.read('account', id)).events;
}

/** A unique tag for this test's account ids. */
export const tag = () => uuidv7().replace(/-/g, '').slice(-12);

/**
 * Starts runtimes on the fixture's stream and database and stops them after the file; also a
 * checkpoint watcher, so a test can wait until a reaction has handled a sequence.
 */
export function reactionRuntimes(f: LedgerFixture) {
  const running: ReactionsRuntime[] = [];
  let watcher: CheckpointWatcher | undefined;
  return {
    async start(
      reactions: readonly Reaction[],
      opts: Partial<ReactionsRuntimeOptions> = {},
    ): Promise<ReactionsRuntime> {
      // listening before any reaction runs, so no checkpoint NOTIFY is missed
      watcher ??= await new CheckpointWatcher(f.env.databaseUrl, []).start();
      const runtime = new ReactionsRuntime({
        reactions,
        nc: f.env.nc,
        db: f.database.db,
        names: f.env.names,
        registry: ledgerRegistry,
        retry: { attempts: 2, delayMs: 10 },
        standbyRetryMs: 100,
        ...opts,
      });
      running.push(runtime);
      await runtime.prepare();
      return runtime.start();
    },
    async stop(runtime: ReactionsRuntime): Promise<void> {
      running.splice(running.indexOf(runtime), 1);
      await runtime.stop();
    },
    /** Resolves once `reaction` has handled (or passed) `seq`. */
    async handled(reaction: Reaction, seq: number): Promise<void> {
      if (!watcher) throw new Error('no runtime was started');
      if (!(await watcher.waitFor([reactionLabel(reaction.name)], seq, 10_000)))
        throw new Error(`reaction ${reaction.name} did not reach ${seq}`);
    },
    /** Stops every runtime started so far (they share one lead: only one runs reactions at a time). */
    async stopAll(): Promise<void> {
      for (const r of running.splice(0)) await r.stop();
    },
    async close(): Promise<void> {
      for (const r of running.splice(0)) await r.stop();
      await watcher?.close();
    },
  };
}
