import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { watchKioskActivity } from '#app-state/activity/activity-model.ts';
import { watchChat } from '#app-state/chat/chat-model.ts';
import { ChatPanel } from '#app-state/chat/components/chat-panel.tsx';
import { goToLogout } from '#app-state/logout/go-to-logout.ts';
import { loadSystemMessages, watchSystemMessages } from '#app-state/messages/catalogue-model.ts';
import { watchPaidTime } from '#app-state/paid-time/paid-time-model.ts';
import { startRealtime } from '#app-state/realtime/realtime-model.ts';
import { ReservationBanner } from '#app-state/reservation/components/reservation-banner.tsx';
import { watchReservation } from '#app-state/reservation/reservation-model.ts';
import { watchRssFeeds } from '#app-state/rss/rss-headlines-model.ts';
import { watchSchedule } from '#app-state/schedule/schedule-sync-model.ts';
import { watchBranding } from '#app-state/session/branding-model.ts';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { watchSsoLogout } from '#app-state/sso/station-sso-logout.ts';
import { StaffMessageDialog } from '#app-state/staff-message/components/staff-message-dialog.tsx';
import { watchStaffMessages } from '#app-state/staff-message/staff-message-model.ts';
import { connectBridge, station } from '#app-state/station/bridge-model.ts';
import { CommandFailureDialog } from '#app-state/station/components/command-failure-dialog.tsx';
import { watchHelperLink } from '#app-state/station/helper-link-report.ts';
import { reportKioskPage } from '#app-state/station/kiosk-page-report.ts';
import { watchLockState } from '#app-state/station/lock-sync-model.ts';
import { watchStationCommands } from '#app-state/station/station-commands-model.ts';
import { OnScreenKeyboard } from '#components/on-screen-keyboard/on-screen-keyboard.tsx';
import { EmergencyOverlay } from '#features/emergency/components/emergency-overlay.tsx';
import { watchEmergencies } from '#features/emergency/model/emergency-model.ts';
import { ButtonsPanel } from '#features/player/components/buttons-panel.tsx';
import { watchLiveAlerts } from '#features/player/model/important-alerts-model.ts';
import { watchPageTitle } from './page-title.ts';
import './kiosk-shell.css';

/** The on-screen keyboard, on stations that report no physical keyboard attached. */
function StationKeyboard() {
  useSignals();
  return <OnScreenKeyboard enabled={station.value?.keyboard === false} />;
}

/**
 * What every screen on the station shares: the bridge socket, the services socket for the pod
 * (and the user once logged in), the message catalogue and its live changes, alerts for players
 * that start while they play, the emergency alert overlay,
 * telling the server the station's lock state, telling the bridge which kiosk session the page holds, and following the client's branding and the
 * lab's hours as they change, and the pod's reservation (its banner, and the logout the server
 * gave at its start or end), the pod buttons panel over a player's screens, the page title, the lab's RSS
 * headlines, the player's live chat, the messages staff send from the floor view, the sso_logout command, the station's own requests (a launch it could
 * not run, the lab's mode, the menu, a web reset), the kiosk's idle rule and activity push (asleep from the server), its helper link's reports, and the on-screen
 * keyboard on stations without a physical one.
 * Phone pages (mobile login, and sign-up or reset with a QR code) are not wrapped in it.
 */
export function KioskShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    connectBridge();
    const stopPageReport = reportKioskPage();
    void loadSystemMessages();
    const stopRealtime = startRealtime();
    const stopEmergencies = watchEmergencies();
    const stopLockSync = watchLockState();
    const stopStationCommands = watchStationCommands();
    const stopActivity = watchKioskActivity();
    const stopHelperLink = watchHelperLink();
    const stopBranding = watchBranding();
    const stopSchedule = watchSchedule();
    const stopMessages = watchSystemMessages();
    const stopAlerts = watchLiveAlerts();
    const stopReservation = watchReservation((reason) => {
      if (userSession.value) goToLogout(reason);
    });
    const stopTitle = watchPageTitle();
    const stopPaidTime = watchPaidTime();
    const stopRssFeeds = watchRssFeeds();
    const stopChat = watchChat();
    const stopSsoLogout = watchSsoLogout();
    const stopStaffMessages = watchStaffMessages();
    return () => {
      stopStaffMessages();
      stopHelperLink();
      stopPageReport();
      stopSsoLogout();
      stopChat();
      stopRssFeeds();
      stopPaidTime();
      stopTitle();
      stopReservation();
      stopAlerts();
      stopMessages();
      stopSchedule();
      stopRealtime();
      stopEmergencies();
      stopLockSync();
      stopStationCommands();
      stopActivity();
      stopBranding();
    };
  }, []);
  return (
    <>
      {/* the reservation's strip takes its own row above the screen; overlays cover both */}
      <div className="kiosk-shell">
        <ReservationBanner />
        <div className="kiosk-shell__screen">{children}</div>
      </div>
      <ButtonsPanel />
      <ChatPanel />
      <CommandFailureDialog />
      <StaffMessageDialog />
      <EmergencyOverlay />
      <StationKeyboard />
    </>
  );
}
