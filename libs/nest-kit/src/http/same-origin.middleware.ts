import type { NextFunction, Request, Response } from 'express';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin ("http://host:port") of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

/**
 * The origin the browser was on when it sent the request: its Origin header, else its Referer's
 * origin; undefined when it sent neither (a script, curl, a test), null when they are unreadable.
 */
function callerOrigin(req: Request): string | null | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin === 'null' ? null : originOf(origin);
  const referer = req.headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

/**
 * The origin the request was sent to: the gateway's Host as it forwarded it (X-Forwarded-Host;
 * trust proxy makes the scheme its X-Forwarded-Proto), else this service's own Host.
 */
function targetOrigin(req: Request): string {
  const forwarded = req.headers['x-forwarded-host'];
  const host = (typeof forwarded === 'string' && forwarded !== '' ? forwarded.split(',')[0].trim() : req.headers.host) ?? '';
  return `${req.protocol}://${host}`.toLowerCase();
}

/**
 * Writes only from the product's own pages (issue 29 item 6): the session cookie is sent by the
 * browser to any port of the same host, so a page on another port of it (same-site, not
 * same-origin) could vote with the visitor's session. A write whose Origin (or, without one, its
 * Referer) is not the origin it was sent to is refused with a 403, and so is one the browser marks
 * as coming from another site or another origin of this one (Sec-Fetch-Site). Requests that carry
 * none of these headers are not from a browser page and pass. ALLOWED_ORIGINS adds origins (a
 * comma list) whose pages may write too.
 */
export function sameOriginWrites(env: NodeJS.ProcessEnv = process.env) {
  const allowed = new Set((env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim().toLowerCase()).filter(Boolean));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const caller = callerOrigin(req);
    const fetchSite = req.headers['sec-fetch-site'];
    const foreignSite = fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (caller === undefined && !foreignSite) return next();
    if (caller && (caller.toLowerCase() === targetOrigin(req) || allowed.has(caller.toLowerCase()))) return next();
    res.status(403).json({
      statusCode: 403, error: 'Forbidden',
      message: 'Changes can only be made from Draftroom\'s own pages. Open Draftroom itself and try again there.',
    });
  };
}
