/** The chaos test's checks after the load: lists against acknowledged writes, and the write limit. */
import { clientFrom } from './http.mjs';

/**
 * Every acknowledged draft in both drafts replicas' lists and the gateway's, and each draft's
 * counts equal to the last acknowledged vote of every client (drafts with an unanswered vote left out).
 */
const LISTS = ['drafts replica 1', 'drafts replica 2', 'the gateway'];

export async function finalChecks({ monitor, gateway, replicaUrl, saved, votesOf, uncertain }) {
  const lists = await Promise.all([replicaUrl('drafts', 0), replicaUrl('drafts', 1), gateway].map(async (base) => (await monitor.send(`${base}/api/drafts?sort=newest`)).body));
  const expected = new Map();
  for (const votes of votesOf) {
    for (const [id, choice] of votes) {
      const counts = expected.get(id) ?? { up: 0, down: 0 };
      if (choice !== 'none') counts[choice] += 1;
      expected.set(id, counts);
    }
  }
  const missing = [];
  let wrongCounts = 0;
  let checkedDrafts = 0;
  const wrong = [];
  for (const [n, list] of lists.entries()) {
    const byId = new Map(list.map((d) => [d.id, d]));
    for (const id of saved.filter((d) => !byId.has(d))) missing.push(`draft ${id} not in ${LISTS[n]}'s list`);
    for (const [id, counts] of expected) {
      if (uncertain.has(id)) continue;
      checkedDrafts += 1;
      const draft = byId.get(id);
      if (!draft || draft.upvotes !== counts.up || draft.downvotes !== counts.down) {
        wrongCounts += 1;
        const stored = (await monitor.send(`${gateway}/api/drafts/${id}`)).body;
        wrong.push(`draft ${id} in ${LISTS[n]}: ${draft?.upvotes}/${draft?.downvotes} up/down, the votes say ${counts.up}/${counts.down}, stored ${stored?.upvotes}/${stored?.downvotes}`);
      }
    }
  }
  return { lost: missing.length, missing, wrongCounts, wrong, checkedDrafts: checkedDrafts / lists.length };
}

/**
 * One client (an address no chaos client used) sends more writes than the service's burst,
 * `inFlight` at a time, spread over both replicas by nginx: exactly the burst passes when the
 * count is shared. `headers(n)` adds headers to write n (the probe forges X-Forwarded-For with it).
 * The writes are predictions with an unknown player: refused (400) after the limit, storing nothing.
 */
export async function limitCountedOnce(gateway, burst, { sent = burst + 40, inFlight = 8, from = '127.0.0.250', headers = () => ({}) } = {}) {
  const client = clientFrom(from, { maxSockets: inFlight });
  let passed = 0;
  let next = 0;
  await Promise.all(Array.from({ length: inFlight }, async () => {
    while (next < sent) {
      const n = next++;
      const res = await client.send(`${gateway}/api/predictions`, { method: 'POST', body: { username: `Limit ${n}`, topGK: 999_999 }, headers: headers(n) });
      if (res.status !== 429) passed += 1;
    }
  }));
  client.close();
  return { sent, passed, burst };
}
