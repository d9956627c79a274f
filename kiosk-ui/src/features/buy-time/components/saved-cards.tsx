import { useSignals } from '@preact/signals-react/runtime';
import { deleteCard, deletingCard, savedCards, selectedCard, toggleCard } from '../model/purchase-model.ts';

/** The player's saved cards: a touch selects one, another deselects it; each can be deleted. */
export function SavedCards() {
  useSignals();
  const cards = savedCards.value;
  if (cards.length === 0) return null;
  return (
    <section className="saved-cards" aria-labelledby="saved-cards-title">
      <h2 id="saved-cards-title" className="buy-step__title">
        Saved cards
      </h2>
      <ul className="saved-cards__list">
        {cards.map((card) => {
          const selected = selectedCard.value === card.id;
          return (
            <li key={card.id} className={`saved-card${selected ? ' saved-card--selected' : ''}`}>
              <button
                type="button"
                className="saved-card__pick"
                aria-pressed={selected}
                onClick={() => toggleCard(card.id)}
              >
                <span className="saved-card__brand">{card.card.brand}</span>
                <span className="saved-card__number">•••• {card.card.last4}</span>
                <span className="saved-card__state">{selected ? 'Selected' : 'Use this card'}</span>
              </button>
              <button
                type="button"
                className="saved-card__delete"
                aria-label={`Delete card ending ${card.card.last4}`}
                disabled={deletingCard.value !== null}
                onClick={() => void deleteCard(card.id)}
              >
                Delete
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
