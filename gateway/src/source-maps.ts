import type { NextFunction, Request, Response } from 'express';

/**
 * Source maps (issue 11 item 9, decision 078): the production build writes them (error reports
 * and the people debugging need them), but the gateways do not serve them to the public unless
 * PUBLIC_SOURCE_MAPS=1: they would hand out the whole readable source of every screen.
 */
export const publicSourceMapsFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean => env.PUBLIC_SOURCE_MAPS?.trim() === '1';

const MAP_FILE = /\.map$/i;
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not found.' };

/** Node gateway: a 404 (the JSON of every other not-found) for any *.map outside /api. */
export function hideSourceMaps(publicMaps: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (publicMaps || req.path.startsWith('/api/') || !MAP_FILE.test(req.path)) return next();
    res.status(404).json(NOT_FOUND);
  };
}

/** nginx: the same, as a regex location (nested in each `^~` static prefix, which skips top-level regexes). */
export function nginxHiddenSourceMaps(publicMaps: boolean, indent = '    '): string {
  if (publicMaps) return '';
  return [
    `${indent}location ~* \\.map$ {`,
    `${indent}  default_type application/json;`,
    `${indent}  return 404 '${JSON.stringify(NOT_FOUND)}';`,
    `${indent}}`,
  ].join('\n');
}
