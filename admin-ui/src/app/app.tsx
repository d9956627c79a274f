import { ConsoleLayout } from '../components/layout/console-layout.tsx';
import { AppRoutes } from './routes.tsx';

/** The staff console; what every page shares (session, realtime socket, client theme) will wrap the routes here. */
export function App() {
  return (
    <ConsoleLayout>
      <AppRoutes />
    </ConsoleLayout>
  );
}
