// Manage DB Backups' calls: one page of backups, a backup made now, a one-time download link, and delete.
import { DB_BACKUP_PAGE_SIZE } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

export const dbBackupsApi = {
  list: (page: number) => adminGet('/admin/db_backups/list', { length: DB_BACKUP_PAGE_SIZE, page }),
  create: () => adminPost('/admin/db_backups/create', {}),
  remove: (id: string) => adminPost('/admin/db_backups/delete', { id }),
  downloadLink: (id: string) => adminPost('/admin/db_backups/download_link', { id }),
};
