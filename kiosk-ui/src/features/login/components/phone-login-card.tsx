import { QrCode } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { CountdownRing } from '#components/countdown-ring.tsx';
import { failedAttempts } from '../model/login-model.ts';
import { REMOTE_START_S, remoteSecondsLeft } from '../model/remote-pod-model.ts';

/** The phone-login area: the QR code from the start; the first failed login slides it down again. */
export function PhoneLoginCard() {
  useSignals();
  const session = podSession.value;
  if (!session) return null;
  const url = `${location.origin}/mobile-login/${encodeURIComponent(session.remote_id_key)}`;
  const left = remoteSecondsLeft.value;
  const sso = session.sso_active === 1;
  return (
    <section className="phone-card" aria-label="Log in with your phone">
      <header className="phone-card__head">
        <span className="phone-card__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="6" y="2" width="12" height="20" rx="3" />
            <path d="M10.5 18.5h3" />
          </svg>
        </span>
        <div>
          <h2 className="phone-card__title">Log in with your phone</h2>
          <p className="phone-card__sub">
            {sso
              ? `Scan the code, then sign in with ${session.client_name || 'your organisation'} on your phone`
              : 'Scan the code with your camera'}
          </p>
        </div>
      </header>
      {/* a new key replays the slide at the first failed attempt */}
      <div className="phone-card__body" key={failedAttempts.value > 0 ? 'after-failure' : 'first'}>
        {left > 0 ? (
          <div className="phone-card__connected" role="status">
            <CountdownRing seconds={left} total={Math.max(left, REMOTE_START_S)} />
            <p>Connected...login with your phone before timer expires.</p>
          </div>
        ) : (
          <QrCode className="phone-card__qr" text={url} label="QR code for logging in with your phone" />
        )}
      </div>
    </section>
  );
}
