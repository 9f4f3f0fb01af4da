/**
 * Does solving slow the site down? `/api/players` (stats service, through the gateway) p50/p99
 * with no solve running, then while five solves run at once in the planner (SOLVER_CONCURRENCY=5,
 * each in its nice-19 child process, decision 113), then the figure again after they stop.
 * Solves are kept at five in flight for the whole measurement (a finished one is replaced).
 * Also prints one best draft's time through the job API. Own ports: portBase 28100.
 */
import { measure, printRow, startStack } from '../../../tools/bench/http-bench.mjs';

const SOLVES = 5;
const stack = await startStack({ portBase: 28100, env: { FPL_AS_OF_GW: '4', SOLVER_CONCURRENCY: String(SOLVES), SOLVER_TRANSFERS_TIME_LIMIT_S: '30' } });
const base = stack.base;
const post = (path, body) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
const job = (id) => fetch(`${base}/api/solver/jobs/${id}`).then((r) => r.json());
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function solveOnce(body, path = '/api/solver/best-draft') {
  const t0 = Date.now();
  const { id } = await post(path, body);
  for (;;) {
    const j = await job(id);
    if (!['queued', 'running'].includes(j.state)) return { job: j, ms: Date.now() - t0 };
    await sleep(50);
  }
}

try {
  const players = { requests: 400, concurrency: 4 };
  printRow('GET /api/players, no solve (c=4)', await measure(`${base}/api/players`, players));

  const first = await solveOnce({ horizon: 5 });
  console.log(`best draft through the job API (h5, full pool): ${first.ms} ms wall, solve ${first.job.result?.proof.solveSeconds.toFixed(2)} s, gap ${first.job.result?.proof.gap}`);

  // Five hard plans at once (teams 1002/1004/1001/1003, horizon 8), replaced as they finish.
  const teams = [1002, 1004, 1001, 1003, 1002];
  let stop = false;
  let solved = 0;
  const current = new Array(teams.length);
  const runners = teams.map(async (teamId, i) => {
    while (!stop) {
      const { id } = await post('/api/solver/transfers', { teamId, horizon: 8 });
      current[i] = id;
      for (;;) {
        const j = await job(id);
        if (stop) {
          await fetch(`${base}/api/solver/jobs/${id}`, { method: 'DELETE' });
          return;
        }
        if (!['queued', 'running'].includes(j.state)) break;
        await sleep(200);
      }
      solved += 1;
    }
  });
  await sleep(1500); // let the five children start and load HiGHS
  const running = (await Promise.all(current.map((id) => job(id)))).filter((j) => j.state === 'running').length;
  printRow(`GET /api/players, ${running} solves running (c=4)`, await measure(`${base}/api/players`, players));
  stop = true;
  await Promise.all(runners);
  console.log(`(solves finished during the measurement: ${solved})`);
  await sleep(500);
  printRow('GET /api/players, after the solves (c=4)', await measure(`${base}/api/players`, players));
} finally {
  await stack.stop();
}
