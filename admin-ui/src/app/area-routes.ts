// Each area's screens as a list: a screen's helper adds its route with one line in its area.
// Paths are full (wouter's `nest` would make every Link relative to the area); the area guard
// has already run when these match. A route's component receives the path params as `params`.
import type { ComponentType } from 'react';
import { AlertsScreen } from '#features/alerts/screens/alerts-screen.tsx';
import { ClientDetailsScreen } from '#features/clients/screens/client-details-screen.tsx';
import { ClientPodsScreen } from '#features/clients/screens/client-pods-screen.tsx';
import { ClientsScreen } from '#features/clients/screens/clients-screen.tsx';
import { DeployClientScreen } from '#features/clients/screens/deploy-client-screen.tsx';
import { SuperAdminDashboardScreen } from '#features/dashboard/screens/dashboard-screens.tsx';
import { DbBackupsScreen } from '#features/db-backups/screens/db-backups-screen.tsx';
import { EmergencyScreen } from '#features/emergency/screens/emergency-screen.tsx';
import { FloorScreen } from '#features/floor/screens/floor-screen.tsx';
import { CatalogueScreen, DeployGameScreen, EditGameScreen } from '#features/games/screens/catalogue-screens.tsx';
import { ManageGamesScreen } from '#features/games/screens/manage-games-screen.tsx';
import { LabQueueScreen } from '#features/lab-queue/screens/lab-queue-screen.tsx';
import { DeployLabScreen } from '#features/labs/screens/deploy-lab-screen.tsx';
import { EditLabScreen } from '#features/labs/screens/edit-lab-screen.tsx';
import { LabsScreen } from '#features/labs/screens/labs-screen.tsx';
import { LiveChatScreen } from '#features/live-chat/screens/live-chat-screen.tsx';
import { OffersScreen } from '#features/offers/screens/offers-screen.tsx';
import { PodGamesScreen } from '#features/pod-dashboard/screens/pod-games-screen.tsx';
import { DeployPodScreen } from '#features/pods/screens/deploy-pod-screen.tsx';
import { EditPodScreen } from '#features/pods/screens/edit-pod-screen.tsx';
import { PodsScreen } from '#features/pods/screens/pods-screen.tsx';
import { StatusReportScreen } from '#features/reports/screens/status-report-screen.tsx';
import { SummaryReportScreen } from '#features/reports/screens/summary-report-screen.tsx';
import {
  CreateReservationScreen,
  EditReservationScreen,
} from '#features/reservations/screens/reservation-form-screens.tsx';
import { ReservationsScreen } from '#features/reservations/screens/reservations-screen.tsx';
import { SettingsScreen } from '#features/settings/screens/settings-screen.tsx';
import { SystemMessagesScreen } from '#features/system-messages/screens/system-messages-screen.tsx';
import { CreateUserScreen } from '#features/users/screens/create-user-screen.tsx';
import { EditUserScreen } from '#features/users/screens/edit-user-screen.tsx';
import { UserDetailScreen } from '#features/users/screens/user-detail-screen.tsx';
import { UsersScreen } from '#features/users/screens/users-screen.tsx';
import { WebhooksScreen } from '#features/webhooks/screens/webhooks-screen.tsx';
import { AdminDashboardRoute } from './screens/admin-dashboard-route.tsx';
import { SystemStatusScreen } from './screens/system-status-screen.tsx';

export type AreaRoute = {
  /** A wouter pattern, e.g. '/admin/labs/edit/:lab_id'. */
  readonly path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each screen declares its own params
  readonly component: ComponentType<any>;
};

/** /admin/* (roles 3 and 5; role 5 reaches the dashboard only). */
export const ADMIN_ROUTES: AreaRoute[] = [
  { path: '/admin/dashboard', component: AdminDashboardRoute },
  { path: '/admin/settings', component: SettingsScreen },
  { path: '/admin/labs', component: LabsScreen },
  { path: '/admin/labs/deploy', component: DeployLabScreen },
  { path: '/admin/labs/edit/:lab_id', component: EditLabScreen },
  { path: '/admin/labs/:lab_id/pods', component: PodsScreen },
  // before ':pod_id', which would match 'deploy' too
  { path: '/admin/labs/:lab_id/pods/deploy', component: DeployPodScreen },
  { path: '/admin/pods/deploy', component: DeployPodScreen },
  { path: '/admin/labs/:lab_id/pods/:pod_id', component: EditPodScreen },
  { path: '/admin/games', component: ManageGamesScreen },
  { path: '/admin/reservations', component: ReservationsScreen },
  { path: '/admin/reservations/create', component: CreateReservationScreen },
  { path: '/admin/reservations/edit/:reservation_id', component: EditReservationScreen },
  { path: '/admin/offers', component: OffersScreen },
  { path: '/admin/pod_games/:xd?', component: PodGamesScreen },
];

/** /superadmin/* (role 4). */
export const SUPERADMIN_ROUTES: AreaRoute[] = [
  { path: '/superadmin/dashboard', component: SuperAdminDashboardScreen },
  { path: '/superadmin/system-status', component: SystemStatusScreen },
  { path: '/superadmin/system_messages', component: SystemMessagesScreen },
  { path: '/superadmin/db_backups', component: DbBackupsScreen },
  { path: '/superadmin/clients', component: ClientsScreen },
  // before ':client_id', which would match 'deploy' too
  { path: '/superadmin/clients/deploy', component: DeployClientScreen },
  { path: '/superadmin/clients/:client_id', component: ClientDetailsScreen },
  { path: '/superadmin/clients/:client_id/pods/:lab_id', component: ClientPodsScreen },
  { path: '/superadmin/games', component: CatalogueScreen },
  { path: '/superadmin/games/deploy', component: DeployGameScreen },
  { path: '/superadmin/games/edit/:game_id', component: EditGameScreen },
  { path: '/superadmin/reservations', component: ReservationsScreen },
  { path: '/superadmin/reservations/create', component: CreateReservationScreen },
  { path: '/superadmin/reservations/edit/:reservation_id', component: EditReservationScreen },
  { path: '/superadmin/offers', component: OffersScreen },
];

/** /common/* (roles 3 and 4; /common/alerts, /common/live-chat and /common/lab_queue also role 2). */
export const COMMON_ROUTES: AreaRoute[] = [
  { path: '/common/alerts', component: AlertsScreen },
  { path: '/common/emergency', component: EmergencyScreen },
  { path: '/common/users', component: UsersScreen },
  { path: '/common/users/create', component: CreateUserScreen },
  { path: '/common/users/edit/:user_id', component: EditUserScreen },
  { path: '/common/users/view/:user_id', component: UserDetailScreen },
  { path: '/common/reports/status', component: StatusReportScreen },
  { path: '/common/reports/summary', component: SummaryReportScreen },
  { path: '/common/live-chat', component: LiveChatScreen },
  // client admins (their own labs) and super admins (any lab)
  { path: '/common/floor/:lab_id', component: FloorScreen },
  // a lab's queue: its client's admins and super admins; facilitators read it and call
  { path: '/common/lab_queue/:lab_id', component: LabQueueScreen },
  // client admins (their own client) and super admins (any client)
  { path: '/common/webhooks', component: WebhooksScreen },
];
