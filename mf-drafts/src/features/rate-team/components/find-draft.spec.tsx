/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Draft } from '@draftroom/contracts';
import { aDraft } from '../../../shared/testing/factories';
import { focusedText, pressKey } from '../../../shared/testing/list-keys';
import { FindDraft } from './find-draft';

const drafts = [aDraft({ name: 'Alpha' }), aDraft({ name: 'Beta' }), aDraft({ name: 'Gamma' })];

// The keys of shared/hooks/list-keyboard (decision 039) on Rate my team's Find Draft.
describe('Find Draft by keyboard', () => {
  it('ArrowDown from the search moves through the drafts, Escape goes back to the search', () => {
    const onChoose = jest.fn();
    const query = { data: drafts, isPending: false, isError: false } as unknown as UseQueryResult<Draft[]>;
    render(
      <MemoryRouter>
        <FindDraft drafts={query} onChoose={onChoose} />
      </MemoryRouter>,
    );
    screen.getByRole('searchbox').focus();
    pressKey('ArrowDown');
    pressKey('ArrowDown');
    expect(focusedText()).toContain('Beta');
    pressKey('Escape');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });
});
