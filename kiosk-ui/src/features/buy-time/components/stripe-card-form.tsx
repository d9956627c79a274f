import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { cardTaker, mountStripeCard, stripeCardProblem } from '../model/stripe-card-model.ts';
import { SaveCardOption } from './new-card-form.tsx';

/** A new card in Stripe's own card field (number, expiry, CVC, ZIP), which sends it to Stripe itself. */
export function StripeCardForm() {
  useSignals();
  const state = cardTaker.value;
  return (
    <section className="new-card" aria-labelledby="new-card-title" aria-busy={state === 'stripe-loading'}>
      <h2 id="new-card-title" className="buy-step__title">
        Pay with a new card
      </h2>
      {state === 'stripe-failed' ? (
        <p className="buy-error" role="alert">
          The card form could not be loaded. A saved card still works, or please ask a member of staff.
        </p>
      ) : (
        <div className="new-card__stripe">
          {state === 'stripe' ? (
            <StripeField />
          ) : (
            <span className="new-card__loading">Loading the secure card form…</span>
          )}
        </div>
      )}
      {stripeCardProblem.value ? (
        <p className="new-card__problem" role="alert">
          {stripeCardProblem.value}
        </p>
      ) : null}
      <SaveCardOption />
    </section>
  );
}

/** The box Stripe.js mounts its card field in, while Stripe.js is loaded. */
function StripeField() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => (host.current ? mountStripeCard(host.current) : undefined), []);
  return <div ref={host} />;
}
