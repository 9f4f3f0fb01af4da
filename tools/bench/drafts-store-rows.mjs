/**
 * The drafts store's rows of the bench (decision 190), the same whichever store the drafts
 * service runs on: saves through nginx at c=8, then, with the list grown to 10,000 drafts through
 * the API, windows of it read while votes (from voters with sessions) come in.
 */
import { measure, post, timed } from './http-bench.mjs';
import { randomSquad, saveBody } from './squads.mjs';

const GZIP = { 'accept-encoding': 'gzip' };
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rps = (r) => `${r.rps.toFixed(0)} req/s p99 ${r.p99.toFixed(1)} ms`;

export async function draftsStoreRows({ gateway, service, players, store, row, saves = 800, warmUp = 200, total = 10_000 }) {
  const squad = (i) => randomSquad(players, i + 1);
  const save = (base, i) => post(`${base}/api/save-draft`, saveBody(`Bench ${i}`, squad(i)));
  // Untimed first, as the paired rows warm up: a fresh service's first saves pay for the JIT and
  // its first connections, and the store's for its first writes (docs/bench.md).
  const cold = await timed(warmUp, 8, (i) => save(gateway, i));
  const saved = await timed(saves, 8, (i) => save(gateway, warmUp + i));
  row(`POST /api/save-draft x${saves} via nginx, c=8, ${store}`, rps(saved), `statuses ${saved.statuses}; first ${warmUp}: ${cold.rps.toFixed(0)} req/s`, '>= 300 req/s');
  // The rest of the 10,000 straight to the service: the list is what is measured next, not these.
  const grown = await timed(total - warmUp - saves, 8, (i) => save(service, warmUp + saves + i));
  const targets = JSON.parse(await (await fetch(`${service}/api/drafts?sort=newest&limit=50`)).text()).map((d) => d.id);
  // Each voter's session comes from the page that starts it (a vote needs one: decision 075).
  const sessions = [];
  for (let i = 0; i < 200; i += 1) sessions.push((await fetch(`${service}/api/drafts/my-votes`)).headers.getSetCookie()[0].split(';')[0]);
  await measure(`${service}/api/drafts?sort=top_rated&limit=50`, { requests: 4, concurrency: 1 }); // the first read loads the list
  let voting = true;
  const votes = (async () => {
    let n = 0;
    const statuses = new Set();
    while (voting) {
      const r = await post(`${service}/api/drafts/${targets[n % targets.length]}/vote`, { voteType: n % 3 ? 'up' : 'down' }, { cookie: sessions[n % sessions.length] });
      statuses.add(r.status);
      n += 1;
    }
    return { n, statuses: [...statuses].join(',') };
  })();
  const page = await measure(`${service}/api/drafts?sort=top_rated&limit=50`, { requests: 400, concurrency: 2, headers: GZIP });
  const since = new Date(Date.now() - 7 * 24 * 3600_000).toISOString();
  const searched = await measure(`${service}/api/drafts?sort=newest&limit=40&offset=0&q=bench&since=${since}`, { requests: 400, concurrency: 2, headers: GZIP });
  const whole = await measure(`${service}/api/drafts?sort=top_rated`, { requests: 60, concurrency: 2, headers: GZIP });
  voting = false;
  const voted = await votes;
  const count = Number((await fetch(`${service}/api/drafts?limit=1`)).headers.get('x-total-count'));
  row(`GET /api/drafts?limit=50 (${count}) during votes, ${store}`, `p99 ${page.p99.toFixed(1)} ms, ${kb(page.bytes)} KiB gz`, `${voted.n} votes meanwhile [${voted.statuses}]`, 'p99 <= 20 ms');
  row(`All Drafts window q+since (${count}) during votes`, `p99 ${searched.p99.toFixed(1)} ms, ${kb(searched.bytes)} KiB gz`, `saves to grow: ${rps(grown)}`, 'p99 <= 20 ms');
  row(`GET /api/drafts whole (${count}) during votes`, `p99 ${whole.p99.toFixed(1)} ms, ${kb(whole.bytes)} KiB gz`, '', '(Compare, Rate my team)');
}
