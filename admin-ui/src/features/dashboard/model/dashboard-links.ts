// The dashboards' buttons as data: a later issue adds its area with one line here.
import type { IconName } from '#components/icon.tsx';

export type DashboardLink = {
  readonly href: string;
  readonly label: string;
  readonly description: string;
  readonly icon: IconName;
};

/** /admin/dashboard (off-pod). */
export const ADMIN_DASHBOARD_LINKS: readonly DashboardLink[] = [
  { href: '/admin/labs', label: 'Labs', description: 'Labs, schedules, pods and Force On', icon: 'labs' },
  { href: '/admin/games', label: 'Games', description: 'The games your labs and pods offer', icon: 'games' },
  {
    href: '/admin/settings',
    label: 'Settings',
    description: 'Logo, theme, allowed domains and audio',
    icon: 'settings',
  },
  {
    href: '/admin/reservations',
    label: 'Reservations',
    description: 'Pods held for a group at a time',
    icon: 'calendar',
  },
  { href: '/common/users', label: 'Users', description: 'Players and staff, comp time', icon: 'users' },
  { href: '/common/alerts', label: 'Alerts', description: 'What players read when they sign in', icon: 'bell' },
  { href: '/common/emergency', label: 'Emergency Alert', description: 'Show an alert on every pod now', icon: 'siren' },
  { href: '/admin/offers', label: 'Offers', description: 'Paid time players buy in paid labs', icon: 'clock' },
  {
    href: '/common/reports/status',
    label: 'Reports',
    description: 'Pod status, play, feedback and revenue',
    icon: 'status',
  },
  {
    href: '/common/live-chat',
    label: 'Live Chat',
    description: 'Answer players writing from their pods',
    icon: 'chat',
  },
  { href: '/common/webhooks', label: 'Webhooks', description: 'Send lab events to your own systems', icon: 'webhook' },
];

/** /superadmin/dashboard. It will also link /superadmin/db_backups, with its issue. */
export const SUPERADMIN_DASHBOARD_LINKS: readonly DashboardLink[] = [
  { href: '/superadmin/clients', label: 'Clients', description: 'Venues, their labs, pods and SSO', icon: 'clients' },
  { href: '/superadmin/games', label: 'Games', description: 'The game catalogue and its posters', icon: 'games' },
  { href: '/common/users', label: 'Users', description: 'Every client’s players and staff', icon: 'users' },
  { href: '/common/alerts', label: 'Alerts', description: 'Alerts for players, everywhere', icon: 'bell' },
  { href: '/common/emergency', label: 'Emergency Alert', description: 'Show an alert on pods now', icon: 'siren' },
  {
    href: '/superadmin/reservations',
    label: 'Reservations',
    description: 'Pods held for a group, at every client',
    icon: 'calendar',
  },
  {
    href: '/superadmin/system_messages',
    label: 'System Messages',
    description: 'Reword any text the screens show',
    icon: 'message',
  },
  {
    href: '/superadmin/system-status',
    label: 'System Status',
    description: 'Services, streams and read models',
    icon: 'status',
  },
  { href: '/superadmin/offers', label: 'Offers', description: 'Paid time, per client and lab', icon: 'clock' },
  {
    href: '/common/reports/status',
    label: 'Reports',
    description: 'Pod status, play and revenue, per client',
    icon: 'status',
  },
  {
    href: '/superadmin/db_backups',
    label: 'DB Backups',
    description: 'The log and uploads, to restore from',
    icon: 'database',
  },
  { href: '/common/live-chat', label: 'Live Chat', description: 'Players writing from pods, everywhere', icon: 'chat' },
  {
    href: '/common/webhooks',
    label: 'Webhooks',
    description: 'Each client’s signed event deliveries',
    icon: 'webhook',
  },
];
