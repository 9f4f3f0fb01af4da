import { ApiRequestError } from '@draftroom/ui';

/**
 * Spec 8: failures show "the server's message or" a generic sentence. Only our services' JSON
 * error message counts as the server's message; an empty body, a proxy's HTML page or a network
 * failure gets the generic sentence rather than a status code.
 */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
