import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { startup } from '#app-state/session/startup-model.ts';
import { BrandMark } from '#components/brand-mark.tsx';
import { ScreenFrame } from '#components/screen-frame.tsx';
import { loginHeading } from '#lib/credential-labels.ts';
import { AdminLock } from '../components/admin-lock.tsx';
import { ConcurrentLoginPrompt } from '../components/concurrent-login-prompt.tsx';
import { ConsoleStatusList } from '../components/console-status-list.tsx';
import { IdleScreen } from '../components/idle/idle-screen.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PhoneLoginCard } from '../components/phone-login-card.tsx';
import { QueueHoldNotice } from '../components/queue-hold-notice.tsx';
import { QueueOffer } from '../components/queue-offer.tsx';
import { RssTicker } from '../components/rss-ticker.tsx';
import { StartupNotice } from '../components/startup-notice.tsx';
import { openLoginScreen } from '../model/login-screen-model.ts';
import './login-screen.css';

function SideArt({ src, side }: { src: string | null | undefined; side: 'left' | 'right' }) {
  return (
    <aside className={`login-art login-art--${side}`} aria-hidden="true">
      {src ? <img className="login-art__img" src={src} alt="" /> : <div className="login-art__pattern" />}
    </aside>
  );
}

/** `/` and `/login`: the station's home. */
export function LoginScreen() {
  useSignals();
  useEffect(() => openLoginScreen(), []);
  const session = podSession.value;
  const ready = startup.value.kind === 'ready' && session !== null;

  return (
    <ScreenFrame className="login-screen">
      <SideArt src={session?.left_image} side="left" />
      <main className="login-main">
        <header className="login-brand">
          <BrandMark logo={session?.logo} name={session?.client_name} />
          {session ? (
            <div className="login-brand__station">
              <span className="login-brand__nav">{session.nav_name ?? 'Gamepod'}</span>
              <span className="login-brand__lab">{session.lab_name}</span>
            </div>
          ) : null}
          <div className="login-brand__news">
            <RssTicker focusable={true} />
          </div>
          {ready ? <AdminLock /> : null}
        </header>
        {ready ? (
          <div className="login-panels">
            <section className="login-card" aria-labelledby="login-title">
              <h1 id="login-title" className="login-card__title">
                Ready to <span className="login-card__accent">play?</span>
              </h1>
              <p className="login-card__sub">{loginHeading(session?.sign_in_source, session?.client_name)}</p>
              <QueueHoldNotice />
              <LoginForm />
            </section>
            <div className="login-side">
              <PhoneLoginCard />
              <ConsoleStatusList />
              <QueueOffer />
            </div>
          </div>
        ) : (
          <div className="login-startup">
            <StartupNotice />
          </div>
        )}
      </main>
      <SideArt src={session?.right_image} side="right" />
      <ConcurrentLoginPrompt />
      <IdleScreen />
    </ScreenFrame>
  );
}
