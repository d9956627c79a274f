import { useSignals } from '@preact/signals-react/runtime';
import { KioskButton } from '#components/kiosk-button.tsx';
import { formatOfferMinutes, formatUsd } from '../model/offer-format.ts';
import {
  backToOffers,
  chosenOffer,
  pay,
  paying,
  paymentError,
  paymentProcessing,
  selectedCard,
  timeAfter,
} from '../model/purchase-model.ts';
import { newCardReady, usesStripeJs } from '../model/stripe-card-model.ts';
import { NewCardForm } from './new-card-form.tsx';
import { OfferList } from './offer-list.tsx';
import { SavedCards } from './saved-cards.tsx';
import { StripeCardForm } from './stripe-card-form.tsx';

export function OfferStep() {
  return (
    <section className="buy-step buy-step--offers" aria-labelledby="offer-step-title">
      <h1 id="offer-step-title" className="buy-time__title">
        Choose your time
      </h1>
      <OfferList />
    </section>
  );
}

export function CardStep() {
  useSignals();
  const offer = chosenOffer.value;
  if (!offer) return null;
  return (
    <section className="buy-step buy-step--card" aria-labelledby="card-step-title">
      <div className="buy-summary">
        <h1 id="card-step-title" className="buy-time__title">
          Pay for {offer.name}
        </h1>
        <p className="buy-summary__line">
          {formatOfferMinutes(offer.minutes)} for <strong>{formatUsd(offer.usd_cost)}</strong>
        </p>
      </div>
      <div className="buy-card">
        <SavedCards />
        {selectedCard.value ? null : usesStripeJs() ? <StripeCardForm /> : <NewCardForm />}
      </div>
      {paymentError.value ? (
        <p className="buy-error" role="alert">
          {paymentError.value}
        </p>
      ) : null}
      <div className="buy-actions">
        <KioskButton variant="secondary" onClick={backToOffers} disabled={paying.value}>
          Back
        </KioskButton>
        <KioskButton
          onClick={() => void pay()}
          busy={paying.value}
          disabled={!selectedCard.value && !newCardReady.value}
        >
          Pay {formatUsd(offer.usd_cost)}
        </KioskButton>
      </div>
    </section>
  );
}

export function ConfirmedStep() {
  useSignals();
  return (
    <section className="buy-step buy-step--done" role="status">
      <span className="buy-done__mark" aria-hidden="true">
        ✓
      </span>
      <h1 className="buy-time__title">Purchase confirmed!</h1>
      {paymentProcessing.value ? (
        <p className="buy-done__time">Your payment is processing: the time is added as soon as it goes through.</p>
      ) : timeAfter.value !== null ? (
        <p className="buy-done__time">You now have {formatOfferMinutes(timeAfter.value)} of play time.</p>
      ) : null}
      <p className="buy-done__next">Back to your dashboard in a moment…</p>
    </section>
  );
}
