import { useSignals } from '@preact/signals-react/runtime';
import { TextField } from '#components/text-field.tsx';
import {
  CARD_COUNTRY,
  type CardField,
  cardCvc,
  cardExpiry,
  cardNumber,
  cardZip,
  invalidFields,
  saveCard,
  setCardField,
  setSaveCard,
} from '../model/card-form-model.ts';

const FIELDS: ReadonlyArray<{
  name: CardField;
  label: string;
  value: typeof cardNumber;
  placeholder: string;
  autoComplete: string;
}> = [
  {
    name: 'number',
    label: 'Card number',
    value: cardNumber,
    placeholder: '1234 1234 1234 1234',
    autoComplete: 'cc-number',
  },
  { name: 'expiry', label: 'Expiration', value: cardExpiry, placeholder: 'MM/YY', autoComplete: 'cc-exp' },
  { name: 'cvc', label: 'CVC', value: cardCvc, placeholder: '123', autoComplete: 'cc-csc' },
  { name: 'zip', label: 'ZIP', value: cardZip, placeholder: '12345', autoComplete: 'postal-code' },
];

/** A new card: number, expiry, CVC, ZIP and the country (United States only); masked as typed. */
export function NewCardForm() {
  useSignals();
  return (
    <section className="new-card" aria-labelledby="new-card-title">
      <h2 id="new-card-title" className="buy-step__title">
        Pay with a new card
      </h2>
      <div className="new-card__grid">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            className={`new-card__${f.name}`}
            label={f.label}
            value={f.value.value}
            onValue={(text) => setCardField(f.name, text)}
            invalid={invalidFields.value.has(f.name)}
            placeholder={f.placeholder}
            autoComplete={f.autoComplete}
            inputMode="numeric"
          />
        ))}
        <label className="text-field new-card__country">
          <span className="text-field__label">Country</span>
          <select className="text-field__input" value={CARD_COUNTRY.code} disabled>
            <option value={CARD_COUNTRY.code}>{CARD_COUNTRY.name}</option>
          </select>
        </label>
      </div>
      <SaveCardOption />
    </section>
  );
}

/** Keep the new card with the provider for the player's next purchase. */
export function SaveCardOption() {
  useSignals();
  return (
    <label className="new-card__save">
      <input type="checkbox" checked={saveCard.value} onChange={(e) => setSaveCard(e.currentTarget.checked)} />
      <span>Save this card for next time</span>
    </label>
  );
}
