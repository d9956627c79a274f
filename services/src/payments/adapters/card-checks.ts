import { type CardInput, PaymentDeclined } from './payment-gateway.ts';
import { luhnValid } from './test-cards.ts';

/** The card checks Stripe makes when a card is entered; each refusal names the field. */
export function checkCard(card: CardInput, now: Date): void {
  const number = card.number.replace(/\s+/g, '');
  if (!luhnValid(number)) throw new PaymentDeclined('Your card number is incorrect.', 'incorrect_number', 'number');
  if (card.exp_month < 1 || card.exp_month > 12) {
    throw new PaymentDeclined("Your card's expiration month is invalid.", 'invalid_expiry_month', 'exp_month');
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const endOfMonth = Date.UTC(year, card.exp_month, 1);
  if (endOfMonth <= now.getTime()) {
    throw new PaymentDeclined("Your card's expiration year is in the past.", 'invalid_expiry_year', 'exp_year');
  }
  if (!/^\d{3,4}$/.test(card.cvc))
    throw new PaymentDeclined("Your card's security code is invalid.", 'invalid_cvc', 'cvc');
}
