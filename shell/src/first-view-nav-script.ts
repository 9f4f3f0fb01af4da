/**
 * The script each page's HTML loads `async` ahead of main.js (tools/rspack-kit/lib/first-views.cjs):
 * the first view's nav bar works from about the first paint, not from when the deferred main.js
 * has downloaded and run, 60-230 ms later on a cold load here (decision 161); and a table drawn
 * into the first view shows its sorted column on a phone from then too (decision 167). About 1 KB.
 */
import { showFirstViewSortedColumns } from './features/first-view/sorted-columns';
import { serveFirstViewNav } from './features/nav/first-view-nav';

serveFirstViewNav();
showFirstViewSortedColumns();
