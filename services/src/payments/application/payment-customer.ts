import { ConcurrencyError, PaymentCustomerLinked, SYSTEM_ACTOR } from '@gamepod/events';
import type { PaymentDeps } from './payment-deps.ts';

const AGGREGATE = PaymentCustomerLinked.aggregate;

async function linked(deps: Pick<PaymentDeps, 'store' | 'gateway'>, userId: string): Promise<string | null> {
  const { events } = await deps.store.read(AGGREGATE, userId);
  const link = events.find(
    (e) => e.type === PaymentCustomerLinked.type && (e.data as { provider: string }).provider === deps.gateway.provider,
  );
  return link ? (link.data as { customer_id: string }).customer_id : null;
}

/**
 * The provider customer that holds `userId`'s saved cards: the one linked in the log, or a new
 * one linked now. Two first purchases at once make two customers; the first link wins and
 * both use it.
 */
export async function customerOf(deps: Pick<PaymentDeps, 'store' | 'gateway'>, userId: string): Promise<string> {
  const known = await linked(deps, userId);
  if (known) return known;
  const customer = await deps.gateway.createCustomer(userId);
  const { version } = await deps.store.read(AGGREGATE, userId);
  try {
    await deps.store.append(
      AGGREGATE,
      userId,
      [{ type: PaymentCustomerLinked.type, data: { provider: deps.gateway.provider, customer_id: customer } }],
      { expectedVersion: version, context: { actor: SYSTEM_ACTOR } },
    );
    return customer;
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
    return (await linked(deps, userId)) ?? customer;
  }
}
