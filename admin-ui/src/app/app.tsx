import { useEffect } from 'react';
import { followStorage } from '../features/session/model/session-model.ts';
import { ToastStack } from '../features/toasts/components/toast-stack.tsx';
import { loadSystemMessages } from '../lib/system-messages.ts';
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
