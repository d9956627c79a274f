import { useEffect } from 'react';
import { loadSystemMessages } from '#app-state/messages/system-messages.ts';
import { followStorage } from '#app-state/session/model/session-model.ts';
import { ToastStack } from '#app-state/toasts/components/toast-stack.tsx';
import { AppRoutes } from './routes.tsx';
import './app.css';

/** The staff console: the routes, the toasts over every page, the message catalogue and the shared session. */
export function App() {
  useEffect(() => {
    void loadSystemMessages();
    return followStorage();
  }, []);
  return (
    <>
      <AppRoutes />
      <ToastStack />
    </>
  );
}
