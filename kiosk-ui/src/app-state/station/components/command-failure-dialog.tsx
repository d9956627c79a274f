import { useSignals } from '@preact/signals-react/runtime';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { commandFailure, dismissCommandFailure } from '../station-commands-model.ts';

/** A staff game launch the station could not run: 'Game play initiated but platform X not supported by pod', with Ok. */
export function CommandFailureDialog() {
  useSignals();
  const message = commandFailure.value;
  if (!message) return null;
  return (
    <Overlay tone="warning" title={message} actions={<KioskButton onClick={dismissCommandFailure}>Ok</KioskButton>} />
  );
}
