import { GAME_PLAYERS_MAX, GAME_PLAYERS_MIN } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { openChat } from '#app-state/chat/chat-model.ts';
import { messageFor } from '#app-state/messages/catalogue-model.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { Spinner } from '#components/spinner.tsx';
import './launch-overlays.css';
import {
  choosePlayers,
  closeLaunch,
  continueWithPlayers,
  launchBusy,
  launchPhase,
  playerCount,
  unsupportedText,
} from '../model/game-launch-model.ts';

const COUNTS = Array.from({ length: GAME_PLAYERS_MAX - GAME_PLAYERS_MIN + 1 }, (_, i) => GAME_PLAYERS_MIN + i);

/** A catalogue message by key, else its built-in words. */
function CatalogueNote({ msgKey, head, sub }: { msgKey: string; head: string; sub: string }) {
  const entry = messageFor(msgKey);
  return (
    <div className="players-note" role="note">
      <strong>{entry?.text_head ?? head}</strong>
      {(entry?.text_sub ?? sub) ? <span>{entry?.text_sub ?? sub}</span> : null}
    </div>
  );
}

/** Group pods: 'How Many Players?' 1–4, with the guests' messages for one and for three or four. */
function PlayersQuestion() {
  useSignals();
  const n = playerCount.value;
  return (
    <Overlay
      title="How Many Players?"
      className="players-question"
      actions={
        <>
          <KioskButton busy={launchBusy.value} onClick={continueWithPlayers}>
            {`Continue with ${n} ${n === 1 ? 'Player' : 'Players'}`}
          </KioskButton>
          <KioskButton variant="secondary" onClick={closeLaunch}>
            Cancel
          </KioskButton>
        </>
      }
    >
      <fieldset className="players-count">
        <legend className="visually-hidden">Players</legend>
        {COUNTS.map((c) => (
          <button
            key={c}
            type="button"
            className="players-count__n"
            aria-pressed={c === n}
            onClick={() => choosePlayers(c)}
          >
            {c}
          </button>
        ))}
      </fieldset>
      {n === 1 ? (
        <CatalogueNote
          msgKey="playgame-guests-group-message"
          head="This game is for a group."
          sub="Please choose 2 or more players."
        />
      ) : null}
      {n >= 3 ? (
        <CatalogueNote
          msgKey="playgame-guests-controllers-message"
          head="Grab enough controllers for everyone."
          sub="Ask the staff if you need more."
        />
      ) : null}
    </Overlay>
  );
}

/** The launch's overlays: the players question, the wait, the failure and the refused console. */
export function LaunchOverlays() {
  useSignals();
  switch (launchPhase.value) {
    case 'idle':
      return null;
    case 'players':
      return <PlayersQuestion />;
    case 'starting':
      return (
        <Overlay title="Getting your game ready!" badge={<Spinner label="Starting the game" />}>
          <p>Hold tight...</p>
        </Overlay>
      );
    case 'failed': {
      const text = messageFor('player-games-start-error');
      return (
        <Overlay
          title={text?.text_head ?? 'Still Here? Something went wrong.'}
          tone="alert"
          actions={
            <>
              <KioskButton
                onClick={() => {
                  closeLaunch();
                  openChat();
                }}
              >
                Chat with us
              </KioskButton>
              <KioskButton variant="secondary" onClick={closeLaunch}>
                Back to Games
              </KioskButton>
            </>
          }
        >
          <p>{text?.text_sub ?? 'Chat with us below and we’ll sort this out for you'}</p>
        </Overlay>
      );
    }
    case 'unsupported':
      return (
        <Overlay
          title={unsupportedText.value}
          tone="warning"
          actions={<KioskButton onClick={closeLaunch}>Ok</KioskButton>}
        />
      );
    default: {
      const never: never = launchPhase.value;
      return never;
    }
  }
}
