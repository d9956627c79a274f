import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Spinner } from '#components/spinner.tsx';
import { formatOfferMinutes, formatUsd } from '../model/offer-format.ts';
import { hasMoreOffers, loadMoreOffers, noOffers, offers, offersLoading } from '../model/offers-model.ts';
import { chooseOffer } from '../model/purchase-model.ts';

/** Reads the next page when the list's end scrolls into view. */
function MoreOnScroll() {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = end.current;
    if (!node) return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMoreOffers();
    });
    seen.observe(node);
    return () => seen.disconnect();
  }, []);
  return <div ref={end} className="offers__end" aria-hidden="true" />;
}

/** The offers as large tiles: minutes, name, price; a touch picks one. */
export function OfferList() {
  useSignals();
  if (noOffers.value) {
    return (
      <p className="offers__empty" role="status">
        No offers found at the moment!
      </p>
    );
  }
  return (
    <div className="offers">
      <ul className="offers__grid" aria-label="Offers">
        {offers.value.map((offer) => (
          <li key={offer.id}>
            <button type="button" className="offer" onClick={() => chooseOffer(offer)}>
              {offer.ImageURL ? <img className="offer__image" src={offer.ImageURL} alt="" /> : null}
              <span className="offer__minutes">{formatOfferMinutes(offer.minutes)}</span>
              <span className="offer__name">{offer.name}</span>
              <span className="offer__price">{formatUsd(offer.usd_cost)}</span>
            </button>
          </li>
        ))}
      </ul>
      {offersLoading.value ? <Spinner label="Loading offers…" /> : null}
      {hasMoreOffers.value && !offersLoading.value ? <MoreOnScroll /> : null}
    </div>
  );
}
