/**
 * Stripe's documented test card numbers and what Stripe's test mode does with each: the
 * local gateway answers them the same way, so the kiosk behaves alike with or without a key.
 */
export type TestCardOutcome =
  /** Pays; `later: 'disputed'` opens a dispute (fraudulent) a moment later. */
  | { readonly kind: 'succeeds'; readonly brand: string; readonly later?: 'disputed' }
  /** Stays processing, then succeeds or fails a moment later. */
  | { readonly kind: 'processing'; readonly brand: string; readonly later: 'succeeds' | 'fails' }
  | { readonly kind: 'declines'; readonly brand: string; readonly code: string; readonly message: string };

/** What the provider says when a processing payment fails. */
export const FAILED_AFTER_PROCESSING = 'Your card was declined.';

const declined = (code: string, message: string): TestCardOutcome => ({
  kind: 'declines',
  brand: 'visa',
  code,
  message,
});

export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': { kind: 'succeeds', brand: 'visa' },
  '4000056655665556': { kind: 'succeeds', brand: 'visa' },
  '5555555555554444': { kind: 'succeeds', brand: 'mastercard' },
  '378282246310005': { kind: 'succeeds', brand: 'amex' },
  '6011111111111117': { kind: 'succeeds', brand: 'discover' },
  // Stripe's: the charge succeeds, then the cardholder disputes it as fraudulent
  '4000000000000259': { kind: 'succeeds', brand: 'visa', later: 'disputed' },
  // the local gateway's own (Stripe's test mode has no card that stays processing)
  '4000000000006017': { kind: 'processing', brand: 'visa', later: 'succeeds' },
  '4000000000006025': { kind: 'processing', brand: 'visa', later: 'fails' },
  '4000000000000002': declined('generic_decline', 'Your card was declined.'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card', 'Your card was declined.'),
  '4000000000000069': declined('expired_card', 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': declined(
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
};

/** What test mode says of a real card number. */
export const LIVE_CARD_IN_TEST_MODE =
  'Your card was declined. Your request was in test mode, but used a non test card.';

/** The Luhn check card numbers carry. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
