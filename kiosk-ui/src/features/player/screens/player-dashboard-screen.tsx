import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { messageFor } from '#app-state/messages/catalogue-model.ts';
import { nowPlaying } from '#app-state/station/now-playing.ts';
import { ScreenFrame } from '#components/screen-frame.tsx';
import { BeforeYouPlaySheet } from '../components/before-you-play-sheet.tsx';
import { PaidTimeBanner } from '../components/paid-time-banner.tsx';
import { PlatformButtons } from '../components/platform-buttons.tsx';
import { IdleSpinner, LockedOutScreen, StillTherePrompt } from '../components/player-overlays.tsx';
import { PlayerTopBar } from '../components/player-top-bar.tsx';
import { QueueLimitBanner, QueueLimitStatus } from '../components/queue-limit-notice.tsx';
import { SaveSeatButton, SaveSeatScreen } from '../components/save-seat-screen.tsx';
import { StreamingNotice } from '../components/streaming-notice.tsx';
import { VolumeControl } from '../components/volume-control.tsx';
import { sheetDue } from '../model/before-you-play-model.ts';
import { dismissVerification, greetingName, showVerification } from '../model/dashboard-model.ts';
import { openPlayerArea } from '../model/player-session-model.ts';
import './player-dashboard.css';

/** The email warning, on the dashboard once the "Before you play" sheet (which also says it) is closed. */
function VerificationWarning() {
  useSignals();
  if (!showVerification.value || sheetDue.value) return null;
  const text = messageFor('login-email-confirm-error-message');
  return (
    <div className="verify-banner" role="status">
      <div className="verify-banner__text">
        <strong>{text?.text_head ?? 'Please verify your email address.'}</strong>
        {text?.text_sub ? <span>{text.text_sub}</span> : null}
      </div>
      <button type="button" className="verify-banner__close" aria-label="Close" onClick={dismissVerification}>
        ×
      </button>
    </div>
  );
}

/** 'Now playing: {game}' after a launch the station confirmed, while the game runs. */
function NowPlaying() {
  useSignals();
  const game = nowPlaying.value;
  if (!game) return null;
  return (
    <p className="dashboard__now-playing" role="status">
      Now playing: <strong>{game}</strong>
    </p>
  );
}

/** /player/dashboard. */
export function PlayerDashboardScreen() {
  useSignals();
  useEffect(() => openPlayerArea('ui_dashboard'), []);
  return (
    <ScreenFrame className="player-screen">
      <PlayerTopBar />
      <main className="dashboard">
        <div className="dashboard__hello">
          <p className="dashboard__kicker">Player dashboard</p>
          <h1 className="dashboard__greeting">
            Welcome, <span className="dashboard__name">{greetingName.value}</span>!
          </h1>
          <NowPlaying />
          <QueueLimitStatus />
        </div>
        <VerificationWarning />
        <PlatformButtons />
        <StreamingNotice />
      </main>
      <footer className="player-footer">
        <VolumeControl />
        <SaveSeatButton />
      </footer>
      <BeforeYouPlaySheet />
      <StillTherePrompt />
      <SaveSeatScreen />
      <IdleSpinner />
      <LockedOutScreen />
      <PaidTimeBanner />
      <QueueLimitBanner />
    </ScreenFrame>
  );
}
