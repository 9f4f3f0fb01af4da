import type { Page } from '@playwright/test';

/**
 * What a person sees going wrong on a screen, measured in the page (issue 31's guard):
 *   overflow  the page itself scrolls sideways;
 *   clipped   an element's own text is cut: its content is wider than its box and the box does not
 *             scroll (a select is judged by the width of its chosen option's text);
 *   overruns  a box's text, held in inline children (a label's <span>), is drawn past the box's own
 *             edge although nothing cuts it ("£5.0m · 2.9 xP" out of its white pitch label);
 *   broken    a word of a player's or draft's name is split over two lines ("Semeny / o");
 *   chart     a chart's series is drawn outside its plot area.
 * Each problem is one line naming the element, so a failure says where to look.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${text}"`;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && !el.closest('.dr-visually-hidden');
    };

    if (root.scrollWidth > root.clientWidth + 1) problems.push(`overflow: the page is ${root.scrollWidth - root.clientWidth}px wider than the window`);

    const scrolls = (style: CSSStyleDeclaration) => /(auto|scroll)/.test(style.overflowX);
    const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const style = getComputedStyle(el);
      if (el instanceof HTMLSelectElement) {
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const label = el.selectedOptions[0]?.textContent ?? '';
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (canvas.measureText(label).width > room + 1) problems.push(`clipped: select showing "${label}" has ${Math.round(room)}px for its text`);
        continue;
      }
      if (style.display === 'inline' || scrolls(style) || el.scrollWidth <= el.clientWidth + 1) continue;
      if (ownText(el)) {
        problems.push(`clipped: ${describe(el)} needs ${el.scrollWidth}px, has ${el.clientWidth}px`);
        continue;
      }
      // Its content is wider than it: is that its own text in inline children (not a block child's)?
      const edge = el.getBoundingClientRect();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let holder = node.parentElement;
        while (holder && holder !== el && getComputedStyle(holder).display === 'inline') holder = holder.parentElement;
        if (holder !== el || node.textContent!.trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const past = [...range.getClientRects()].some((r) => r.width > 0 && (r.right > edge.right + 1 || r.left < edge.left - 1));
        if (past) {
          problems.push(`overruns: ${describe(el)} draws its text ${el.scrollWidth - el.clientWidth}px past its ${el.clientWidth}px box`);
          break;
        }
      }
    }

    // A name may wrap between its words (or after a hyphen), never inside one.
    const names = document.querySelectorAll('.dr-pitch-player__name, .st-player__name, .tm-pick-row__name, .draft-card__name, [data-name]');
    for (const el of names) {
      if (!visible(el)) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) problems.push(`broken: "${match[0]}" is split over ${tops.size} lines in ${describe(el)}`);
        }
      }
    }

    // A chart's series stays inside its plot area (a Recharts chart's cartesian grid), within a
    // stroke's width: its lines, bars, and points (a point or a line's dot by its centre: its
    // symbol may overhang an axis it sits on). Every chart is Recharts (decision 221).
    for (const chart of document.querySelectorAll('.recharts-wrapper')) {
      const grid = chart.querySelector('.recharts-cartesian-grid');
      if (!grid) continue;
      const area = grid.getBoundingClientRect();
      for (const series of chart.querySelectorAll('.recharts-line-curve, .recharts-bar-rectangle, .recharts-scatter-symbol, .recharts-line-dot')) {
        const drawn = series.getBoundingClientRect();
        const box = series.matches('.recharts-scatter-symbol, .recharts-line-dot')
          ? new DOMRect(drawn.x + drawn.width / 2, drawn.y + drawn.height / 2, 0, 0) : drawn;
        if (box.top < area.top - 3 || box.bottom > area.bottom + 3 || box.left < area.left - 3 || box.right > area.right + 3) {
          problems.push(`chart: a series spans ${Math.round(box.top)}-${Math.round(box.bottom)}px, its plot area ${Math.round(area.top)}-${Math.round(area.bottom)}px`);
        }
      }
    }
    return problems;
  });
}
