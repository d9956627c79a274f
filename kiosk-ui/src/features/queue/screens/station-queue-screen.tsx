import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { FormNotice, FormPage } from '#components/form-page.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { prefillFrom } from '#lib/prefill.ts';
import { PlaceCard } from '../components/place-card.tsx';
import { PlatformChoice } from '../components/platform-choice.tsx';
import { QueueSignInForm } from '../components/queue-sign-in-form.tsx';
import {
  backToLogin,
  cameHeld,
  chooseStationPlatform,
  openStationQueue,
  STATION_RETURN_MS,
  stationPassword,
  stationStep,
  stationUsername,
  submitStationSignIn,
} from '../model/station-queue-model.ts';
import './queue-screens.css';

const heldFrom = (state: unknown) => (state as { held?: unknown } | null)?.held === true;

/** /queue: "Join the queue" at the station; it does not take the pod, and returns to the login screen. */
export function StationQueueScreen() {
  useSignals();
  useEffect(() => openStationQueue({ uname: prefillFrom(history.state).uname, held: heldFrom(history.state) }), []);
  const step = stationStep.value;
  const session = podSession.value;
  const brand = { logo: session?.logo, brandName: session?.client_name ?? undefined };

  switch (step.kind) {
    case 'form':
      return (
        <FormPage title="Join the queue" onBack={backToLogin} {...brand}>
          <p className="form-page__lead">
            {cameHeld.value
              ? 'This Gamepod is held for the next player in the queue. '
              : 'Every Gamepod you want is taken? '}
            Sign in to take a place in line: signing in here does not take this Gamepod.
          </p>
          <QueueSignInForm
            source={session?.sign_in_source}
            username={stationUsername.value}
            password={stationPassword.value}
            busy={step.busy}
            onUsername={(v) => {
              stationUsername.value = v;
            }}
            onPassword={(v) => {
              stationPassword.value = v;
            }}
            onSubmit={submitStationSignIn}
          />
        </FormPage>
      );
    case 'choose':
      return (
        <FormPage title="Join the queue" onBack={backToLogin} {...brand}>
          <PlatformChoice platforms={step.who.platforms} busy={step.busy} onChoose={chooseStationPlatform} />
        </FormPage>
      );
    case 'refused':
      return (
        <FormPage title="Join the queue" onBack={backToLogin} {...brand}>
          <FormNotice tone="down" head="You're not in the queue" sub={step.text} />
          <KioskButton block onClick={backToLogin}>
            Done
          </KioskButton>
        </FormPage>
      );
    case 'placed':
      return (
        <FormPage title="You're in the queue" {...brand}>
          <PlaceCard place={step.place} />
          <p className="queue-keep-open">
            When you're up, a Gamepod is held for you and shows your name. To be told on your phone, scan a Gamepod's QR
            code and choose Join the queue.
          </p>
          <KioskButton block onClick={backToLogin}>
            Done
          </KioskButton>
          <p className="queue-return">This screen returns to the login in {STATION_RETURN_MS / 1_000} seconds.</p>
        </FormPage>
      );
    case 'ended':
      return (
        <FormPage title="Join the queue" onBack={backToLogin} {...brand}>
          <KioskButton block onClick={backToLogin}>
            Done
          </KioskButton>
        </FormPage>
      );
    default: {
      const never: never = step;
      return never;
    }
  }
}
