import { useSignals } from '@preact/signals-react/runtime';
import { messageFor } from '#app-state/messages/system-messages.ts';
import { Button } from '#components/button.tsx';
import { Spinner } from '#components/spinner.tsx';
import { launchPhase, resetLaunch } from '../model/pod-games-launch-model.ts';

/** 'Getting your game ready!' while the launch goes out; the failure panel when it was refused. */
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
