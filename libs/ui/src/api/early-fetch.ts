/**
 * Data requests started before the code that needs them. The shell starts the GETs a page
 * renders first (the route table's `firstData`) as soon as its entry runs, so /api/players is
 * on the wire while the shared chunks, /app-config.json, the remote's entry and its page chunks
 * load; the page's first fetchJson of that path then takes the answer already in flight.
 *
 * The map lives on globalThis because every bundle (shell, each remote) has its own copy of
 * this library. Each answer is taken once: a later fetch of the same path goes to the network.
 */
import { readAnswer, type ReadAnswer } from './read-answer';

const KEY = '__draftroomEarlyFetches';
type EarlyFetches = Map<string, Promise<ReadAnswer>>;

function earlyFetches(): EarlyFetches {
  const holder = globalThis as unknown as Record<string, EarlyFetches | undefined>;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Same credentials and Accept header as fetchJson, so the answer is the one it would get. */
const JSON_GET: RequestInit = { credentials: 'include', headers: { Accept: 'application/json' } };

export function startEarlyFetches(paths: readonly string[]): void {
  const map = earlyFetches();
  for (const path of paths) {
    if (map.has(path)) continue;
    // Read and parsed as soon as it arrives (read-answer.ts).
    const answer = fetch(path, JSON_GET).then(readAnswer);
    answer.catch(() => undefined); // a failure is seen (and reported) by the page's own fetch
    map.set(path, answer);
  }
}

/** The answer started early for a plain GET of `path`, once; undefined when there is none. */
export function takeEarlyFetch(path: string): Promise<ReadAnswer> | undefined {
  const map = earlyFetches();
  const answer = map.get(path);
  map.delete(path);
  return answer;
}
