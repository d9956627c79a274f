import { useSignals } from '@preact/signals-react/runtime';
import { messageFor } from '#app-state/messages/system-messages.ts';
import { Button } from '#components/button.tsx';
import { Spinner } from '#components/spinner.tsx';
import { chatAboutLaunch, launchPhase, resetLaunch } from '../model/pod-games-launch-model.ts';

/** The launch sent here did not start within the startup time: Yes opens the live chat. */
function NotStarted() {
  return (
    <div className="pod-games__overlay" role="alertdialog" aria-label="Launch did not start">
      <h2>Still Here? Something must have gone wrong--please start a chat with us!</h2>
      <div className="pod-games__overlay-actions">
        <Button variant="primary" onClick={chatAboutLaunch} data-autofocus>
          Yes
        </Button>
        <Button onClick={resetLaunch}>Close</Button>
      </div>
    </div>
  );
}

/**
 * 'Getting your game ready!' while the launch goes out and, when it starts here, until the
 * station says the game started; the failure panels when it was refused or did not start.
 */
export function PodGamesOverlays() {
  useSignals();
  const phase = launchPhase.value;
  if (phase === 'idle') return null;
  if (phase === 'starting') {
    return (
      <div className="pod-games__overlay" role="status">
        <Spinner label="Starting the game" />
        <h2>Getting your game ready!</h2>
        <p>Hold tight...</p>
      </div>
    );
  }
  if (phase === 'not-started') return <NotStarted />;
  const text = messageFor('player-games-start-error');
  return (
    <div className="pod-games__overlay" role="alertdialog" aria-label="Launch failed">
      <h2>{text?.text_head ?? 'Still Here? Something went wrong.'}</h2>
      <p>{text?.text_sub ?? 'Chat with us below and we’ll sort this out for you'}</p>
      <div className="pod-games__overlay-actions">
        <Button variant="primary" onClick={resetLaunch} data-autofocus>
          Close
        </Button>
      </div>
    </div>
  );
}
