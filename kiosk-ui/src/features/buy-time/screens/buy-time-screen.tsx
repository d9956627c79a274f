import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { recordActivity } from '../../../app-state/activity/activity-model.ts';
import { station } from '../../../app-state/station/bridge-model.ts';
import { KioskButton } from '../../../components/kiosk-button.tsx';
import { ScreenFrame } from '../../../components/screen-frame.tsx';
import { StationBar } from '../../../components/station-bar.tsx';
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

/** /player/buy-time: offer, card, then 'Purchase confirmed!'; a locked pod shows the locked-out text. */
export function BuyTimeScreen() {
  useSignals();
  useEffect(() => {
    recordActivity('ui_buy');
    const stop = startPurchase();
    resetOffers();
    void loadMoreOffers();
    return stop;
  }, []);
  const locked = station.value?.pod_disabled === true;
  return (
    <ScreenFrame className={`buy-time${leaving.value ? ' buy-time--leaving' : ''}`}>
      <BuyTimeBar />
      <main className="buy-time__main">
        {locked ? (
          <h1 className="buy-time__locked" role="alert">
            You have been locked out by Admin. Please wait...
          </h1>
        ) : step.value === 'offer' ? (
          <OfferStep />
        ) : step.value === 'card' ? (
          <CardStep />
        ) : (
          <ConfirmedStep />
        )}
      </main>
    </ScreenFrame>
  );
}
