import type { Response } from 'express';
import { STALE_COPY_HEADER } from '@draftroom/contracts';
import type { Served } from './upstream-cache';

/**
 * Labels a stale answer the way HTTP caches do (Age, Warning 110) plus our own header with the
 * fetch time, which the screens read (decision 076); answers the value.
 */
export function servedWithLabel<T>(res: Response, served: Served<T>, now = Date.now()): T {
  if (served.staleSince) {
    res.setHeader(STALE_COPY_HEADER, served.staleSince.toISOString());
    res.setHeader('Age', String(Math.max(0, Math.floor((now - served.staleSince.getTime()) / 1000))));
    res.setHeader('Warning', '110 - "Response is Stale"');
    res.setHeader('Cache-Control', 'no-store');
  }
  return served.value;
}
