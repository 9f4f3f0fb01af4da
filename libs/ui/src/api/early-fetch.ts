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
/** The answer on its way, and the answer itself once it has been read. */
interface EarlyFetch {
  answer: Promise<ReadAnswer>;
  arrived?: ReadAnswer;
}
type EarlyFetches = Map<string, EarlyFetch>;

function earlyFetches(): EarlyFetches {
  const holder = globalThis as unknown as Record<string, EarlyFetches | undefined>;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/**
 * Same credentials and Accept header as fetchJson, so the answer is the one it would get. A page's
 * HTML preloads these paths `crossorigin="use-credentials"` (first-view-html.cjs), which is what
 * lets this fetch take the preloaded answer: change the credentials in both places or neither.
 */
const JSON_GET: RequestInit = { credentials: 'include', headers: { Accept: 'application/json' } };

export function startEarlyFetches(paths: readonly string[]): void {
  const map = earlyFetches();
  for (const path of paths) {
    if (map.has(path)) continue;
    // Read and parsed as soon as it arrives (read-answer.ts).
    const early: EarlyFetch = { answer: fetch(path, JSON_GET).then(readAnswer) };
    early.answer.then((answer) => (early.arrived = answer), () => undefined); // a failure is seen (and reported) by the page's own fetch
    map.set(path, early);
  }
}

/** The answer started early for a plain GET of `path`, once; undefined when there is none. */
export function takeEarlyFetch(path: string): Promise<ReadAnswer> | undefined {
  const map = earlyFetches();
  const early = map.get(path);
  map.delete(path);
  return early?.answer;
}

/**
 * The early answer for `path` if it has already arrived and is a 2xx, without taking it: a page
 * whose data came in while its code loaded can draw it in its first render (get-query.ts).
 */
export function arrivedEarlyAnswer(path: string): ReadAnswer | undefined {
  const arrived = earlyFetches().get(path)?.arrived;
  return arrived?.response.ok ? arrived : undefined;
}

/** Resolves when every early answer among `paths` has arrived or failed (none started: at once). */
export function earlyAnswersSettled(paths: readonly string[]): Promise<void> {
  const map = earlyFetches();
  return Promise.all(paths.map((path) => map.get(path)?.answer.catch(() => undefined))).then(() => undefined);
}

/**
 * Runs `draw` as if `answers` (path -> parsed JSON of a 2xx) had arrived early, then forgets
 * them: a server drawing a page with its data (render-first-views.tsx) gives the page's queries
 * their first data the same way the browser does, through getQuery's schema check. `draw` must
 * be synchronous (renderToStaticMarkup), so no other render sees these answers.
 */
export function withAnswersInHand<T>(answers: Readonly<Record<string, unknown>>, draw: () => T): T {
  const map = earlyFetches();
  const before = new Map(map);
  for (const [path, data] of Object.entries(answers)) {
    const arrived: ReadAnswer = { response: { ok: true, status: 200 } as Response, text: '', data: () => data };
    map.set(path, { answer: Promise.resolve(arrived), arrived });
  }
  try {
    return draw();
  } finally {
    map.clear();
    for (const [path, early] of before) map.set(path, early);
  }
}
