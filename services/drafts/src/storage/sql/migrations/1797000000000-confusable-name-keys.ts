import type { MigrationInterface, QueryRunner } from 'typeorm';
import { rekeyed } from '../../../names/name-key';

/**
 * Draft names and prediction usernames are compared by their confusables skeleton now (issue 29),
 * not only lower-cased: every stored key is computed again. Each table is first moved to keys that
 * cannot collide, so a new key never meets an old one still held by another row.
 */
export class ConfusableNameKeys1797000000000 implements MigrationInterface {
  name = 'ConfusableNameKeys1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.rekey(queryRunner, 'drafts', 'name', 'nameKey');
    await this.rekey(queryRunner, 'predictions', 'username', 'usernameKey');
  }

  async down(): Promise<void> {
    // The lower-cased keys of before are not needed to read anything back: nothing to undo.
  }

  private async rekey(queryRunner: QueryRunner, table: string, nameColumn: string, keyColumn: string): Promise<void> {
    const rows = (await queryRunner.query(`SELECT id, "${nameColumn}" AS name FROM ${table}`)) as Array<{ id: number; name: string }>;
    await queryRunner.query(`UPDATE ${table} SET "${keyColumn}" = 'rekey:' || id`);
    for (const { id, key } of rekeyed(rows)) await queryRunner.query(`UPDATE ${table} SET "${keyColumn}" = ? WHERE id = ?`, [key, id]);
  }
}
