import { useEffect } from 'react';
import { loadSystemMessages } from '#app-state/messages/system-messages.ts';
import { followStorage, userSession } from '#app-state/session/model/session-model.ts';
import { watchConsoleOnStation } from '#app-state/station/model/console-on-station-model.ts';
import { ToastStack } from '#app-state/toasts/components/toast-stack.tsx';
import { AppRoutes } from './routes.tsx';
import './app.css';

/**
 * The staff console: the routes, the toasts over every page, the message catalogue, the shared
 * session, and on a pod's own console the station's logout button, seat sensor and commands.
 */
export function App() {
  useEffect(() => {
    void loadSystemMessages();
    return followStorage();
  }, []);
  useEffect(() => {
    let stop: () => void = () => undefined;
    let token: string | null = null;
    const unsubscribe = userSession.subscribe((user) => {
      // a new sign-in watches again; a refreshed session of the same one keeps its link
      if ((user?.token ?? null) === token) return;
      token = user?.token ?? null;
      stop();
      stop = watchConsoleOnStation();
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, []);
  return (
    <>
      <AppRoutes />
      <ToastStack />
    </>
  );
}
