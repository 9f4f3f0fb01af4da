import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * What /health asks of a service's store, whichever it is: its engine, and a cheap round trip.
 * The storage module a service imports (TypeORM's, or the drafts service's MongoDB one) provides it.
 */
export abstract class StorageHealth {
  abstract readonly engine: 'sqlite' | 'postgres' | 'mongodb';
  abstract ping(): Promise<unknown>;
}

@Injectable()
export class TypeOrmStorageHealth extends StorageHealth {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  get engine(): 'sqlite' | 'postgres' {
    return this.dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite';
  }

  ping(): Promise<unknown> {
    return this.dataSource.query('SELECT 1');
  }
}
