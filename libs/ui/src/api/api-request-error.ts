/**
 * A non-OK HTTP answer. `message` follows the product's error format (spec section 8):
 * "{status}: {body text}", or "{status}: {status text}" when the body is empty.
 * `serverMessage` is the human sentence of our services' JSON error body, when there is one;
 * screens show `userMessage`, which prefers it.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.serverMessage = serverMessageOf(body);
  }

  get userMessage(): string {
    return this.serverMessage ?? this.message;
  }
}

/** The `message` of our services' error body (ApiErrorSchema), read without zod: the shell has none. */
function serverMessageOf(body: string): string | undefined {
  if (!body.trimStart().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { message, statusCode } = parsed as { message?: unknown; statusCode?: unknown };
    return typeof message === 'string' && typeof statusCode === 'number' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The message to show for any error a query or mutation produced. */
export function errorMessageOf(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiRequestError) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
