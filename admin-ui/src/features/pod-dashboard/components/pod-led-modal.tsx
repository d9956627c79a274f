import type { LedType } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Modal } from '#components/modal.tsx';
import { Spinner } from '#components/spinner.tsx';
import { commandRunning } from '../model/pod-commands-model.ts';
import {
  changeLed,
  chooseColour,
  chosenColour,
  closeLed,
  LED_LABEL,
  ledOpen,
  palettes,
} from '../model/pod-led-model.ts';

const LEDS: readonly LedType[] = ['led1', 'led2'];

/** 'Update LED Settings': colour buttons, then Change LED1 / Change LED2 on the selected pods. */
export function PodLedModal() {
  useSignals();
  const running = commandRunning.value;
  const list = palettes.data.value;
  return (
    <Modal
      open={ledOpen.value}
      title="Update LED Settings"
      onClose={closeLed}
      locked={running !== null}
      footer={LEDS.map((led) => (
        <Button
          key={led}
          variant="primary"
          busy={running === `Change ${LED_LABEL[led]}`}
          disabled={running !== null || chosenColour.value === null}
          onClick={() => void changeLed(led)}
        >
          Change {LED_LABEL[led]}
        </Button>
      ))}
    >
      <p className="pod-dash__hint">Pick a colour, then change LED1 or LED2 of the selected pods.</p>
      {list === null ? (
        <Spinner label="Loading colours…" showLabel />
      ) : (
        <fieldset className="pod-led-palette">
          <legend className="visually-hidden">Colours</legend>
          {list.map((p) => (
            <button
              key={p.id}
              type="button"
              className="pod-led-swatch"
              aria-pressed={chosenColour.value === p.value}
              aria-label={p.value}
              title={p.value}
              disabled={running !== null}
              onClick={() => chooseColour(p.value)}
            >
              <span className="pod-led-swatch__colour" style={{ background: p.value }} aria-hidden="true" />
            </button>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
