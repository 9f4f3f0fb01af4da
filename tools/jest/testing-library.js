// Component specs wait for late chunks (charts, dialogs) with findBy/waitFor. Testing Library's
// default of one second is about a quiet machine; a CI core shared with two storage passes has
// taken longer to load a chunk's modules into a fresh registry. The wait ends as soon as the
// element is there, so a longer ceiling costs nothing when the code is right.
if (typeof window !== 'undefined') require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
