import type { LedType } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Modal } from '#components/modal.tsx';
import { Spinner } from '#components/spinner.tsx';
import {
  changeLed,
  choosePalette,
  chosenPalette,
  closeLed,
  LED_LABEL,
  ledDefaults,
  ledPod,
  ledSaving,
  palettes,
} from '../model/led-model.ts';
import { navName } from '../model/pod-rules.ts';
import './pods-modals.css';

const LEDS: readonly LedType[] = ['led1', 'led2'];

/** Colour buttons from the LED palettes, Change LED1 / Change LED2. */
export function LedModal() {
  useSignals();
  const pod = ledPod.value;
  const saving = ledSaving.value;
  const list = palettes.data.value;
  const defaults = ledDefaults.value;
  return (
    <Modal
      open={pod !== null}
      title="Update LED Settings"
      onClose={closeLed}
      locked={saving !== null}
      footer={LEDS.map((led) => (
        <Button
          key={led}
          variant="primary"
          busy={saving === led}
          disabled={saving !== null || chosenPalette.value === null}
          onClick={() => void changeLed(led)}
        >
          Change {LED_LABEL[led]}
        </Button>
      ))}
    >
      <p className="pods-led-intro">
        Pick a colour, then change LED1 or LED2. It becomes your pods’ default for that LED and lights{' '}
        <strong>{pod ? navName(pod) : ''}</strong> at once.
      </p>
      {list === null ? (
        <Spinner label="Loading colours…" showLabel />
      ) : (
        <fieldset className="pods-led-palette">
          <legend className="visually-hidden">Colours</legend>
          {list.map((p) => {
            const marks = LEDS.filter((led) => defaults[led] === p.id).map((led) => LED_LABEL[led]);
            return (
              <button
                key={p.id}
                type="button"
                className="pods-led-swatch"
                aria-pressed={chosenPalette.value === p.id}
                aria-label={marks.length ? `${p.value} (${marks.join(' and ')} default)` : p.value}
                title={p.value}
                disabled={saving !== null}
                onClick={() => choosePalette(p.id)}
              >
                <span className="pods-led-swatch__colour" style={{ background: p.value }} aria-hidden="true" />
                {marks.length ? (
                  <span className="pods-led-swatch__mark" aria-hidden="true">
                    {marks.map((m) => m.replace('LED', '')).join('·')}
                  </span>
                ) : null}
              </button>
            );
          })}
        </fieldset>
      )}
      <p className="pods-led-legend">Numbers on a colour mark the current default of LED1 (1) and LED2 (2).</p>
    </Modal>
  );
}
