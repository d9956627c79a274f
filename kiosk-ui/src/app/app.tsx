import { ToastStack } from '#app-state/toasts/components/toast-stack.tsx';
import { AppRoutes } from './routes.tsx';

/** The kiosk app: its routes and the toasts every screen may raise. */
export function App() {
  return (
    <>
      <AppRoutes />
      <ToastStack />
    </>
  );
}
