import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { JsonLogger } from '@draftroom/nest-kit';
import { WorkerModule } from './app.module';
import { STATS_CONFIG, type StatsConfig } from './config';
import { IngestionService } from './jobs/ingestion.service';

/**
 * `npm run import`: runs the import and the projection now, in this process, against the stats
 * database of the environment (DATABASE_URL or the SQLite file). The way out when the first
 * import failed (decision 072): no queue or worker is needed, and a running API process sees the
 * new data within a second.
 */
async function main(): Promise<void> {
  // Beside running replicas and workers: two connections, not a full pool (issue 29: it failed
  // with "too many clients").
  process.env.DATABASE_POOL_SIZE ??= '2';
  const logger = new JsonLogger('stats-import');
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger });
  const source = (process.argv[2] as StatsConfig['importSource'] | undefined) ?? app.get<StatsConfig>(STATS_CONFIG).importSource;
  try {
    const result = await app.get(IngestionService).importAndProjectNow(source);
    console.log(`Imported ${result.seasons} season(s) (${result.rows} rows) from ${source} and stored ${result.projections} projections.`);
  } catch (err) {
    console.error(`The import failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  } finally {
    await app.close();
  }
}

void main();
