/**
 * A fake planner for the solver panels' component tests (jsdom has no server): it replaces
 * globalThis.fetch, answers the POST that starts a job with `start`, each GET of the job with
 * the next of `answers` (the last one repeats), and a DELETE with the job cancelled. Every call
 * is recorded, with its JSON body, for the test to check what the panel sent.
 */
export interface RecordedCall {
  url: string;
  method: string;
  body?: unknown;
}

/** The members of a Response the app's API client reads (jsdom has no Response). */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}

export const fakeJsonResponse = (status: number, body: unknown): FakeResponse => ({
  ok: status < 400,
  status,
  statusText: status < 400 ? 'OK' : 'Error',
  text: async () => JSON.stringify(body),
});

export function fakeSolverPlanner(start: FakeResponse, answers: readonly object[], cancelled: object): RecordedCall[] {
  const calls: RecordedCall[] = [];
  let polls = 0;
  globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url: String(url), method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST') return start;
    if (method === 'DELETE') return fakeJsonResponse(200, cancelled);
    return fakeJsonResponse(200, answers[Math.min(polls++, answers.length - 1)]);
  }) as unknown as typeof fetch;
  return calls;
}
