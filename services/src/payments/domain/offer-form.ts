import { OFFER_FORM_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import type { OfferForm } from './offer-decider.ts';

/** The offer form as the API takes it (shape checked by its schema). */
export type OfferInput = {
  readonly lab_id?: string | null;
  readonly name: string;
  readonly minutes: number;
  readonly usd_cost: number;
  readonly image_url?: string | null;
  readonly active?: 0 | 1;
  readonly order?: number;
};

/** USD as whole cents; a price with a fraction of a cent is refused, not rounded. */
export function centsOf(usd: number, field = 'usd_cost'): number {
  const cents = Math.round(usd * 100);
  if (Math.abs(cents - usd * 100) > 1e-6) {
    throw new ValidationError(`${field}: at most two decimals`, { field });
  }
  return cents;
}

/** Cents as the USD amount the API shows. */
export const usdOf = (cents: number): number => cents / 100;

/** Reads the offer form: the name trimmed, empty lab and image as none, shown and first unless told. */
export function readOfferForm(input: OfferInput): OfferForm {
  refuseMissingFields(OFFER_FORM_RULES, input);
  const name = input.name.trim();
  return {
    lab_id: input.lab_id ? input.lab_id : null,
    name,
    minutes: input.minutes,
    price_cents: centsOf(input.usd_cost),
    image_url: input.image_url ? input.image_url : null,
    active: input.active === undefined ? true : input.active === 1,
    position: input.order ?? 0,
  };
}
