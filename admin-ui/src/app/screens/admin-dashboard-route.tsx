import { useSignals } from '@preact/signals-react/runtime';
import { podSession } from '#app-state/session/model/session-model.ts';
import { onStation } from '#app-state/station/model/station-link.ts';
import { AdminDashboardScreen } from '#features/dashboard/screens/dashboard-screens.tsx';
import { PodDashboardScreen } from '#features/pod-dashboard/screens/pod-dashboard-screen.tsx';

/** /admin/dashboard: the pod dashboard when the console runs on a pod, else the area buttons. */
export function AdminDashboardRoute() {
  useSignals();
  const pod = podSession.value;
  return pod && onStation() ? <PodDashboardScreen pod={pod} /> : <AdminDashboardScreen />;
}
