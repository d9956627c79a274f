import { useSignals } from '@preact/signals-react/runtime';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { Spinner } from '#components/spinner.tsx';
import {
  chosenColour,
  closeModal,
  commandBusy,
  muted,
  openModal,
  pallets,
  resetPods,
  setLed,
  setMuted,
} from '../model/commands-model.ts';
import { GamesModal } from './games-modal.tsx';
import { Targets } from './targets.tsx';

const Close = () => (
  <KioskButton variant="secondary" onClick={closeModal}>
    Close
  </KioskButton>
);

function AudioModal() {
  useSignals();
  const on = muted.value;
  return (
    <Overlay title="Audio" actions={<Close />}>
      <Targets />
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Mute"
        className={`fac-switch${on ? ' fac-switch--on' : ''}`}
        disabled={commandBusy.value}
        onClick={() => void setMuted(!on)}
      >
        <span className="fac-switch__track" aria-hidden="true">
          <span className="fac-switch__thumb" />
        </span>
        <span className="fac-switch__label">{on ? 'Muted' : 'Unmuted'}</span>
      </button>
    </Overlay>
  );
}

function LedModal() {
  useSignals();
  const chosen = chosenColour.value;
  const colours = pallets.value;
  const blocked = !chosen || commandBusy.value;
  return (
    <Overlay
      title="Led Color"
      actions={
        <>
          <KioskButton disabled={blocked} onClick={() => void setLed('led1')}>
            Set Led1
          </KioskButton>
          <KioskButton disabled={blocked} onClick={() => void setLed('led2')}>
            Set Led2
          </KioskButton>
          <Close />
        </>
      }
    >
      <Targets />
      {colours.length === 0 ? (
        <Spinner label="Loading colours…" />
      ) : (
        <div className="fac-colours" role="radiogroup" aria-label="Colours">
          {colours.map((c) => (
            // biome-ignore lint/a11y/useSemanticElements: a swatch is a large touch button, not a form radio
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={chosen === c.value}
              aria-label={c.value}
              className="fac-colour"
              style={{ background: c.value }}
              onClick={() => {
                chosenColour.value = c.value;
              }}
            />
          ))}
        </div>
      )}
    </Overlay>
  );
}

function ResetModal() {
  useSignals();
  return (
    <Overlay
      title="Reset the selected pods?"
      tone="warning"
      actions={
        <>
          <KioskButton variant="danger" busy={commandBusy.value} onClick={() => void resetPods()}>
            Yes
          </KioskButton>
          <KioskButton variant="secondary" onClick={closeModal}>
            No
          </KioskButton>
        </>
      }
    >
      <Targets />
    </Overlay>
  );
}

/** The modal of the command button pressed, if any. */
export function CommandModals() {
  useSignals();
  switch (openModal.value) {
    case 'audio':
      return <AudioModal />;
    case 'led':
      return <LedModal />;
    case 'games':
      return <GamesModal />;
    case 'reset':
      return <ResetModal />;
    case null:
      return null;
  }
}
