/**
 * The production topology as the chaos test, the probe and the replicas bench start it: the e2e
 * stack (e2e/support/stack.mjs) behind nginx on PostgreSQL, drafts on MongoDB (FerretDB or
 * TEST_MONGODB_URL) and BullMQ on Redis, with `replicas` processes of each service, every port
 * from `portBase`. Replica i of a service listens on its port + 10 i (tools/launcher/start.mjs).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientFrom } from './http.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OFFSET = { drafts: 101, planner: 102, stats: 103 };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the stack (unless `started`: one already running on `portBase`) and answers its URLs and
 * what to do with it; `ready(timeoutMs)` waits until every replica's /health is 200.
 */
export function replicatedStack({ portBase, replicas = 2, env = {}, started = false }) {
  const child = started ? undefined : spawn(process.execPath, ['e2e/support/stack.mjs'], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, E2E_DB: 'postgres', E2E_QUEUE: 'bullmq', ...env,
      E2E_PORT_BASE: String(portBase), E2E_REPLICAS: String(replicas), E2E_GATEWAY: 'nginx',
    },
  });
  const exited = child && new Promise((resolve) => child.once('exit', resolve));
  const dataDir = join(tmpdir(), `draftroom-e2e-${portBase}`);
  const replicaUrl = (service, i) => `http://127.0.0.1:${portBase + OFFSET[service] + 10 * i}`;
  const everyReplica = Object.keys(OFFSET).flatMap((s) => Array.from({ length: replicas }, (_, i) => replicaUrl(s, i)));
  const monitor = clientFrom('127.0.0.9');
  const healthy = async (url) => (await monitor.send(`${url}/health`)).status === 200;
  const replicaName = (service, i) => (i === 0 ? service : `${service}-${i + 1}`);

  async function ready(timeoutMs) {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(500)) {
      if ((await Promise.all(everyReplica.map(healthy))).every(Boolean)) return true;
    }
    return false;
  }

  /** SIGKILLs replica `i` of `service` (the launcher starts it again); resolves with the seconds until it was healthy again. */
  async function killReplica(service, i) {
    const pids = JSON.parse(readFileSync(join(dataDir, 'children.json'), 'utf8'));
    const at = Date.now();
    process.kill(pids[replicaName(service, i)], 'SIGKILL');
    await sleep(200);
    while (!(await healthy(replicaUrl(service, i))) && Date.now() - at < 120_000) await sleep(200);
    return (Date.now() - at) / 1000;
  }

  const logs = join(dataDir, 'logs');
  /** Each service log's length in bytes, to read what is logged after. */
  const logSizes = () => Object.fromEntries(readdirSync(logs).map((f) => [f, readFileSync(join(logs, f)).length]));
  /** Error and warning lines logged since `offsets` (logSizes()), the access log's line per request left out, and how many carry a stack. */
  function errorsLoggedSince(offsets) {
    const lines = Object.keys(logSizes()).flatMap((f) => readFileSync(join(logs, f)).subarray(offsets[f] ?? 0).toString().split('\n'));
    const errors = lines.filter((l) => /"level":"(error|warn)"/.test(l) && !l.includes('"msg":"request"'));
    return { errors: errors.length, stacks: errors.filter((l) => l.includes('"stack":')).length };
  }

  return {
    gateway: `http://127.0.0.1:${portBase + 80}`,
    replicaUrl, replicaName, everyReplica, monitor, healthy, ready, killReplica, logSizes, errorsLoggedSince,
    stop: async () => {
      monitor.close();
      child?.kill('SIGTERM');
      await exited;
    },
  };
}
