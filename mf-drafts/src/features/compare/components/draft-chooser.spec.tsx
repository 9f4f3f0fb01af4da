/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { aDraft } from '../../../shared/testing/factories';
import { focusedText, pressKey } from '../../../shared/testing/list-keys';
import { DraftChooser } from './draft-chooser';

const drafts = [aDraft({ name: 'Alpha' }), aDraft({ name: 'Beta' }), aDraft({ name: 'Gamma' })];

// The keys of shared/hooks/list-keyboard (decision 039) on Compare's chooser.
describe('Compare draft chooser by keyboard', () => {
  it('ArrowDown from the search, arrows through the list skipping the other side, Enter chooses, Escape back', () => {
    const onChange = jest.fn();
    render(<DraftChooser title="First Draft" drafts={drafts} selected={null} other={drafts[1]} onChange={onChange} />);
    const search = screen.getByRole('searchbox');
    search.focus();
    pressKey('ArrowDown');
    expect(focusedText()).toContain('Alpha');
    pressKey('ArrowDown');
    expect(focusedText()).toContain('Gamma'); // Beta is chosen on the other side
    pressKey('ArrowDown');
    expect(focusedText()).toContain('Gamma');
    pressKey('Home');
    expect(focusedText()).toContain('Alpha');
    pressKey('End');
    expect(focusedText()).toContain('Gamma');
    pressKey('ArrowUp');
    expect(focusedText()).toContain('Alpha');
    fireEvent.click(document.activeElement!); // Enter/Space on a button is a click
    expect(onChange).toHaveBeenCalledWith(drafts[0]);
    pressKey('Escape');
    expect(document.activeElement).toBe(search);
    pressKey('ArrowDown');
    pressKey('ArrowUp');
    expect(document.activeElement).toBe(search);
  });
});

describe('Compare draft chooser across seasons (issue 32)', () => {
  it('labels a draft of another season with its season, and this season’s drafts with nothing', () => {
    const last = aDraft({ name: 'Last season', season: '2025-26' });
    const now = aDraft({ name: 'This season', season: '2026-27' });
    render(<DraftChooser title="First Draft" drafts={[last, now]} selected={null} other={null} onChange={jest.fn()} servedSeason="2026-27" />);
    expect(screen.getByRole('button', { name: /Last season/ }).textContent).toContain('25/26');
    expect(screen.getByRole('button', { name: /This season/ }).textContent).not.toMatch(/\d\d\/\d\d/);
  });
});
