/** The message of a 404 for a DB backup that is not there (or whose archive is gone). */
export const BACKUP_NOT_FOUND = 'This DB backup does not exist';
