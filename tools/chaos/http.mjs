/**
 * HTTP from a loopback address of its own (127.0.0.x): each chaos client is a client of its own
 * to nginx's and the services' per-address limits, as separate people would be.
 */
import { Agent, request } from 'node:http';

export function clientFrom(localAddress, { maxSockets = 4 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets, localAddress });
  let cookie = '';
  /** { status, headers, body } or { status: 0, error } when the connection failed. */
  const send = (url, { method = 'GET', body, headers = {} } = {}) => new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(url, {
      method, agent, localAddress, timeout: 30_000,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const setCookie = res.headers['set-cookie']?.[0];
        if (setCookie) cookie = setCookie.split(';')[0];
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = text;
        }
        resolve({ status: res.statusCode, headers: res.headers, body: parsed });
      });
      res.on('error', (error) => resolve({ status: 0, error }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, error }));
    req.end(payload);
  });
  return { send, close: () => agent.destroy() };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A write as the product's client makes it: one Idempotency-Key, retried with the same key when
 * the answer is lost (connection cut, 502/503/504 while a replica dies) or limited (429, after its
 * Retry-After). The first definite answer is returned, or null when it never came.
 */
export async function write(client, url, body, key, tries = 12) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const res = await client.send(url, { method: 'POST', body, headers: { 'idempotency-key': key } });
    if (res.status === 429) await sleep(1000 * Number(res.headers['retry-after'] ?? 1));
    else if (res.status === 0 || res.status === 502 || res.status === 503 || res.status === 504) await sleep(300);
    else return res;
  }
  return null;
}
