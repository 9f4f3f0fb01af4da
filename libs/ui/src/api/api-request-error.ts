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

  /** The service said it is not ready yet (503: e.g. player data still being imported). */
  get isStillStarting(): boolean {
    return this.status === 503;
  }

  /**
   * A sentence for a person: the service's own message, else one chosen by status when the body
   * is a proxy's page or empty (issue 11 item 7: "504: <html><head>..." reached the screens).
   */
  get userMessage(): string {
    return this.serverMessage ?? STATUS_SENTENCES[this.status] ?? (looksLikeHtml(this.body) ? GENERIC_SENTENCE : this.message);
  }
}

const GENERIC_SENTENCE = 'Something went wrong. Please try again in a moment.';
const STATUS_SENTENCES: Record<number, string> = {
  408: 'The request took too long. Please try again.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong on our side. Please try again in a moment.',
  502: 'The service is not answering. Please try again in a moment.',
  503: 'The service is not ready yet. Please try again in a moment.',
  504: 'The service took too long to answer. Please try again in a moment.',
};

const looksLikeHtml = (body: string): boolean => /^\s*</.test(body);

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
