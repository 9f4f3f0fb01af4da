import { z } from 'zod';
import { ApiRequestError, errorMessageOf } from './api-request-error';
import { fetchJson, postJson } from './fetch-json';

const realFetch = globalThis.fetch;
const answer = (body: string, init: ResponseInit) => {
  const fetchMock = jest.fn().mockResolvedValue(new Response(body, init));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('fetchJson', () => {
  it('sends credentials and returns the JSON body', async () => {
    const fetchMock = answer('[{"id":1}]', { status: 200 });
    await expect(fetchJson('/api/teams')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/teams', expect.objectContaining({ credentials: 'include' }));
  });

  it('parses the body with a schema when one is given', async () => {
    answer('{"id":"7"}', { status: 200 });
    const schema = z.object({ id: z.coerce.number() });
    await expect(fetchJson('/api/x', schema)).resolves.toEqual({ id: 7 });
  });

  it('turns a schema mismatch into a readable error', async () => {
    answer('{"id":"seven"}', { status: 200 });
    await expect(fetchJson('/api/x', z.object({ id: z.number() }))).rejects.toThrow('Unexpected response from /api/x');
  });

  it('formats a non-OK answer as "{status}: {body}"', async () => {
    answer('Not found', { status: 404, statusText: 'Not Found' });
    await expect(fetchJson('/api/drafts/9')).rejects.toThrow(new ApiRequestError(404, 'Not Found', 'Not found'));
    answer('Not found', { status: 404, statusText: 'Not Found' });
    await expect(fetchJson('/api/drafts/9')).rejects.toHaveProperty('message', '404: Not found');
  });

  it('falls back to the status text when the body is empty', async () => {
    answer('', { status: 503, statusText: 'Service Unavailable' });
    await expect(fetchJson('/api/players')).rejects.toHaveProperty('message', '503: Service Unavailable');
  });

  it("exposes the status and our services' human message", async () => {
    const body = JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Draft name is required' });
    answer(body, { status: 400, statusText: 'Bad Request' });
    const error = await fetchJson('/api/save-draft').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, message: `400: ${body}`, serverMessage: 'Draft name is required' });
    expect(errorMessageOf(error)).toBe('Draft name is required');
  });
});

describe('what a person reads when the answer is not our JSON', () => {
  it.each([
    [504, '<html><head><title>504 Gateway Time-out</title></head></html>', 'The service took too long to answer. Please try again in a moment.'],
    [502, '<html><body>Bad Gateway</body></html>', 'The service is not answering. Please try again in a moment.'],
    [429, '', 'Too many requests. Please wait a moment and try again.'],
    [418, '<html>teapot</html>', 'Something went wrong. Please try again in a moment.'],
  ])('turns a %i with a proxy page into a sentence, never HTML', (status, body, sentence) => {
    const error = new ApiRequestError(status, 'x', body);
    expect(errorMessageOf(error)).toBe(sentence);
    expect(errorMessageOf(error)).not.toContain('<');
  });

  it("keeps the gateway's own JSON sentence and knows a 503 means not ready yet", () => {
    const error = new ApiRequestError(503, 'Service Unavailable', JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Player data is still being imported. Please try again in a moment.' }));
    expect(errorMessageOf(error)).toBe('Player data is still being imported. Please try again in a moment.');
    expect(error.isStillStarting).toBe(true);
  });
});

describe('postJson', () => {
  it('posts a JSON body with credentials', async () => {
    const fetchMock = answer('{"id":3}', { status: 201 });
    await expect(postJson('/api/save-draft', { name: 'A' })).resolves.toEqual({ id: 3 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"A"}' });
    expect(init.headers['Content-Type']).toBe('application/json');
  });
});
