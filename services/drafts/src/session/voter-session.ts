import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';

/**
 * Votes are anonymous: a signed, httpOnly, SameSite=Lax cookie holding a random id identifies a
 * voter (one vote per voter per draft). The cookie is only issued when someone votes, so browsing
 * sets no cookie at all. cookie-parser (AppModule) verifies the signature; a forged or altered
 * cookie reads as no session.
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
