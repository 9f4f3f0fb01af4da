import { queryOptions } from '@tanstack/react-query';
import type { ReadShape } from '@draftroom/contracts';
import { dataArrivedEarly, fetchJson } from './fetch-json';
import { shapeChecked } from './shape-checked';

/**
 * The query of a plain GET of our API, keyed by its path, its answer checked against `shape`.
 * When the shell's early fetch of that path (early-fetch.ts) has already arrived as the page
 * mounts, the query starts with it: on a first visit the data usually beats the page's code, and
 * the page's first render then draws it instead of a loading state followed by one more render
 * per query (decision 160). Queries never go stale on their own (query-client.ts), so the data
 * taken this way is not fetched again.
 */
export function getQuery<T>(path: string, shape: ReadShape<T>) {
  const schema = shapeChecked(shape);
  return queryOptions({
    queryKey: [path],
    queryFn: () => fetchJson(path, schema),
    initialData: () => dataArrivedEarly(path, schema),
  });
}
