/**
 * The gateway's own errors, as JSON in the services' error shape (issue 11 item 7, decision 074):
 * nginx's HTML pages ("<html><head><title>504 Gateway Time-out") used to reach the UI, which
 * showed them as text. Both gateways answer these; a service's own error bodies pass untouched.
 */
export const GATEWAY_ERRORS = {
  400: { error: 'Bad Request', message: 'The request could not be understood. Please reload the page and try again.' },
  413: { error: 'Payload Too Large', message: 'The request body is too large.' },
  414: { error: 'URI Too Long', message: 'The address is too long.' },
  /** The gateway's per-client limits (decision 077); Retry-After says how long to wait. */
  429: { error: 'Too Many Requests', message: 'Too many requests from your connection in a short time. Please wait a moment and try again.' },
  /** nginx's own code for headers too large, sent to the client as a 400. */
  494: { error: 'Bad Request', message: 'The request headers are too large. Clearing this site’s cookies may help.' },
  500: { error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again in a moment.' },
  /**
   * nginx's code for a service it cannot reach (refused, reset, no replica up): an outage, sent
   * as 503 with Retry-After like the services' own outages (decision 213), e.g. while one starts.
   */
  502: { error: 'Service Unavailable', message: 'The service is not answering. Please try again in a moment.' },
  503: { error: 'Service Unavailable', message: 'The service is unavailable. Please try again in a moment.' },
  504: { error: 'Gateway Timeout', message: 'The service took too long to answer. Please try again in a moment.' },
} as const;

export type GatewayErrorStatus = keyof typeof GATEWAY_ERRORS;

/** Seconds a client waits before asking again after a gateway outage answer (as the services say). */
export const OUTAGE_RETRY_AFTER_S = 5;

/** The HTTP status the client sees (nginx answers its 494 as 400, its 502 as 503). */
const SENT_AS: Partial<Record<GatewayErrorStatus, number>> = { 494: 400, 502: 503 };
const sentAs = (status: GatewayErrorStatus): number => SENT_AS[status] ?? status;

export const gatewayErrorBody = (status: GatewayErrorStatus, message: string = GATEWAY_ERRORS[status].message) =>
  ({ statusCode: sentAs(status), error: GATEWAY_ERRORS[status].error, message });

/**
 * nginx: each of its own error statuses answered by an internal location returning the JSON body.
 * URI locations, not named ones: for a request line nginx could not read (400, 414) it has no URI
 * to redirect to a named location with, and answers 500 instead.
 */
export function nginxErrorPages(indent = '    '): string {
  const codes = Object.keys(GATEWAY_ERRORS).map(Number) as GatewayErrorStatus[];
  // `=503`: without it nginx keeps the error's own status whatever the location returns.
  const changed = (code: GatewayErrorStatus) => (sentAs(code) === code ? '' : `=${sentAs(code)} `);
  const lines = codes.map((code) => `${indent}error_page ${code} ${changed(code)}/__gateway_error/${code};`);
  for (const code of codes) {
    const body = JSON.stringify(gatewayErrorBody(code)).replace(/'/g, "\\'");
    // $api_retry_after: a map next to the rate-limit zones (rate-limits.ts), per method.
    const retryAfter =
      code === 429 ? [`${indent}  add_header Retry-After $api_retry_after always;`]
      : sentAs(code) === 503 ? [`${indent}  add_header Retry-After ${OUTAGE_RETRY_AFTER_S} always;`]
      : [];
    lines.push(`${indent}location = /__gateway_error/${code} {`, `${indent}  internal;`, `${indent}  default_type application/json;`, ...retryAfter, `${indent}  return ${sentAs(code)} '${body}';`, `${indent}}`);
  }
  return lines.join('\n');
}
