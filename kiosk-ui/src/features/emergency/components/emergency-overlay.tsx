import { useSignals } from '@preact/signals-react/runtime';
import { CountdownRing } from '#components/countdown-ring.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { acknowledgeAlert, activeAlert, alertSecondsLeft, alertTitle } from '../model/emergency-model.ts';

/** '{client} Emergency Alert System': over every kiosk screen until acknowledged or expired. */
export function EmergencyOverlay() {
  useSignals();
  const alert = activeAlert.value;
  if (!alert) return null;
  return (
    <Overlay
      tone="alert"
      className="emergency-overlay"
      title={alertTitle.value}
      badge={<CountdownRing seconds={alertSecondsLeft.value} total={Math.max(1, alert.expire)} />}
      actions={
        <KioskButton variant="danger" onClick={acknowledgeAlert}>
          I Understand
        </KioskButton>
      }
    >
      <p className="emergency-overlay__title">{alert.title}</p>
      <p className="emergency-overlay__content">{alert.content}</p>
    </Overlay>
  );
}
