import { useSignals } from '@preact/signals-react/runtime';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { cancelEndSession, confirmEndSession, endingBusy, endingPod } from '../model/stuck-session-model.ts';

/** End session's Yes/No for a pod with a stuck session. */
export function EndSessionModal() {
  useSignals();
  const pod = endingPod.value;
  if (!pod) return null;
  return (
    <Overlay
      title={`End the stuck session on ${pod.name}?`}
      tone="warning"
      actions={
        <>
          <KioskButton variant="danger" busy={endingBusy.value} onClick={() => void confirmEndSession()}>
            Yes
          </KioskButton>
          <KioskButton variant="secondary" disabled={endingBusy.value} onClick={cancelEndSession}>
            No
          </KioskButton>
        </>
      }
    >
      <p className="fac-targets">
        Its station no longer holds this session: whoever signed in there is logged out, and the pod is free again.
      </p>
    </Overlay>
  );
}
