import { QueryFailedError } from 'typeorm';

/**
 * True when an INSERT broke a unique index: PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE.
 * Names are checked before inserting, but two saves of the same name can still race; the index is
 * what makes uniqueness hold, and this turns its error into the same 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = (error as QueryFailedError & { driverError?: { code?: string } }).driverError;
  return driver?.code === '23505' || driver?.code === 'SQLITE_CONSTRAINT_UNIQUE' || driver?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
