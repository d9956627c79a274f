import type { BodyOf } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { maskCardNumber, maskCvc, maskExpiry, maskZip } from './card-masks.ts';

export type CardField = 'number' | 'expiry' | 'cvc' | 'zip';
type NewCard = Pick<BodyOf<'/user/payment/create_method'>, 'number' | 'exp_month' | 'exp_year' | 'cvc'>;

/** The only country cards are taken from. */
export const CARD_COUNTRY = { code: 'US', name: 'United States' } as const;

export const cardNumber = signal('');
export const cardExpiry = signal('');
export const cardCvc = signal('');
export const cardZip = signal('');
/** Keep this card for the next purchase. */
export const saveCard = signal(false);
export const invalidFields = signal<ReadonlySet<CardField>>(new Set());

const MASKS: Record<CardField, { field: typeof cardNumber; mask: (t: string) => string }> = {
  number: { field: cardNumber, mask: maskCardNumber },
  expiry: { field: cardExpiry, mask: maskExpiry },
  cvc: { field: cardCvc, mask: maskCvc },
  zip: { field: cardZip, mask: maskZip },
};

/** Sets a field through its mask and clears its highlight. */
export function setCardField(name: CardField, text: string): void {
  const { field, mask } = MASKS[name];
  field.value = mask(text);
  if (invalidFields.value.has(name)) invalidFields.value = new Set([...invalidFields.value].filter((f) => f !== name));
}

/** The fields that break a rule: number of 16 digits, expiry MM/YY, CVC of 3, ZIP of 5 digits. */
export function cardProblems(): Set<CardField> {
  const bad = new Set<CardField>();
  if (cardNumber.value.replace(/\D/g, '').length !== 16) bad.add('number');
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(cardExpiry.value)) bad.add('expiry');
  if (!/^\d{3}$/.test(cardCvc.value)) bad.add('cvc');
  if (!/^\d{5}$/.test(cardZip.value)) bad.add('zip');
  return bad;
}

/** The card as /user/payment/create_method takes it, or null with the bad fields highlighted. */
export function readCard(): NewCard | null {
  const bad = cardProblems();
  invalidFields.value = bad;
  if (bad.size > 0) return null;
  const [month, year] = cardExpiry.value.split('/');
  return {
    number: cardNumber.value.replace(/\D/g, ''),
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    cvc: cardCvc.value,
  };
}

export function clearCardForm(): void {
  for (const { field } of Object.values(MASKS)) field.value = '';
  saveCard.value = false;
  invalidFields.value = new Set();
}

export function setSaveCard(save: boolean): void {
  saveCard.value = save;
}

const PROVIDER_FIELDS: Readonly<Record<string, CardField>> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

/** Highlights the field a provider's refusal names (`exp_year` is the expiry), if any. */
export function markRefusedField(providerField: string | null): void {
  const field = providerField ? PROVIDER_FIELDS[providerField] : undefined;
  if (field) invalidFields.value = new Set([...invalidFields.value, field]);
}
