/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { aDraft } from '../../../shared/testing/factories';
import { DraftChooser } from './draft-chooser';

const drafts = [aDraft({ name: 'Alpha' }), aDraft({ name: 'Beta' }), aDraft({ name: 'Gamma' })];
const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
const focused = () => document.activeElement?.textContent ?? '';

// The keys of shared/hooks/list-keyboard (decision 039) on Compare's chooser.
describe('Compare draft chooser by keyboard', () => {
  it('ArrowDown from the search, arrows through the list skipping the other side, Enter chooses, Escape back', () => {
    const onChange = jest.fn();
    render(<DraftChooser title="First Draft" drafts={drafts} selected={null} other={drafts[1]} onChange={onChange} />);
    const search = screen.getByRole('searchbox');
    search.focus();
    key('ArrowDown');
    expect(focused()).toContain('Alpha');
    key('ArrowDown');
    expect(focused()).toContain('Gamma'); // Beta is chosen on the other side
    key('ArrowDown');
    expect(focused()).toContain('Gamma');
    key('Home');
    expect(focused()).toContain('Alpha');
    key('End');
    expect(focused()).toContain('Gamma');
    key('ArrowUp');
    expect(focused()).toContain('Alpha');
    fireEvent.click(document.activeElement!); // Enter/Space on a button is a click
    expect(onChange).toHaveBeenCalledWith(drafts[0]);
    key('Escape');
    expect(document.activeElement).toBe(search);
    key('ArrowDown');
    key('ArrowUp');
    expect(document.activeElement).toBe(search);
  });
});
