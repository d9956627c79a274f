import { useSignals } from '@preact/signals-react/runtime';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { acknowledgeStaffMessage, shownStaffMessage } from '../staff-message-model.ts';
import './staff-message-dialog.css';

/** A message staff sent the pod from the floor view: 'Message from staff', the text, and OK (which takes focus). */
export function StaffMessageDialog() {
  useSignals();
  const message = shownStaffMessage.value;
  if (!message) return null;
  return (
    <Overlay
      // a new message is a new dialog, so OK takes the focus again
      key={`${message.sent_at}:${message.text}`}
      className="staff-message"
      title="Message from staff"
      actions={<KioskButton onClick={acknowledgeStaffMessage}>OK</KioskButton>}
    >
      <p className="staff-message__text">{message.text}</p>
    </Overlay>
  );
}
