import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Opens the PostgreSQL pool's connections as the service starts, in the background. The pool
 * keeps them (its `min` is its size, data-source.ts), so the first burst of writes after a start
 * or a quiet hour does not wait for a connection each: opening a connection costs the first
 * concurrent saves several times what they take once it is open (decision 155).
 */
@Injectable()
export class PoolWarmUp implements OnApplicationBootstrap {
  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    if (this.dataSource.options.type !== 'postgres') return;
    // As many as the pool holds, all asked at once, so each query opens a connection of its own.
    const size = (this.dataSource.options.extra as { max?: number } | undefined)?.max ?? 10;
    const opened = Array.from({ length: size }, () => this.dataSource.query('SELECT 1'));
    Promise.all(opened).catch(() => undefined); // a failure shows on the first real query instead
  }
}
