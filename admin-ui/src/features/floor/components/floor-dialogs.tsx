import { type FloorPod, STAFF_MESSAGE_MAX } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Button } from '#components/button.tsx';
import { TextAreaField, TextField } from '#components/form-fields.tsx';
import { Modal } from '#components/modal.tsx';
import { playerText } from '#lib/floor-text.ts';
import { addComp, compFor, messageFor, running, sendMessage } from '../model/floor-model.ts';

/** Add comp time to the player on a pod: whole minutes, and a note for the user's comp list. */
export function CompTimeDialog() {
  useSignals();
  const pod = compFor.value;
  // a fresh form for each pod
  return <CompTimeForm key={pod?.pod_id ?? ''} pod={pod} />;
}

function CompTimeForm({ pod }: { pod: FloorPod | null }) {
  useSignals();
  const [minutes, setMinutes] = useState('15');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = running.value?.action === 'comp';
  const submit = () => {
    const value = Number(minutes);
    if (!/^\d{1,8}$/.test(minutes.trim()) || value < 1) {
      setError('Enter whole minutes, 1 or more');
      return;
    }
    if (pod) void addComp(pod, value, note.trim());
  };
  return (
    <Modal
      open={pod !== null}
      title={pod ? `Add time on ${pod.name}` : 'Add time'}
      onClose={() => {
        compFor.value = null;
      }}
      locked={busy}
      footer={
        <>
          <Button onClick={() => (compFor.value = null)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" busy={busy} onClick={submit}>
            Add time
          </Button>
        </>
      }
    >
      <p className="floor-dialog__who">For {playerText(pod?.player ?? null)}</p>
      <TextField label="Minutes" required value={minutes} onChange={setMinutes} error={error} maxLength={8} />
      <TextAreaField label="Note" value={note} onChange={setNote} maxLength={500} />
    </Modal>
  );
}

/** A message to the player on a pod: the pod's kiosk shows it in a dialog at once. */
export function MessageDialog() {
  useSignals();
  const pod = messageFor.value;
  return <MessageForm key={pod?.pod_id ?? ''} pod={pod} />;
}

function MessageForm({ pod }: { pod: FloorPod | null }) {
  useSignals();
  const [text, setText] = useState('');
  const busy = running.value?.action === 'message';
  return (
    <Modal
      open={pod !== null}
      title={pod ? `Message ${pod.name}` : 'Message'}
      onClose={() => {
        messageFor.value = null;
      }}
      locked={busy}
      footer={
        <>
          <Button onClick={() => (messageFor.value = null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="primary"
            busy={busy}
            disabled={text.trim() === ''}
            onClick={() => pod && void sendMessage(pod, text.trim())}
          >
            Send
          </Button>
        </>
      }
    >
      <p className="floor-dialog__who">To {playerText(pod?.player ?? null)}: the pod shows it at once.</p>
      <TextAreaField label="Message" required value={text} onChange={setText} maxLength={STAFF_MESSAGE_MAX} />
    </Modal>
  );
}
