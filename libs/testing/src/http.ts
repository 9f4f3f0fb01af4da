/** JSON over real HTTP (fetch), for tests that talk to a listening service or gateway. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { headers });
  return { status: res.status, body: await res.json() };
}

/** The signed session cookie ("name=value") a drafts answer set, if any. */
export const sessionCookie = (headers: Headers): string | undefined =>
  headers.getSetCookie().find((c) => c.startsWith('draftroom_session='))?.split(';')[0];

/** A new voter: the session the All Drafts page gets from /api/drafts/my-votes before any vote. */
export async function newVoterSession(draftsUrl: string): Promise<string> {
  const cookie = sessionCookie((await fetch(`${draftsUrl}/api/drafts/my-votes`)).headers);
  if (!cookie) throw new Error('GET /api/drafts/my-votes set no session cookie');
  return cookie;
}
