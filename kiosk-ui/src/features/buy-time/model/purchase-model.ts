import { PAYMENT_UNSUCCESSFUL_KEY, type PlayerOffer, type SavedPaymentMethod } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { ApiError, fieldOf, msgKeyOf } from '#api/api-client.ts';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { messageFor, toastFailure, toastMessage } from '#app-state/messages/catalogue-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { buyTimeApi, type PlayerKeys } from '../api/buy-time-api.ts';
import { clearCardForm, markRefusedField, readCard, saveCard } from './card-form-model.ts';
import { playerKeys } from './player-keys.ts';
import {
  cardTaker,
  newCardReady,
  stripeCardMethod,
  takeCardsWithOwnForm,
  takeCardsWithStripe,
  usesStripeJs,
} from './stripe-card-model.ts';

/** After 'Purchase confirmed!' the dashboard comes back in 5 s. */
export const CONFIRMED_RETURN_MS = 5_000;
/** Back from the offers fades out for 0.5 s before the dashboard. */
export const BACK_FADE_MS = 500;

export type BuyStep = 'offer' | 'card' | 'done';

export const step = signal<BuyStep>('offer');
export const chosenOffer = signal<PlayerOffer | null>(null);
export const savedCards = signal<readonly SavedPaymentMethod[]>([]);
/** The saved card that pays, or null: a new card. */
export const selectedCard = signal<string | null>(null);
export const paying = signal(false);
export const deletingCard = signal<string | null>(null);
/** Why the last payment failed, as the player reads it. */
export const paymentError = signal<string | null>(null);
/** Minutes left after the purchase. */
export const timeAfter = signal<number | null>(null);
/** The provider took the payment but has not settled it: its minutes come when it succeeds. */
export const paymentProcessing = signal(false);
export const leaving = signal(false);

/** An intent is made once per chosen offer and reused when a card is refused and another tried. */
let intent: { id: string; offer: string } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const SUCCESS = new Set(['succeeded', 'processing']);

function unsuccessfulText(): string {
  const entry = messageFor(PAYMENT_UNSUCCESSFUL_KEY);
  return entry ? [entry.text_head, entry.text_sub].filter(Boolean).join(' ') : 'Your payment did not go through.';
}

/** A refusal as the player reads it: the unsuccessful key's text, else the provider's own message. */
function failureText(err: unknown): string {
  if (msgKeyOf(err) === PAYMENT_UNSUCCESSFUL_KEY) return unsuccessfulText();
  return err instanceof ApiError && err.message ? err.message : unsuccessfulText();
}

/** A fresh Buy Time: the offer step, nothing chosen. */
export function startPurchase(): () => void {
  clearTimeout(timer);
  step.value = 'offer';
  chosenOffer.value = null;
  selectedCard.value = null;
  paymentError.value = null;
  timeAfter.value = null;
  paymentProcessing.value = false;
  leaving.value = false;
  intent = null;
  clearCardForm();
  return () => clearTimeout(timer);
}

async function loadSavedCards(): Promise<void> {
  const keys = playerKeys();
  if (!keys) return;
  try {
    savedCards.value = (await buyTimeApi.savedCards(keys)).methods;
  } catch (err) {
    if (!logoutIfExpired(err)) toastFailure(err, 'Unable to load your saved cards.');
  }
}

/** Stripe.js takes the card when the server has a publishable key; else the kiosk's own form. */
async function loadCardTaker(): Promise<void> {
  const keys = playerKeys();
  if (!keys) return;
  try {
    const { publishable_key } = await buyTimeApi.provider(keys);
    if (publishable_key) await takeCardsWithStripe(publishable_key);
    else takeCardsWithOwnForm();
  } catch (err) {
    if (!logoutIfExpired(err)) toastFailure(err, 'Unable to open the card form.');
  }
}

export function chooseOffer(offer: PlayerOffer): void {
  if (chosenOffer.value?.id !== offer.id) intent = null;
  chosenOffer.value = offer;
  paymentError.value = null;
  step.value = 'card';
  cardTaker.value = 'unknown';
  void loadSavedCards();
  void loadCardTaker();
}

/** The payment method of a new card: the kiosk's own form through the server, or Stripe.js straight to Stripe. */
async function newCardMethod(keys: PlayerKeys, own: ReturnType<typeof readCard>): Promise<string | null> {
  if (own) return (await buyTimeApi.createCard(keys, own)).pm.id;
  const made = await stripeCardMethod();
  if ('id' in made) return made.id;
  paymentError.value = made.refused;
  return null;
}

/** Back from the card step shows the offers again. */
export function backToOffers(): void {
  step.value = 'offer';
  paymentError.value = null;
}

/** Back from the offers: a short fade, then the dashboard. */
export function leaveBuyTime(): void {
  leaving.value = true;
  timer = setTimeout(() => navigate('/player/dashboard'), BACK_FADE_MS);
}

/** A saved card is selected by a touch and deselected by another. */
export function toggleCard(id: string): void {
  selectedCard.value = selectedCard.value === id ? null : id;
  paymentError.value = null;
}

export async function deleteCard(id: string): Promise<void> {
  const keys = playerKeys();
  if (!keys || deletingCard.value) return;
  deletingCard.value = id;
  try {
    const reply = await buyTimeApi.deleteCard(keys, id);
    savedCards.value = reply.methods;
    if (selectedCard.value === id) selectedCard.value = null;
    showToast('success', reply.message);
  } catch (err) {
    if (!logoutIfExpired(err)) toastFailure(err, 'Unable to delete the card.');
  } finally {
    deletingCard.value = null;
  }
}

/** Pays the chosen offer with the selected saved card, or the new card in the form. */
export async function pay(): Promise<void> {
  const keys = playerKeys();
  const offer = chosenOffer.value;
  if (!keys || !offer || paying.value) return;
  const existing = selectedCard.value;
  if (!existing && !newCardReady.value) return;
  const stripe = usesStripeJs();
  const card = existing || stripe ? null : readCard();
  if (!existing && !stripe && !card) {
    toastMessage('generic-required-message', 'Please fill all required fields');
    return;
  }
  paying.value = true;
  paymentError.value = null;
  try {
    if (intent?.offer !== offer.id) {
      const made = (await buyTimeApi.createIntent(keys, offer.usd_cost, offer.id)).intent;
      intent = { id: made.id, offer: offer.id };
    }
    const method = existing ?? (await newCardMethod(keys, card));
    if (!method) return;
    if (!existing) await buyTimeApi.updateSaveCard(keys, intent.id, saveCard.value, offer.usd_cost);
    const reply = await buyTimeApi.confirm(keys, intent.id, method, existing !== null);
    if (!SUCCESS.has(reply.intent.status)) {
      paymentError.value = unsuccessfulText();
      return;
    }
    timeAfter.value = reply.time;
    paymentProcessing.value = reply.intent.status === 'processing';
    step.value = 'done';
    timer = setTimeout(() => navigate('/player/dashboard'), CONFIRMED_RETURN_MS);
  } catch (err) {
    if (logoutIfExpired(err)) return;
    paymentError.value = failureText(err);
    markRefusedField(fieldOf(err));
  } finally {
    paying.value = false;
  }
}
