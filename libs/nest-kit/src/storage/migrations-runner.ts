import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Any fixed number: the key of the advisory lock the migrations of one database run under. */
const MIGRATION_LOCK = 1_100_911;

/**
 * Runs the migrations at start, one process at a time (issue 11 item 9): the stats API and its
 * worker start together against the same database, and both running the first migration at once
 * failed one of them ("Unable to connect", retried). On PostgreSQL the second waits on an advisory
 * lock held on one connection, then finds nothing left to run; SQLite is one process's file.
 */
@Injectable()
export class MigrationsRunner implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    if (this.dataSource.options.type !== 'postgres') {
      await this.dataSource.runMigrations({ transaction: 'each' });
      return;
    }
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await this.dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await runner.release();
    }
  }
}
