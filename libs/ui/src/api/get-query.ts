import { queryOptions } from '@tanstack/react-query';
import type { ReadShape } from '@draftroom/contracts';
import { fetchJson, parseWith } from './fetch-json';
import { shapeChecked } from './shape-checked';

/**
 * The query of a plain GET of our API, keyed by its path alone, so the shell's route loader can
 * start it before the page's code is here (pageQuery). The answer is checked against `shape` in
 * `select`: whoever fetched it, the page reads only data that fits, and a misfit is the query's
 * error ("Unexpected response from ...").
 */
export function getQuery<T>(path: string, shape: ReadShape<T>) {
  const schema = shapeChecked(shape);
  return queryOptions({
    queryKey: [path],
    queryFn: () => fetchJson(path),
    select: (data: unknown): T => parseWith(schema, path, data),
  });
}

/** The same query as `getQuery` without knowing the page's shapes: what a route loader starts. */
export const pageQuery = (path: string) => queryOptions({ queryKey: [path], queryFn: () => fetchJson(path) });
