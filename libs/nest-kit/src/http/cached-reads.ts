import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { hasRequestBody } from '@draftroom/contracts';
import { cachedAnswer, type CachedJson } from './cached-json';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
/** The request log's: the request id to send (the log line follows the response). */
type Track = (req: IncomingMessage, res: ServerResponse, setHeader?: boolean) => string;

/**
 * GET paths whose whole answer is a CachedJson already in memory (the stats catalogue): the
 * service answers them before Express and Nest see the request (decision 130). A read registers
 * a function that hands back its payload when it is ready and current, or undefined when it is
 * not (importing, a version check due): then the request goes through the usual pipeline, which
 * waits, loads or answers the error exactly as before.
 */
@Injectable()
export class CachedReads {
  private readonly reads = new Map<string, { payload: () => CachedJson | undefined; cacheControl: string }>();

  register(path: string, payload: () => CachedJson | undefined, cacheControl = 'no-cache'): void {
    this.reads.set(path, { payload, cacheControl });
  }

  /**
   * Answers `req` from memory and says so, or says no. Only a plain GET or HEAD of a registered
   * path (any query, as the controller ignores it) without a body: a body still meets the body
   * parser's limit and error, and any other spelling of the path takes Express's routing.
   */
  serve(req: IncomingMessage, res: ServerResponse, track: Track): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || this.reads.size === 0) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const read = this.reads.get(q === -1 ? url : url.slice(0, q));
    if (!read || hasRequestBody(req.headers)) return false;
    const payload = read.payload();
    if (!payload) return false;
    // The controller's answer (cachedAnswer), its header lines in one writeHead after the request id.
    const requestId = track(req, res, false);
    const { status, head, body } = cachedAnswer(req, payload, read.cacheControl);
    res.writeHead(status, ['x-request-id', requestId, ...head]);
    res.end(body);
    return true;
  }
}


/**
 * Puts `reads` in front of the server's request listener (the Express application): what it
 * answers never reaches the pipeline; everything else does, unchanged. `track` is the request
 * log's (request id and the sampled line), the one thing the pipeline does for such a read
 * besides the controller's sendCached (cachedAnswer).
 */
export function serveCachedReadsFirst(server: Server, reads: CachedReads, track: Track): void {
  const pipeline = server.listeners('request') as Listener[];
  if (pipeline.length !== 1) throw new Error(`expected one request listener (the Express application), found ${pipeline.length}`);
  const [app] = pipeline;
  server.removeListener('request', app);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!reads.serve(req, res, track)) app(req, res);
  });
}
