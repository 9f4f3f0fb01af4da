/**
 * Marks an old copy of an official-API answer, served while that API is down (decision 076); its
 * value is the ISO time the copy was fetched. Age and Warning 110 come with it. Kept apart from
 * the zod schemas so Team Manager reads it without loading zod on its first load (decision 085).
 */
export const STALE_COPY_HEADER = 'X-Draftroom-Stale';
