import { computed, signal } from '@preact/signals-react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

/**
 * Who takes a new card. With a publishable key on the server Stripe.js does: the number goes
 * from Stripe's own card field to Stripe, never through our page's code or our server.
 * Without one, the kiosk's own card form sends it to the server's gateway.
 */
export type CardTaker = 'unknown' | 'own-form' | 'stripe-loading' | 'stripe' | 'stripe-failed';

export const cardTaker = signal<CardTaker>('unknown');
/** What Stripe's card field says about what was typed, or null while it is fine. */
export const stripeCardProblem = signal<string | null>(null);
/** A new card can be paid with: the form to take it is there. */
export const newCardReady = computed(() => cardTaker.value === 'own-form' || cardTaker.value === 'stripe');

let stripe: Stripe | null = null;
let loadedKey: string | null = null;
let element: StripeCardElement | null = null;

/** Loads Stripe.js for `key` once; Stripe's script is fetched only now, never for the local gateway. */
export async function takeCardsWithStripe(key: string): Promise<void> {
  if (loadedKey === key && stripe) {
    cardTaker.value = 'stripe';
    return;
  }
  cardTaker.value = 'stripe-loading';
  try {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    stripe = await loadStripe(key);
    loadedKey = key;
    cardTaker.value = stripe ? 'stripe' : 'stripe-failed';
  } catch {
    cardTaker.value = 'stripe-failed';
  }
}

export function takeCardsWithOwnForm(): void {
  cardTaker.value = 'own-form';
}

export const usesStripeJs = (): boolean => cardTaker.value.startsWith('stripe');

/** Puts Stripe's card field into `host`; returns what takes it out again. */
export function mountStripeCard(host: HTMLElement): () => void {
  if (!stripe) return () => undefined;
  const card = stripe.elements().create('card', {
    style: { base: { fontSize: '22px', color: '#f5f7fb', '::placeholder': { color: '#8d97ad' } } },
  });
  card.on('change', (e) => {
    stripeCardProblem.value = e.error?.message ?? null;
  });
  card.mount(host);
  element = card;
  return () => {
    card.destroy();
    if (element === card) element = null;
    stripeCardProblem.value = null;
  };
}

/** The payment method Stripe made of the card typed into its field, or Stripe's reason it could not. */
export async function stripeCardMethod(): Promise<{ id: string } | { refused: string }> {
  if (!stripe || !element) return { refused: 'The card form is not ready yet. Please try again.' };
  const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card: element });
  if (paymentMethod) return { id: paymentMethod.id };
  return { refused: error?.message ?? 'Your card could not be read. Please check it and try again.' };
}
