import type { FacilitatorPod } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { isPlatform, PLATFORM_NAMES } from '#app-state/station/platform-names.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Spinner } from '#components/spinner.tsx';
import { allSelected, pods, podsStatus, selectedIds, toggleAll, togglePod } from '../model/pods-model.ts';
import { askEndSession } from '../model/stuck-session-model.ts';

const consoleName = (code: string | undefined) => (isPlatform(code) ? PLATFORM_NAMES[code] : 'None');

function LockIcon() {
  return (
    <svg className="fac-pod__lock" viewBox="0 0 24 24" role="img" aria-label="Locked" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}

/** In use, Free, or Stuck session: a session is open that the pod's station no longer holds. */
function UseChip({ pod }: { pod: FacilitatorPod }) {
  if (pod.stuck_session === 1) return <span className="fac-chip fac-chip--stuck">Stuck session</span>;
  return <span className={`fac-chip${pod.in_use ? ' fac-chip--busy' : ''}`}>{pod.in_use ? 'In use' : 'Free'}</span>;
}

function PodRow({ pod, selected }: { pod: FacilitatorPod; selected: boolean }) {
  const locked = pod.lock_out === 1;
  return (
    <li className={`fac-pod${selected ? ' fac-pod--selected' : ''}${pod.online ? '' : ' fac-pod--offline'}`}>
      <label className="fac-pod__label">
        <input
          type="checkbox"
          className="fac-pod__check"
          aria-label={`Select ${pod.name}`}
          checked={selected}
          onChange={() => togglePod(pod.id)}
        />
        <span className="fac-pod__name">{pod.name}</span>
        {locked ? <LockIcon /> : null}
        <UseChip pod={pod} />
        <span className="fac-pod__consoles">
          XD1 {consoleName(pod.consoles?.xd1)} · XD2 {consoleName(pod.consoles?.xd2)}
        </span>
        <span className="fac-pod__state">{pod.online ? (pod.volume === 0 ? 'Muted' : 'Online') : 'Offline'}</span>
        {pod.player ? (
          <span className="fac-pod__player">{pod.game ? `${pod.player} · ${pod.game}` : pod.player}</span>
        ) : null}
      </label>
      {pod.stuck_session === 1 ? (
        <div className="fac-pod__stuck">
          <KioskButton variant="danger" onClick={() => askEndSession(pod)}>
            End session
          </KioskButton>
        </div>
      ) : null}
    </li>
  );
}

/** The client's pods with select checkboxes; lock, use, consoles and online follow the status pushes. */
export function PodList() {
  useSignals();
  if (podsStatus.value === 'loading') return <Spinner label="Loading pods…" />;
  if (podsStatus.value === 'error') {
    return (
      <p className="fac-state" role="alert">
        We couldn't load your pods. Go Back to Dashboard and try again.
      </p>
    );
  }
  const shown = pods.value;
  if (shown.length === 0) {
    return (
      <p className="fac-state" role="status">
        No pods found at the moment!
      </p>
    );
  }
  const chosen = selectedIds.value;
  return (
    <section className="fac-pods" aria-label="Pods">
      <label className="fac-pods__all">
        <input type="checkbox" checked={allSelected.value} onChange={toggleAll} />
        Select All{' '}
        <span className="fac-pods__count">
          {chosen.size} of {shown.length} selected
        </span>
      </label>
      <ul className="fac-pods__list">
        {shown.map((p) => (
          <PodRow key={p.id} pod={p} selected={chosen.has(p.id)} />
        ))}
      </ul>
    </section>
  );
}
