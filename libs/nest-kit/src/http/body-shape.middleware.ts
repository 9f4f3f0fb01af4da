import type { NextFunction, Request, Response } from 'express';

/** Deeper than any payload of the API (a saved plan is about six levels) by a wide margin. */
export const MAX_BODY_DEPTH = 32;

/**
 * How deep a parsed JSON value nests, walked with a stack of its own, stopping as soon as it
 * passes `limit`: JSON.parse does not recurse, but JSON.stringify (the request fingerprint), zod
 * and the loggers do, and a body nested 10,000 deep overflowed the call stack in the first of them.
 */
export function nestingDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Express middleware right after the JSON body parser, before anything that walks the body:
 * a body nested deeper than MAX_BODY_DEPTH is refused with a 400 (the size limit is the parser's).
 */
export function bodyDepthLimit(limit = MAX_BODY_DEPTH) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!nestingDepthExceeds(req.body, limit)) return next();
    res.status(400).json({
      statusCode: 400, error: 'Bad Request',
      message: `The request body is nested too deeply (more than ${limit} levels). No request of this API needs that many.`,
    });
  };
}
