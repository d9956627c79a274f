import { formatClock, healthState, loadHealth } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import './system-status.css';

/** When the status was last read, and a button to read it now. */
export function StatusToolbar() {
  useSignals();
  const state = healthState.value;
  const checkedAt = state.kind === 'loading' ? null : state.checkedAt;

  return (
    <div className="status-toolbar">
      {checkedAt && (
        <span className="status-toolbar__time">
          Last checked <time dateTime={checkedAt.toISOString()}>{formatClock(checkedAt)}</time>
        </span>
      )}
      {/* never disabled: a press during a poll joins that call, and a label flickering every 5 s would distract */}
      <Button onClick={() => void loadHealth()}>Check now</Button>
    </div>
  );
}
