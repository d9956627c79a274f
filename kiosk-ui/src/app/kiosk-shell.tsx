import { type ReactNode, useEffect } from 'react';
import { loadSystemMessages, watchSystemMessages } from '../app-state/messages/catalogue-model.ts';
import { watchPaidTime } from '../app-state/paid-time/paid-time-model.ts';
import { startRealtime } from '../app-state/realtime/realtime-model.ts';
import { watchSchedule } from '../app-state/schedule/schedule-sync-model.ts';
import { watchBranding } from '../app-state/session/branding-model.ts';
import { connectBridge } from '../app-state/station/bridge-model.ts';
import { watchLockState } from '../app-state/station/lock-sync-model.ts';
import { EmergencyOverlay } from '../features/emergency/components/emergency-overlay.tsx';
import { watchEmergencies } from '../features/emergency/model/emergency-model.ts';
import { watchLiveAlerts } from '../features/player/model/important-alerts-model.ts';

/**
 * What every screen on the station shares: the bridge socket, the services socket for the pod
 * (and the user once logged in), the message catalogue and its live changes, alerts for players
 * that start while they play, the emergency alert overlay,
 * telling the server the station's lock state, and following the client's branding and the
 * lab's hours as they change.
 * Phone pages (mobile login, and sign-up or reset with a QR code) are not wrapped in it.
 */
export function KioskShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    connectBridge();
    void loadSystemMessages();
    const stopRealtime = startRealtime();
    const stopEmergencies = watchEmergencies();
    const stopLockSync = watchLockState();
    const stopBranding = watchBranding();
    const stopSchedule = watchSchedule();
    const stopMessages = watchSystemMessages();
    const stopAlerts = watchLiveAlerts();
    const stopPaidTime = watchPaidTime();
    return () => {
      stopPaidTime();
      stopAlerts();
      stopMessages();
      stopSchedule();
      stopRealtime();
      stopEmergencies();
      stopLockSync();
      stopBranding();
    };
  }, []);
  return (
    <>
      {children}
      <EmergencyOverlay />
    </>
  );
}
