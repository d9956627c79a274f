import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { FormNotice, FormPage } from '#components/form-page.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { prefillFrom } from '#lib/prefill.ts';
import { PlaceCard } from '../components/place-card.tsx';
import { PlatformChoice } from '../components/platform-choice.tsx';
import { QueueSignInForm } from '../components/queue-sign-in-form.tsx';
import { QueueNewsBox, UpNews } from '../components/up-news.tsx';
import {
  askToLeave,
  choosePhonePlatform,
  confirmingLeave,
  leavePhoneQueue,
  openPhoneQueue,
  phoneExpired,
  phoneLink,
  phonePassword,
  phoneStep,
  phoneUsername,
  startOver,
  stayInLine,
  submitPhoneSignIn,
} from '../model/phone-queue-model.ts';
import { END_TEXTS } from '../model/queue-texts.ts';
import './queue-screens.css';

/** The sign-in source the login page passed on (card number and PIN at a library), else an email and password. */
function sourceFrom(state: unknown): string {
  const source = (state as { source?: unknown } | null)?.source;
  return typeof source === 'string' ? source : 'password';
}

function LeaveControls() {
  useSignals();
  if (!confirmingLeave.value) {
    return (
      <KioskButton block variant="secondary" onClick={askToLeave}>
        Leave the queue
      </KioskButton>
    );
  }
  return (
    <fieldset className="queue-confirm">
      <legend className="queue-confirm__text">Leave the queue? Your place goes to the people behind you.</legend>
      <KioskButton block variant="danger" onClick={() => void leavePhoneQueue()}>
        Yes, leave the queue
      </KioskButton>
      <KioskButton block variant="secondary" onClick={stayInLine}>
        Stay in line
      </KioskButton>
    </fieldset>
  );
}

/** /mobile-login/{qr}/queue: the phone joins the lab's queue of the pod it scanned, and waits here. */
export function PhoneQueueScreen({ qrCode }: { qrCode: string }) {
  useSignals();
  useEffect(() => openPhoneQueue(qrCode, prefillFrom(history.state).uname), [qrCode]);
  const step = phoneStep.value;
  const toLogin = () => navigate(`/mobile-login/${encodeURIComponent(qrCode)}`);

  if (phoneExpired.value) {
    return (
      <FormPage title="Join the queue">
        <FormNotice
          tone="down"
          head="This QR code has expired."
          sub="Please scan the QR code again with your camera."
        />
      </FormPage>
    );
  }
  switch (step.kind) {
    case 'form':
      return (
        <FormPage title="Join the queue" onBack={toLogin} backLabel="Phone login">
          <p className="form-page__lead">
            Every Gamepod is taken? Sign in to wait in line. Keep this page open: it tells you when you're up.
          </p>
          <QueueSignInForm
            source={sourceFrom(history.state)}
            username={phoneUsername.value}
            password={phonePassword.value}
            busy={step.busy}
            onUsername={(v) => {
              phoneUsername.value = v;
            }}
            onPassword={(v) => {
              phonePassword.value = v;
            }}
            onSubmit={submitPhoneSignIn}
          />
        </FormPage>
      );
    case 'choose':
      return (
        <FormPage title="Join the queue" brandName={step.who.lab_name}>
          <PlatformChoice platforms={step.who.platforms} busy={step.busy} onChoose={choosePhonePlatform} />
        </FormPage>
      );
    case 'refused':
      return (
        <FormPage title="Join the queue">
          <FormNotice tone="down" head="You're not in the queue" sub={step.text} />
          <KioskButton block variant="secondary" onClick={startOver}>
            Back
          </KioskButton>
        </FormPage>
      );
    case 'placed':
      return (
        <FormPage title={`${step.who.lab_name} queue`} brandName={step.who.lab_name}>
          <p className={`queue-link queue-link--${phoneLink.value}`} aria-hidden={phoneLink.value === 'live'}>
            {phoneLink.value === 'live' ? 'Live' : 'Reconnecting…'}
          </p>
          {step.place.offer ? <UpNews offer={step.place.offer} key={step.place.offer.pod_id} /> : null}
          {step.news === 'called' && !step.place.offer ? (
            <QueueNewsBox
              tone="call"
              head="Staff are calling you"
              sub="Please come to the desk. You keep your place."
            />
          ) : null}
          <PlaceCard place={step.place} />
          {step.place.offer ? null : (
            <p className="queue-keep-open">Keep this page open: we'll tell you here when you're up.</p>
          )}
          <LeaveControls />
        </FormPage>
      );
    case 'ended':
      return (
        <FormPage title={`${step.who.lab_name} queue`} brandName={step.who.lab_name}>
          <QueueNewsBox tone="end" head={END_TEXTS[step.end].head} sub={END_TEXTS[step.end].sub} />
          {step.end === 'taken' ? null : (
            <KioskButton block variant="secondary" onClick={startOver}>
              Join the queue again
            </KioskButton>
          )}
        </FormPage>
      );
    default: {
      const never: never = step;
      return never;
    }
  }
}
