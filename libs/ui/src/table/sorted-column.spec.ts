/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { showSortedColumn, showSortedColumns } from './sorted-column';

/**
 * jsdom lays nothing out: each element gets the geometry a 390 px phone gives the /xpts table
 * (a 356 px wide wrapper, an 870 px table, a 110 px sticky Player column).
 */
function tableBox(sortedAt: { left: number; width: number }, { clientWidth = 356, scrollWidth = 870 } = {}): HTMLElement {
  const box = document.createElement('div');
  box.className = 'dr-table-wrap';
  box.innerHTML = `<table><thead><tr>
    <th class="dr-table__cell--left dr-table__cell--sticky">Player</th>
    <th class="dr-table__cell--right">GW5</th>
    <th class="dr-table__cell--right dr-table__cell--sorted">GW30</th>
  </tr></thead></table>`;
  const [sticky, , sorted] = box.querySelectorAll<HTMLElement>('th');
  const set = (el: HTMLElement, props: Record<string, number>) =>
    Object.entries(props).forEach(([key, value]) => Object.defineProperty(el, key, { configurable: true, value }));
  set(box, { clientWidth, scrollWidth });
  set(sticky, { offsetLeft: 0, offsetWidth: 110 });
  set(sorted, { offsetLeft: sortedAt.left, offsetWidth: sortedAt.width });
  return box;
}

describe('showSortedColumn', () => {
  it('scrolls a sorted column right of the visible area to just right of the sticky column', () => {
    const box = tableBox({ left: 362, width: 60 });
    showSortedColumn(box);
    expect(box.scrollLeft).toBe(362 - 110 - 8);
  });

  it('scrolls back when the sorted column is hidden under the sticky column', () => {
    const box = tableBox({ left: 150, width: 60 });
    box.scrollLeft = 200;
    showSortedColumn(box);
    expect(box.scrollLeft).toBe(150 - 110 - 8);
  });

  it('leaves a column already in view, and a table that fits, where they are', () => {
    const inView = tableBox({ left: 200, width: 60 });
    showSortedColumn(inView);
    expect(inView.scrollLeft).toBe(0);
    const fits = tableBox({ left: 362, width: 60 }, { clientWidth: 900, scrollWidth: 870 });
    showSortedColumn(fits);
    expect(fits.scrollLeft).toBe(0);
  });

  it('scrolls every table under a root', () => {
    const root = document.createElement('div');
    const boxes = [tableBox({ left: 362, width: 60 }), tableBox({ left: 500, width: 60 })];
    root.append(...boxes);
    showSortedColumns(root);
    expect(boxes.map((b) => b.scrollLeft)).toEqual([244, 382]);
  });
});
