import { useSignals } from '@preact/signals-react/runtime';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { BrandMark } from '#components/brand-mark.tsx';
import { idlePhase, idlePrompt, scheduleText, wakeUp } from '../../model/idle-model.ts';
import { RssTicker } from '../rss-ticker.tsx';
import './idle-screen.css';

/** The black fade, then the idle screen: schedule line, the tap prompt and the lab's headlines. A tap anywhere hides it. */
export function IdleScreen() {
  useSignals();
  const phase = idlePhase.value;
  if (phase === 'off') return null;
  if (phase === 'fading') return <div className="idle-fade" aria-hidden="true" />;
  const session = podSession.value;
  return (
    <button type="button" className="idle-screen" onClick={() => void wakeUp()}>
      <span className="idle-screen__brand">
        <BrandMark logo={session?.logo} name={session?.client_name} />
      </span>
      {session?.nav_name ? <span className="idle-screen__station">{session.nav_name}</span> : null}
      <span className="idle-screen__prompt">{idlePrompt(window.innerWidth, window.innerHeight)}</span>
      {scheduleText.value ? <span className="idle-screen__schedule">{scheduleText.value}</span> : null}
      <RssTicker focusable={false} />
    </button>
  );
}
