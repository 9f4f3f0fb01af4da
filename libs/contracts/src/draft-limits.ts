/** A draft's name limit, apart from the zod schemas so the builder page loads no zod (decision 085). */
export const DRAFT_NAME_MAX_LENGTH = 60;
