import { handleCommand } from '@gamepod/event-store';
import { type AppendContext, NotFoundError } from '@gamepod/events';
import type { CardInput } from '../adapters/payment-gateway.ts';
import { type PaymentMethodCommand, paymentMethodDecider } from '../domain/payment-method-decider.ts';
import { customerOf } from './payment-customer.ts';
import type { PaymentDeps } from './payment-deps.ts';

const NOT_SAVED = () => new NotFoundError('This card is not saved', { field: 'payment_method' });

function recordMethod(deps: PaymentDeps, methodId: string, command: PaymentMethodCommand, context: AppendContext) {
  return handleCommand(deps.store, paymentMethodDecider, methodId, command, { context, clock: deps.clock });
}

/** Whom the log says entered the card, or null for one it never saw. */
async function enteredBy(deps: PaymentDeps, methodId: string): Promise<string | null> {
  const { events } = await deps.store.read(paymentMethodDecider.aggregate, methodId);
  const state = events.reduce(
    (s, e) => paymentMethodDecider.evolve(s, e as Parameters<typeof paymentMethodDecider.evolve>[1]),
    paymentMethodDecider.initialState(),
  );
  return state.owner;
}

/** A card from the kiosk's own card form, made at the provider and recorded as `userId`'s. */
export async function enterMethod(deps: PaymentDeps, userId: string, card: CardInput, context: AppendContext) {
  const methodId = await deps.gateway.createMethod(card);
  await recordMethod(deps, methodId, { type: 'Enter', user_id: userId, provider: deps.gateway.provider }, context);
  return methodId;
}

/**
 * Refuses (404) a card that is not `userId`'s to pay with: one another player entered, saved
 * or not, is refused from the log alone, before the provider is asked; a saved card
 * (`existing`) must be on the player's provider customer. A card the log never saw (the
 * provider's own card form made it) must be on no customer or theirs, and becomes theirs.
 */
export async function assertMethodUsable(
  deps: PaymentDeps,
  userId: string,
  methodId: string,
  existing: boolean,
  context: AppendContext,
): Promise<void> {
  const owner = await enteredBy(deps, methodId);
  if (owner !== null && owner !== userId) throw NOT_SAVED();
  if (!existing && owner === userId) return;
  const customer = await customerOf(deps, userId);
  const holder = await deps.gateway.methodOwner(methodId);
  if (existing ? holder !== customer : holder !== null && holder !== customer) throw NOT_SAVED();
  if (owner === null) {
    await recordMethod(deps, methodId, { type: 'Use', user_id: userId, provider: deps.gateway.provider }, context);
  }
}

/** The buyer's saved cards. */
export async function savedMethods(deps: PaymentDeps, userId: string) {
  return deps.gateway.listMethods(await customerOf(deps, userId));
}

/** Forgets one of the buyer's saved cards; 404 for a card that is not theirs. */
export async function forgetMethod(deps: PaymentDeps, userId: string, methodId: string) {
  const customer = await customerOf(deps, userId);
  if ((await deps.gateway.methodOwner(methodId)) !== customer) throw NOT_SAVED();
  await deps.gateway.detachMethod(methodId);
  return deps.gateway.listMethods(customer);
}
