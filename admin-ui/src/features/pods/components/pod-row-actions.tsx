import type { PodListRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button, LinkButton } from '#components/button.tsx';
import { openLed } from '../model/led-model.ts';
import { askDelete, runningActions, sendPodCommand, stuckSessionEnd } from '../model/pod-actions-model.ts';
import { navName } from '../model/pod-rules.ts';

/** The Action column: End session (when a session is stuck), Logout, Reboot, LED Defaults, Edit, Delete. */
export function PodRowActions({ pod }: { pod: PodListRow }) {
  useSignals();
  const running = runningActions.value.get(pod.id);
  const busy = running !== undefined;
  return (
    <fieldset className="pods-actions">
      <legend className="visually-hidden">Actions for {navName(pod)}</legend>
      {pod.stuck_session === 1 ? (
        <Button variant="danger" disabled={busy} onClick={() => stuckSessionEnd.ask(pod)}>
          End session
        </Button>
      ) : null}
      <Button
        variant="ghost"
        busy={running === 'logout'}
        disabled={busy}
        onClick={() => void sendPodCommand(pod, 'logout')}
      >
        Logout
      </Button>
      <Button
        variant="ghost"
        busy={running === 'reboot'}
        disabled={busy}
        onClick={() => void sendPodCommand(pod, 'reboot')}
      >
        Reboot
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => openLed(pod)}>
        LED Defaults
      </Button>
      <LinkButton variant="ghost" href={`/admin/labs/${pod.lab_id}/pods/${pod.id}`}>
        Edit
      </LinkButton>
      <Button variant="ghost" className="pods-actions__delete" disabled={busy} onClick={() => askDelete(pod)}>
        Delete
      </Button>
    </fieldset>
  );
}
