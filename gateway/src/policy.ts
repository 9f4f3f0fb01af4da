/**
 * Headers every page and asset gets from the gateway (nginx or the Node gateway alike).
 * The shell loads its remotes from this origin, so scripts need only 'self'; inline styles are
 * allowed because React sets style attributes. Swagger UI pages (/docs/...) are served by the
 * services and keep their own headers.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Largest request body the gateway forwards (saved plans are the biggest payloads). */
export const MAX_BODY_SIZE = '512k';
