/**
 * Query keys shared by this remote's features (features never import each other): a save in
 * Team Manager refreshes the Saved Plans searches.
 */
export const SAVED_PLANS_KEY = ['/api/saved-plans'] as const;
