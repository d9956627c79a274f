import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { StationBar } from '#app-state/session/components/station-bar.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { ScreenFrame } from '#components/screen-frame.tsx';
import { CardStep, ConfirmedStep, OfferStep } from '../components/buy-steps.tsx';
import { loadMoreOffers, resetOffers } from '../model/offers-model.ts';
import { leaveBuyTime, leaving, startPurchase, step } from '../model/purchase-model.ts';
import './buy-time.css';

function BuyTimeBar() {
  useSignals();
  return (
    <StationBar>
      {step.value === 'offer' ? (
        <KioskButton variant="secondary" onClick={leaveBuyTime} disabled={leaving.value}>
          Back
        </KioskButton>
      ) : null}
    </StationBar>
  );
}

/** Buy Time: offer, card, then 'Purchase confirmed!'. The route around it runs the player's watchers. */
export function BuyTimeScreen() {
  useSignals();
  useEffect(() => {
    const stop = startPurchase();
    resetOffers();
    void loadMoreOffers();
    return stop;
  }, []);
  return (
    <ScreenFrame className={`buy-time${leaving.value ? ' buy-time--leaving' : ''}`}>
      <BuyTimeBar />
      <main className="buy-time__main">
        {step.value === 'offer' ? <OfferStep /> : step.value === 'card' ? <CardStep /> : <ConfirmedStep />}
      </main>
    </ScreenFrame>
  );
}
