import type { QueryRunner } from 'typeorm';

/** Column types for hand-written migrations that run unchanged on PostgreSQL and SQLite. */
export function migrationTypes(queryRunner: QueryRunner) {
  const postgres = queryRunner.connection.options.type === 'postgres';
  return {
    postgres,
    timestamp: postgres ? 'timestamptz' : 'datetime',
    /** JSON documents are stored as text (TypeORM simple-json) on both engines. */
    json: 'text',
    double: 'double precision',
    now: postgres ? 'now()' : "(datetime('now'))",
  } as const;
}
