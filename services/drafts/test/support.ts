/** The drafts tests' helpers, from @draftroom/testing (the names are kept for the tests that import them from here). */
export { cheapSquad, getJson, ids, newVoterSession, postJson, saveBody, sessionCookie, squadCostingExactly100 } from '@draftroom/testing';
export { bootDraftsStack, type DraftsTestStack } from '@draftroom/testing/services';
