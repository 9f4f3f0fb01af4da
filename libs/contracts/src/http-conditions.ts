/**
 * Two rules of HTTP that both gateways and the services apply to the same requests (the
 * catalogue reads answered from memory, decisions 130-131), kept in one place so they cannot
 * drift apart. Plain header records: no Node or Express type.
 */
type Headers = Record<string, string | string[] | undefined>;

/**
 * Whether an If-None-Match header matches `etag` (weak comparison, as RFC 9110 asks for it: a
 * W/ prefix on either side is ignored; `*` matches any stored answer).
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string | undefined): boolean {
  if (!header || !etag) return false;
  const bare = etag.replace(/^W\//, '');
  return String(header).split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** Whether a request carries a body (chunked, or a non-zero Content-Length). */
export const hasRequestBody = (headers: Headers): boolean =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
