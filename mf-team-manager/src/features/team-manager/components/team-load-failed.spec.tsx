/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { OFFICIAL_SITE_DOWN, TeamLoadFailed } from './team-load-failed';

const SPEC_ALERT = 'Failed to load team data. Please check the team ID and try again.';

/** What is in view: the alert's text without the collapsed Technical details. */
const inView = () => {
  const alert = screen.getByRole('alert').cloneNode(true) as HTMLElement;
  alert.querySelectorAll('details').forEach((d) => d.remove());
  return alert.textContent ?? '';
};
const technicalDetails = () => screen.getByText('Technical details').closest('details')!.textContent ?? '';

describe("a team that did not load: spec 8's alert, the cause beside it, the error in Technical details (decision 227)", () => {
  it('while the official site is not answering', () => {
    renderWithClient(<TeamLoadFailed teamId={1002} load={{ status: 'error', cause: 'outage', failure: 'Failed to fetch team data: 502', reason: 'The official FPL service answered 503.', retry: jest.fn() }} />);
    expect(inView()).toContain(SPEC_ALERT);
    expect(inView()).toContain(OFFICIAL_SITE_DOWN);
    expect(inView()).not.toContain('Failed to fetch team data');
    expect(technicalDetails()).toContain('Failed to fetch team data: 502\nThe official FPL service answered 503.');
  });

  it('for a team the official game does not know', () => {
    renderWithClient(<TeamLoadFailed teamId={4040} load={{ status: 'error', cause: 'not-found', failure: 'Failed to fetch team data: 404' }} />);
    expect(inView()).toContain('The official game has no team 4040');
    expect(inView()).not.toContain('Failed to fetch team data');
    expect(technicalDetails()).toContain('Failed to fetch team data: 404');
  });

  it('keeps the error in view when it is the only cause there is', () => {
    renderWithClient(<TeamLoadFailed teamId={1001} load={{ status: 'error', cause: 'other', failure: 'Failed to fetch team data: 500', reason: 'boom' }} />);
    expect(inView()).toContain('Failed to fetch team data: 500');
    expect(technicalDetails()).toContain('boom');
  });
});
