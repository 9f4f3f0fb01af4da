/**
 * `npm run import`'s program (services/stats/dist/import-cli.js, what the script runs after its
 * build check) on a stack's stats database, while every 100 ms both stats replicas' /health and
 * /api/players through nginx are read and PostgreSQL's client connections counted (issue 29's
 * probe: an import never makes every replica unready, never serves players without xPts, and fits
 * beside the replicas' pools).
 */
import { spawn } from 'node:child_process';
import { root, sleep } from './stack.mjs';

const withXpts = (body) => (Array.isArray(body) ? body.filter((p) => typeof p.xptsGW5 === 'number').length : 0);

export async function watchImport({ gateway, replicaUrl, statsDatabase, client, connections }) {
  const expected = withXpts((await client.send(`${gateway}/api/players`)).body);
  const before = await connections();
  const samples = { polls: 0, bothUnready: 0, oneUnready: 0, withoutXpts: 0, maxConnections: before };
  const child = spawn(process.execPath, ['services/stats/dist/import-cli.js'], {
    cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DATABASE_URL: statsDatabase, FPL_AS_OF_GW: '4', LOG_LEVEL: 'warn' },
  });
  const output = [];
  for (const s of [child.stdout, child.stderr]) s.on('data', (d) => output.push(String(d)));
  const started = Date.now();
  let done = false;
  const exited = new Promise((r) => child.once('exit', (code) => ((done = true), r(code))));
  while (!done) {
    const [one, two, list, held] = await Promise.all([
      client.send(`${replicaUrl('stats', 0)}/health`), client.send(`${replicaUrl('stats', 1)}/health`), client.send(`${gateway}/api/players`), connections(),
    ]);
    samples.polls += 1;
    const unready = [one, two].filter((r) => r.status !== 200).length;
    if (unready === 2) samples.bothUnready += 1;
    else if (unready === 1) samples.oneUnready += 1;
    if (withXpts(list.body) !== expected) samples.withoutXpts += 1;
    samples.maxConnections = Math.max(samples.maxConnections, held);
    await sleep(100);
  }
  return { ...samples, code: await exited, seconds: (Date.now() - started) / 1000, before, expected, output: output.join('').trim().split('\n').pop() };
}
