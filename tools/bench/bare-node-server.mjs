/**
 * The bench's "bare Node" reference (references.mjs): a plain node:http server answering fixed
 * bodies from memory, nothing else. Run as its own process, like the services it is compared with:
 * inside the bench's process it shared one event loop with the load generator and read slower
 * than the framework it is meant to bound. Usage: node bare-node-server.mjs PORT BODIES_DIR
 * (each file in BODIES_DIR is served at the path its name encodes, see references.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const [port, dir] = process.argv.slice(2);
const bodies = Object.fromEntries(readdirSync(dir).map((name) => [decodeURIComponent(name), readFileSync(join(dir, name))]));
createServer((req, res) => {
  const body = bodies[req.url];
  if (!body) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-cache' });
  return res.end(body);
}).listen(Number(port), '127.0.0.1');
