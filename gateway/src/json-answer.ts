import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * A JSON answer written on a plain node:http response, as Express's `res.json` would: the Node
 * gateway's /api path (its limits, errors and 404) never enters Express (decision 241).
 */
export function sendJson(res: ServerResponse, status: number, body: object, headers: OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) }).end(text);
}
