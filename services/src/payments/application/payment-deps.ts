import type { EventStore } from '@gamepod/event-store';
import type { ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { PaymentGateway } from '../adapters/payment-gateway.ts';
import type { KeyedQueue } from './keyed-queue.ts';

/** What the payment use cases need: the log, the read models, the clock and the provider. */
export type PaymentDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: ReadModelWatcher;
  readonly clock: () => Date;
  readonly gateway: PaymentGateway;
  /** One player's intents for one offer are opened in turn on this instance. */
  readonly opening: KeyedQueue;
};
