/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { REMOTE_FIRST_VIEW_MARK } from '@draftroom/contracts';
import { showSortedColumns } from '@draftroom/ui/sorted-column';
import { showFirstViewSortedColumns } from './sorted-columns';

jest.mock('@draftroom/ui/sorted-column', () => ({ showSortedColumns: jest.fn() }));
const shown = jest.mocked(showSortedColumns);

let readyState: DocumentReadyState;
beforeAll(() => Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState }));
beforeEach(() => {
  shown.mockClear();
  document.body.innerHTML = '';
  readyState = 'complete';
});

function root(drawnByRemote: boolean): HTMLElement {
  const el = document.createElement('div');
  el.id = 'root';
  el.innerHTML = `${drawnByRemote ? `<template ${REMOTE_FIRST_VIEW_MARK}="with-data"></template>` : ''}<div class="dr-table-wrap"></div>`;
  document.body.append(el);
  return el;
}

describe('the first view\'s tables with their sorted column in view', () => {
  it('scrolls the tables of a first view the remote drew', () => {
    const el = root(true);
    showFirstViewSortedColumns();
    expect(shown).toHaveBeenCalledWith(el);
  });

  it('leaves the live page alone: a script arriving after the takeover must not move its tables', () => {
    root(false);
    showFirstViewSortedColumns();
    expect(shown).not.toHaveBeenCalled();
  });

  it('looks again in each frame while the HTML is still being parsed, and once after', () => {
    jest.useFakeTimers();
    try {
      readyState = 'loading';
      showFirstViewSortedColumns(); // no #root yet
      expect(shown).not.toHaveBeenCalled();
      const el = root(true);
      jest.advanceTimersToNextTimer(); // the next animation frame
      expect(shown).toHaveBeenCalledTimes(1);
      readyState = 'interactive';
      jest.advanceTimersToNextTimer();
      expect(shown).toHaveBeenCalledTimes(2);
      expect(shown).toHaveBeenLastCalledWith(el);
      jest.advanceTimersToNextTimer();
      expect(shown).toHaveBeenCalledTimes(2); // parsed: no more frames asked for
    } finally {
      jest.useRealTimers();
    }
  });
});
