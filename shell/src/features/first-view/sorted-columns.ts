import { REMOTE_FIRST_VIEW_MARK } from '@draftroom/contracts';
import { showSortedColumns } from '@draftroom/ui/sorted-column';

/**
 * A page's remote may draw its first view into the HTML with a table sorted on a column far to
 * the right (/xpts: the next gameweek). On a phone that table showed its left columns until the
 * live page took over and scrolled, 200-300 ms later; this puts the column in view before the
 * table's first paint, as DataTable does for the live one (decision 167).
 *
 * The async script often runs while the HTML is still being parsed, and DOMContentLoaded waits
 * for the deferred main.js: so it looks in each animation frame, which comes before that frame's
 * paint, for as long as the document is loading (a table's columns can still widen as its rows
 * arrive), and once after. Only while the drawn view is still there: a late script must not move
 * a table the user is working with.
 */
export function showFirstViewSortedColumns(): void {
  const inFrame = () => {
    const root = document.getElementById('root');
    if (root?.querySelector(`template[${REMOTE_FIRST_VIEW_MARK}]`)) showSortedColumns(root);
    if (document.readyState === 'loading') requestAnimationFrame(inFrame);
  };
  inFrame();
}
