/**
 * The drafts store's rows alone (tools/bench/drafts-store-rows.mjs), on the store the drafts
 * service uses in production: MongoDB (TEST_MONGODB_URL, or a FerretDB started here). The rest
 * of the product runs on its SQLite default behind nginx. BENCH_PORT_BASE moves the ports.
 */
import { draftsStoreRows } from '../../../tools/bench/drafts-store-rows.mjs';
import { startStack } from '../../../tools/bench/http-bench.mjs';
import { draftsMongoDatabase } from '../../../tools/scripts/drafts-mongodb.mjs';

const PORT_BASE = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) + 600 : 19600;
const store = await draftsMongoDatabase(`draftroom_bench_${PORT_BASE}_drafts`);
const stack = await startStack({ portBase: PORT_BASE, env: { GATEWAY: 'nginx', DRAFTS_DATABASE_URL: store.url } });
try {
  const players = JSON.parse(await (await fetch(`${stack.base}/api/players`)).text());
  const row = (what, figure, reference = '', _ratio = '', goal = '') => console.log(`  ${what.padEnd(52)} ${String(figure).padEnd(30)} ${String(reference).padEnd(34)} ${goal}`);
  await draftsStoreRows({ gateway: stack.base, service: `http://127.0.0.1:${PORT_BASE + 101}`, players, store: 'MongoDB', row });
} finally {
  await stack.stop();
  await store.stop();
}
