import { useSignals } from '@preact/signals-react/runtime';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { BrandMark } from '#components/brand-mark.tsx';
import { idlePhase, idlePrompt, labHours, scheduleText, wakeUp } from '../../model/idle-model.ts';
import { RssTicker } from '../rss-ticker.tsx';
import './idle-screen.css';

function VenueImage({ src, place }: { src: string | null | undefined; place: 'left' | 'right' | 'banner' }) {
  if (!src) return null;
  return (
    <span className={`idle-screen__image idle-screen__image--${place}`}>
      <img src={src} alt="" />
    </span>
  );
}

/**
 * The black fade, then the idle screen: an opaque screen over the login form with the venue's
 * home images (its lab's left, right and banner images), the station, the tap prompt, today's
 * hours and the schedule line, and the lab's headlines. A tap anywhere hides it.
 */
export function IdleScreen() {
  useSignals();
  const phase = idlePhase.value;
  if (phase === 'off') return null;
  if (phase === 'fading') return <div className="idle-fade" aria-hidden="true" />;
  const session = podSession.value;
  const hours = labHours.value;
  return (
    <button type="button" className="idle-screen" onClick={() => void wakeUp()}>
      <VenueImage src={session?.left_image} place="left" />
      <span className="idle-screen__content">
        <VenueImage src={session?.banner_image} place="banner" />
        <span className="idle-screen__brand">
          <BrandMark logo={session?.logo} name={session?.client_name} />
        </span>
        {session?.nav_name ? <span className="idle-screen__station">{session.nav_name}</span> : null}
        <span className="idle-screen__prompt">{idlePrompt(window.innerWidth, window.innerHeight)}</span>
        {hours ? <span className="idle-screen__hours">{hours}</span> : null}
        {scheduleText.value ? <span className="idle-screen__schedule">{scheduleText.value}</span> : null}
      </span>
      <VenueImage src={session?.right_image} place="right" />
      <span className="idle-screen__news">
        <RssTicker focusable={false} />
      </span>
    </button>
  );
}
