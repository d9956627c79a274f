import { AppRoutes } from './routes.tsx';

/** The kiosk app; what every screen shares (session, realtime socket, client theme) will wrap the routes here. */
export function App() {
  return <AppRoutes />;
}
