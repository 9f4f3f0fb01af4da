import { ApiRequestError } from './api-request-error';

/** Anything with zod's `parse`; typed structurally so this file carries no zod import. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

function isSchema(value: unknown): value is ResponseSchema<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as ResponseSchema<unknown>).parse === 'function';
}

async function request(path: string, init: RequestInit): Promise<{ data: unknown; headers: Headers }> {
  const response = await fetch(path, { credentials: 'include', ...init });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, text.trim());
  return { data: text ? JSON.parse(text) : undefined, headers: response.headers };
}

export function parseWith<T>(schema: ResponseSchema<T> | undefined, path: string, data: unknown): T {
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch (cause) {
    // A zod issue dump is no message for a person; keep it as the cause for the console.
    throw new Error(`Unexpected response from ${path}`, { cause });
  }
}

/**
 * GET (or any method through `init`) a JSON resource of our API.
 *   fetchJson('/api/players', shapeChecked(PlayerListShape))  -> parsed and typed
 *   fetchJson<Foo>('/api/foo', { signal })        -> unchecked
 */
export function fetchJson<T>(path: string, schema: ResponseSchema<T>, init?: RequestInit): Promise<T>;
export function fetchJson<T = unknown>(path: string, init?: RequestInit): Promise<T>;
export async function fetchJson<T>(
  path: string,
  schemaOrInit?: ResponseSchema<T> | RequestInit,
  init?: RequestInit,
): Promise<T> {
  const schema = isSchema(schemaOrInit) ? schemaOrInit : undefined;
  const options = isSchema(schemaOrInit) ? init : schemaOrInit;
  return (await getAnswer(path, schema, options)).data;
}

/** Like `fetchJson` with a schema, keeping the answer's headers (e.g. a stale copy's label). */
export async function fetchJsonWithHeaders<T>(path: string, schema: ResponseSchema<T>): Promise<{ data: T; headers: Headers }> {
  return getAnswer(path, schema, undefined);
}

async function getAnswer<T>(path: string, schema: ResponseSchema<T> | undefined, options: RequestInit | undefined) {
  const answer = await request(path, { ...options, headers: { Accept: 'application/json', ...options?.headers } });
  return { data: parseWith(schema, path, answer.data), headers: answer.headers };
}

/** POST a JSON body; the answer is parsed with `schema` when given. */
export async function postJson<T = unknown>(path: string, body: unknown, schema?: ResponseSchema<T>): Promise<T> {
  const { data } = await request(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return parseWith(schema, path, data);
}
