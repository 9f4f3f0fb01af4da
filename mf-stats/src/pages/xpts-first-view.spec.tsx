/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, noteFirstViewInput } from '@draftroom/ui';
import { render as renderFirstViews } from '../first-views';
import XptsPage from './xpts-page';

// The xPts page's first view is drawn at build time without data and sent with the HTML
// (decision 160); the live page then takes over from it.
beforeEach(() => {
  // The API never answers: the live page stays where the first view left off.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

function firstView(): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderFirstViews().XptsPage;
  document.body.append(box);
  return box;
}

describe('xPts first view', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('has the header, the filters and the loading state, with no gameweek pretending to be chosen', () => {
    const view = firstView();
    expect(view.querySelector('h1')?.textContent).toBe('Expected Points');
    expect(view.querySelector<HTMLInputElement>('input[name="xptsSearch"]')?.value).toBe('');
    const gameweek = view.querySelector<HTMLSelectElement>('#xpts-gameweek')!;
    expect(gameweek.disabled).toBe(true);
    expect([...gameweek.options].map((o) => o.text)).toEqual(['Loading...']);
    expect(view.querySelector('[role="status"]')?.textContent).toContain('Loading expected points data...');
  });

  it('hands a search typed into it, and its focus, to the live page', () => {
    const view = firstView();
    const typed = view.querySelector<HTMLInputElement>('input[name="xptsSearch"]')!;
    typed.value = 'sala';
    typed.focus();
    noteFirstViewInput(view);
    view.remove();

    const live = render(
      <QueryClientProvider client={createQueryClient()}>
        <XptsPage />
      </QueryClientProvider>,
    );
    const search = screen.getByLabelText('Search');
    expect(search).toHaveProperty('value', 'sala');
    expect(document.activeElement).toBe(search);
    // Taken once: the page opened again later starts with an empty search.
    live.unmount();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <XptsPage />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Search')).toHaveProperty('value', '');
  });
});
