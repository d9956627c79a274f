import { REACTIONS_SCHEMA } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';

/** How often the schedule makes a backup and how many made backups are kept. */
export type BackupSchedule = { readonly everyHours: number; readonly keep: number };

/** A backup a day, the last 7 kept: a week to notice a mistake and go back before it. */
export const DEFAULT_BACKUP_SCHEDULE: BackupSchedule = { everyHours: 24, keep: 7 };

/** The timer key of the next scheduled backup. */
export const SCHEDULE_TIMER = 'schedule';
export const DB_BACKUPS_REACTION = 'db_backups';

function positive(value: string | undefined, name: string, integer: boolean): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number, got "${value}"`);
  }
  return n;
}

/** GP_BACKUP_EVERY_HOURS (default 24, fractions allowed) and GP_BACKUP_KEEP (default 7). */
export function backupScheduleFromEnv(env: NodeJS.ProcessEnv): BackupSchedule {
  return {
    everyHours:
      positive(env.GP_BACKUP_EVERY_HOURS, 'GP_BACKUP_EVERY_HOURS', false) ?? DEFAULT_BACKUP_SCHEDULE.everyHours,
    keep: positive(env.GP_BACKUP_KEEP, 'GP_BACKUP_KEEP', true) ?? DEFAULT_BACKUP_SCHEDULE.keep,
  };
}

/** When the backup after one finished at `from` is due. */
export const nextBackupAt = (from: Date, schedule: BackupSchedule) =>
  new Date(from.getTime() + schedule.everyHours * 3_600_000);

/**
 * Starts the schedule on a deployment that has none: a timer one period from now. Every
 * backup that finishes sets the next, so this only matters the first time (or after the
 * timer was lost); an existing timer is left as it is.
 */
export async function ensureBackupSchedule(db: Kysely<unknown>, now: Date, schedule: BackupSchedule): Promise<void> {
  await sql`insert into ${sql.table(`${REACTIONS_SCHEMA}.timers`)} (reaction, key, due_at, action, set_by_seq)
    values (${DB_BACKUPS_REACTION}, ${SCHEDULE_TIMER}, ${nextBackupAt(now, schedule)}, '{}'::jsonb, 0)
    on conflict (reaction, key) do nothing`.execute(db);
}
