#!/usr/bin/env node
/**
 * Runs the fixture server on its own (for e2e runs and manual testing):
 *   node tools/fpl-fixture-server/dist/cli.js --port 3199
 * Modes can be switched while it runs: POST /__control/mode?mode=timeout|malformed|error|normal
 */
import { join } from 'node:path';
import { readSnapshotSeason } from '@draftroom/fpl-data';
import { startFixtureServer } from './server';

async function main(): Promise<void> {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const snapshot = arg('snapshot') ?? join(__dirname, '..', '..', '..', 'data', 'snapshot');
  const season = readSnapshotSeason(snapshot, '2025-26');
  const server = await startFixtureServer({ season, port: Number(arg('port') ?? 3199) });
  console.log(`FPL fixture server on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
