#!/usr/bin/env node
/**
 * Runs the fixture server on its own (for e2e runs and manual testing):
 *   node tools/fpl-fixture-server/dist/cli.js --port 3199
 * Modes can be switched while it runs: POST /__control/mode?mode=timeout|malformed|error|normal
 * --season 2026-27 (or FPL_FIXTURE_SEASON, which the launcher passes through) serves a made-up
 * season after the snapshot's 2025/26 instead (made-up-seasons.ts).
 */
import { join } from 'node:path';
import { servedSeason } from './made-up-seasons';
import { startFixtureServer } from './server';

async function main(): Promise<void> {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const snapshot = arg('snapshot') ?? join(__dirname, '..', '..', '..', 'data', 'snapshot');
  const season = servedSeason(snapshot, arg('season') ?? (process.env.FPL_FIXTURE_SEASON || undefined));
  const server = await startFixtureServer({ season, port: Number(arg('port') ?? 3199) });
  console.log(`FPL fixture server on ${server.url} (season ${season.season})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
