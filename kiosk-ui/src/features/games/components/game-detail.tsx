import { GAME_TYPE_LABELS } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { openChat } from '#app-state/chat/chat-model.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import './game-detail.css';
import { launchBusy, playBlocked, playLabel, pressPlay } from '../model/game-launch-model.ts';
import { selectedGame } from '../model/game-list-model.ts';

/** Opens the chat with the venue's staff over the games screen. */
function ChatButton() {
  return (
    <button type="button" className="store-chat__button" onClick={openChat} aria-label="Chat with us">
      <span className="store-chat__icon" aria-hidden="true" />
    </button>
  );
}

function Details() {
  useSignals();
  const game = selectedGame.value;
  if (!game) {
    return (
      <div className="store-detail__empty">
        <span className="store-detail__empty-icon" aria-hidden="true" />
        <p className="store-detail__empty-title">Pick a game</p>
        <p className="store-detail__empty-sub">Tap a poster to see its details.</p>
      </div>
    );
  }
  return (
    <>
      <div className="store-detail__art">
        <img className="store-detail__wash" src={game.ImageURL} alt="" draggable={false} />
        <img className="store-detail__image" src={game.ImageURL} alt="" draggable={false} />
      </div>
      <h2 className="store-detail__name">{game.GameName}</h2>
      <p className="store-detail__tags">
        <span className="store-tag">{game.GameGenre}</span>
        <span className="store-tag store-tag--rating">{game.GameEsrb}</span>
      </p>
      <dl className="store-detail__facts">
        <div>
          <dt>Released</dt>
          <dd>{game.ReleasedDate}</dd>
        </div>
        <div>
          <dt>Storage</dt>
          <dd>{GAME_TYPE_LABELS[game.GameType]}</dd>
        </div>
        <div>
          <dt>Platforms</dt>
          <dd>{game.PlatformsFE}</dd>
        </div>
      </dl>
    </>
  );
}

/** The chosen game's panel: its poster and facts, Play ('Choose a Game' until one is chosen) and chat. */
export function GameDetail() {
  useSignals();
  return (
    <aside className="store-detail" aria-label="Game details">
      <div className="store-detail__body">
        <Details />
      </div>
      <div className="store-detail__actions">
        <KioskButton
          className="store-play"
          block
          busy={launchBusy.value}
          disabled={playBlocked.value}
          onClick={pressPlay}
        >
          {playLabel.value}
        </KioskButton>
        <ChatButton />
      </div>
    </aside>
  );
}
