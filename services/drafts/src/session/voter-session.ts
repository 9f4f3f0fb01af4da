import { randomUUID } from 'node:crypto';
import { ForbiddenException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';

/**
 * Votes are anonymous: a signed, httpOnly, SameSite=Lax cookie holding a random id identifies a
 * voter (one vote per voter per draft). The cookie is issued by GET /api/drafts/my-votes, which
 * the All Drafts page loads before anyone can vote, and a vote needs it (issue 11 item 4, decision
 * 075): a script can no longer cast a thousand cookie-less votes, each a new voter. cookie-parser
 * (AppModule) verifies the signature; a forged or altered cookie reads as no session.
 */
export const SESSION_COOKIE = 'draftroom_session';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function voterSessionOf(req: Request): string | null {
  const value: unknown = (req.signedCookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && SESSION_ID.test(value) ? value : null;
}

export function cookieOptions(req: Request): CookieOptions {
  // Behind the gateway req.secure follows X-Forwarded-Proto (trust proxy is set for loopback).
  return { signed: true, httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: ONE_YEAR_MS };
}

/** The caller's voter id, issuing a new session cookie when there is none. */
export function ensureVoterSession(req: Request, res: Response): string {
  const existing = voterSessionOf(req);
  if (existing) return existing;
  const id = randomUUID();
  res.cookie(SESSION_COOKIE, id, cookieOptions(req));
  return id;
}

/** `@VoterSession() voter: string | null`: the caller's voter id if they have voted before. */
export const VoterSession = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  voterSessionOf(ctx.switchToHttp().getRequest<Request>()),
);

/** `@NewOrExistingVoterSession() voter: string`: as above, issuing a session when needed. */
export const NewOrExistingVoterSession = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  ensureVoterSession(ctx.switchToHttp().getRequest<Request>(), ctx.switchToHttp().getResponse<Response>()),
);

export const NO_SESSION_MESSAGE = 'Your voting session has expired or was never started. Please reload the page and vote again.';

/** `@ExistingVoterSession() voter: string`: the session the server issued earlier; 403 without one. */
export const ExistingVoterSession = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const voter = voterSessionOf(ctx.switchToHttp().getRequest<Request>());
  if (!voter) throw new ForbiddenException(NO_SESSION_MESSAGE);
  return voter;
});
