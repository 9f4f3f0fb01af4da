import { Column, Entity, PrimaryColumn, type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { columnTypes } from '../storage/engine';
import { migrationTypes } from '../storage/migration-types';

/**
 * One Idempotency-Key a write was applied with (decision 071). The row is inserted in the write's
 * own transaction, so "the write landed" and "the key is taken" are one fact; the answer is
 * filled in once the request has answered, and a retry with the same key gets it back.
 */
@Entity('idempotent_requests')
export class IdempotentRequestRow {
  @PrimaryColumn({ type: 'varchar', length: 100 }) key!: string;
  @Column({ type: 'varchar', length: 64 }) fingerprint!: string;
  @Column({ type: 'integer', nullable: true }) status!: number | null;
  @Column({ type: 'text', nullable: true }) answer!: string | null;
  @Column({ type: columnTypes().timestamp }) createdAt!: Date;
}

/** The table, for each service that takes Idempotency-Key (its migration list names this class). */
export class IdempotentRequests1764900000000 implements MigrationInterface {
  name = 'IdempotentRequests1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = migrationTypes(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'idempotent_requests',
      columns: [
        { name: 'key', type: 'varchar', length: '100', isPrimary: true },
        { name: 'fingerprint', type: 'varchar', length: '64' },
        { name: 'status', type: 'integer', isNullable: true },
        { name: 'answer', type: 'text', isNullable: true },
        { name: 'createdAt', type: t.timestamp },
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotent_requests');
  }
}
